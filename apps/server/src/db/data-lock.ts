import fs from 'node:fs';

export interface DataLock {
  release(): void;
}

export class DataDirLockedError extends Error {
  readonly pid: number;
  constructor(lockPath: string, pid: number) {
    super(
      `The data folder is already in use by another Tuning process (pid ${pid}). ` +
        `PGlite can be opened by only one process: stop that process, or start this one ` +
        `with another DATA_DIR (lock file: ${lockPath}).`,
    );
    this.pid = pid;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Creates the lock file atomically with our pid. A lock whose owner is gone (a killed process)
 * is stale and taken over; a live owner makes this throw at once.
 */
export function acquireDataLock(lockPath: string): DataLock {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      return {
        release() {
          try {
            if (fs.readFileSync(lockPath, 'utf8').trim() === String(process.pid)) {
              fs.unlinkSync(lockPath);
            }
          } catch {
            // already gone
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readOrEmpty(lockPath), 10);
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(lockPath, owner);
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the data folder lock at ${lockPath}`);
}

function readOrEmpty(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return '';
  }
}
