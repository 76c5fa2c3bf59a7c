/** Runs a script's `main` as an operator expects it: a failure is one line on stderr and exit 1. */
export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
