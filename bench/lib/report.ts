import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const benchDir = path.resolve(import.meta.dirname, '..');
export const repoRoot = path.resolve(benchDir, '..');

/** A load generator past this share of one core is measuring itself, not the server. */
export const GENERATOR_CPU_LIMIT = 0.85;

export interface CpuReading {
  wallMs: number;
  /** user + system CPU time of this process divided by wall time (1.0 = one full core). */
  share: number;
  valid: boolean;
}

/** process.cpuUsage over wall time, for the load generator itself. */
export function startCpuMeter(): { stop(): CpuReading } {
  const startCpu = process.cpuUsage();
  const startWall = performance.now();
  return {
    stop() {
      const used = process.cpuUsage(startCpu);
      const wallMs = performance.now() - startWall;
      const share = wallMs > 0 ? (used.user + used.system) / 1000 / wallMs : 0;
      return {
        wallMs: Math.round(wallMs),
        share: round(share, 3),
        valid: share <= GENERATOR_CPU_LIMIT,
      };
    },
  };
}

/** CPU seconds and resident memory of another process (a server we spawned), from /proc. */
export function processStats(pid: number): { cpuMs: number; rssBytes: number } | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return { cpuMs: (ticks * 1000) / 100, rssBytes: rssKb * 1024 };
  } catch {
    return undefined;
  }
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export interface Summary {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

export function summarize(samples: number[]): Summary {
  const sorted = Float64Array.from(samples).sort();
  const values = Array.from(sorted);
  return {
    count: values.length,
    p50: round(percentile(values, 50), 2),
    p99: round(percentile(values, 99), 2),
    max: round(values[values.length - 1] ?? Number.NaN, 2),
  };
}

export function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function machine() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    memoryGb: round(os.totalmem() / 2 ** 30, 1),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
  };
}

/** Writes bench/results/<name>-<timestamp>.json and returns its path. */
export function writeResult(name: string, result: Record<string, unknown>): string {
  const dir = path.join(benchDir, 'results');
  fs.mkdirSync(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(dir, `${name}-${stamp}.json`);
  fs.writeFileSync(
    file,
    JSON.stringify({ name, at: new Date().toISOString(), machine: machine(), ...result }, null, 2),
  );
  return file;
}

type Row = Record<string, string | number | boolean>;

/** Prints a table of flat rows to stdout. */
export function printTable(rows: Row[]): void {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] ?? {});
  const widths = columns.map((column) =>
    Math.max(column.length, ...rows.map((row) => String(row[column] ?? '').length)),
  );
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ');
  process.stdout.write(`${line(columns)}\n`);
  for (const row of rows) {
    process.stdout.write(`${line(columns.map((column) => String(row[column] ?? '')))}\n`);
  }
}

export function log(message: string): void {
  process.stdout.write(`[${new Date().toISOString().slice(11, 19)}] ${message}\n`);
}

/**
 * Writes bench/results/<name>-<timestamp>.json, prints each section (its title, then its table when
 * it has rows) and where the result went, and exits: open sockets must not keep the run alive.
 */
export function finishReport(
  name: string,
  result: Record<string, unknown>,
  sections: { title: string; rows?: Row[] }[],
): never {
  const file = writeResult(name, result);
  for (const section of sections) {
    process.stdout.write(`\n${section.title}\n`);
    printTable(section.rows ?? []);
  }
  process.stdout.write(`\nResult: ${file}\n`);
  process.exit(0);
}

/** The CPU a server spends from now until `stop`: its share of one core, and µs per request. */
export function startServerCpuMeter(server: { stats(): { cpuMs: number } | undefined }): {
  stop(requests: number): { serverCpuShare?: number; serverCpuUsPerReq?: number };
} {
  const before = server.stats();
  const started = performance.now();
  return {
    stop(requests) {
      const after = server.stats();
      if (!before || !after) return {};
      const cpuMs = after.cpuMs - before.cpuMs;
      return {
        serverCpuShare: round(cpuMs / (performance.now() - started), 3),
        ...(requests > 0 ? { serverCpuUsPerReq: Math.round((cpuMs * 1000) / requests) } : {}),
      };
    },
  };
}
