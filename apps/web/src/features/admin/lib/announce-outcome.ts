/**
 * Waits for a staff action taken from a list and says how it went: `done` once it has, or why it
 * failed (a row of a list has no place of its own for an error).
 */
export async function announceOutcome(
  work: Promise<unknown>,
  done: string,
  announce: (text: string) => void,
): Promise<void> {
  try {
    await work;
    announce(done);
  } catch (failure) {
    announce(failure instanceof Error ? failure.message : String(failure));
  }
}
