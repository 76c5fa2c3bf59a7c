/**
 * When something comes back, in the reader's own time zone and words: "at 7:00 PM" later today,
 * "tomorrow at 2:00 AM", or a weekday further off.
 */
export function formatComeback(at: number, now: number = Date.now(), locale?: string): string {
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(at);
  const dayOf = (ms: number) => {
    const date = new Date(ms);
    return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / 86_400_000;
  };
  const days = dayOf(at) - dayOf(now);
  if (days <= 0) return `at ${time}`;
  if (days === 1) return `tomorrow at ${time}`;
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long' }).format(at);
  return `on ${weekday} at ${time}`;
}
