const DAY = 24 * 60 * 60 * 1000;

const time = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
const weekday = new Intl.DateTimeFormat(undefined, { weekday: 'short' });
const dayAndMonth = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });
const fullDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

const startOfDay = (at: number) => new Date(at).setHours(0, 0, 0, 0);

/**
 * When an inbox row last changed, as messaging apps write it: the time today, "Yesterday", the
 * weekday within a week, then the date (with the year when not this one).
 */
export function formatInboxTime(at: number, now: number): string {
  const days = Math.round((startOfDay(now) - startOfDay(at)) / DAY);
  if (days <= 0) return time.format(at);
  if (days === 1) return 'Yesterday';
  if (days < 7) return weekday.format(at);
  return new Date(at).getFullYear() === new Date(now).getFullYear()
    ? dayAndMonth.format(at)
    : fullDate.format(at);
}
