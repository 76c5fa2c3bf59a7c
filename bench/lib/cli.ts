import fs from 'node:fs';
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';

/**
 * A benchmark's options, each by its default: a string option by its default text, a flag by
 * `true` or `false`, a string option without a default by `undefined`.
 */
type BenchDefaults = Record<string, string | boolean | undefined>;

type BenchValues<D extends BenchDefaults> = {
  [K in keyof D]: D[K] extends boolean
    ? boolean
    : D[K] extends string
      ? string
      : string | undefined;
};

/**
 * The benchmark's options from the command line, with `--help` added: that prints the usage and
 * exits. The default says each option's type, so the table lists every option once.
 */
export function parseBenchArgs<const D extends BenchDefaults>(
  fileUrl: string,
  defaults: D,
): BenchValues<D> {
  const options: ParseArgsOptionsConfig = { help: { type: 'boolean', default: false } };
  for (const [name, value] of Object.entries(defaults)) {
    options[name] =
      value === undefined
        ? { type: 'string' }
        : { type: typeof value === 'boolean' ? 'boolean' : 'string', default: value };
  }
  const { values } = parseArgs({ options });
  if (values.help) printUsage(fileUrl, options);
  return values as BenchValues<D>;
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
