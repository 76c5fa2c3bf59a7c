import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { acquireDataLock, DataDirLockedError } from './data-lock.ts';

const tempLock = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tuning-lock-')), 'db.lock');

test('the lock holds our pid and is released', () => {
  const lockPath = tempLock();
  const lock = acquireDataLock(lockPath);
  expect(fs.readFileSync(lockPath, 'utf8')).toBe(String(process.pid));
  lock.release();
  expect(fs.existsSync(lockPath)).toBe(false);
});

test('a lock owned by a live process is refused', () => {
  const lockPath = tempLock();
  fs.writeFileSync(lockPath, String(process.ppid));
  expect(() => acquireDataLock(lockPath)).toThrow(DataDirLockedError);
  expect(fs.readFileSync(lockPath, 'utf8')).toBe(String(process.ppid));
});

test('a stale lock (dead pid or garbage) is taken over', () => {
  for (const content of ['999999', 'garbage', '']) {
    const lockPath = tempLock();
    fs.writeFileSync(lockPath, content);
    const lock = acquireDataLock(lockPath);
    expect(fs.readFileSync(lockPath, 'utf8')).toBe(String(process.pid));
    lock.release();
  }
});
