import fs from 'node:fs';
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';

const HELP = { help: { type: 'boolean', default: false } } as const;

/**
 * The benchmark's options from the command line, with `--help` added: that prints the usage and
 * exits.
 */
export function parseBenchArgs<const O extends ParseArgsOptionsConfig>(
  fileUrl: string,
  options: O,
) {
  const all = { ...HELP, ...options };
  const { values } = parseArgs({ options: all });
  if ((values as { help?: boolean }).help) printUsage(fileUrl, all);
  return values;
}

/**
 * The comment at the top of the benchmark's file (its usage), then its options with their
 * defaults; exits.
 */
function printUsage(fileUrl: string, options: ParseArgsOptionsConfig): never {
  const lines = fs.readFileSync(new URL(fileUrl), 'utf8').split('\n');
  const usage = lines.slice(
    0,
    lines.findIndex((line) => !line.startsWith('//')),
  );
  process.stdout.write(`${usage.map((line) => line.slice(3)).join('\n')}\n\nOptions:\n`);
  for (const [name, option] of Object.entries(options)) {
    process.stdout.write(
      `  --${name}${option.type === 'string' ? ` <value>` : ''}  (default ${'default' in option ? String(option.default) : 'none'})\n`,
    );
  }
  process.exit(0);
}
