const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per locale and options, made once: building an Intl.DateTimeFormat costs about as
 * much as rendering a message, and a page of 50 messages needs three per message. (A formatter
 * without a time zone keeps the one the browser had when it was made, until a reload.)
 */
function formatter(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = JSON.stringify([locale, options]);
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, cached);
  }
  return cached;
}

/** Year, month and day of an instant in a time zone (the user's when left out). */
function calendarDay(
  date: Date,
  timeZone: string | undefined,
): { y: number; m: number; d: number } {
  // The user's own zone is the Date's local time: no formatting needed (two calls per message).
  if (timeZone === undefined) {
    return { y: date.getFullYear(), m: date.getMonth() + 1, d: date.getDate() };
  }
  const parts = formatter('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value);
  return { y: get('year'), m: get('month'), d: get('day') };
}

const DAY_MS = 86_400_000;

/**
 * product.md /chat day separators: 'Today', 'Yesterday', or a short date (month and day, plus the year
 * when not the current year), all in the user's local time zone.
 */
export function formatDaySeparator(timestamp: number, now: number, timeZone?: string): string {
  const day = calendarDay(new Date(timestamp), timeZone);
  const today = calendarDay(new Date(now), timeZone);
  const daysAgo =
    (Date.UTC(today.y, today.m - 1, today.d) - Date.UTC(day.y, day.m - 1, day.d)) / DAY_MS;
  if (daysAgo === 0) return 'Today';
  if (daysAgo === 1) return 'Yesterday';
  return formatter('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    ...(day.y === today.y ? {} : { year: 'numeric' }),
  }).format(new Date(timestamp));
}

/** A key that changes exactly when the local calendar day changes. */
export function dayKey(timestamp: number, timeZone?: string): string {
  const { y, m, d } = calendarDay(new Date(timestamp), timeZone);
  return `${y}-${m}-${d}`;
}

/** product.md: the time as hour and minute. */
export function formatMessageTime(timestamp: number, timeZone?: string): string {
  return formatter(undefined, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(timestamp));
}

/**
 * Builds the formatter a page of today's messages needs before it arrives: the first
 * Intl.DateTimeFormat of a page loads the locale data (30-80 ms here), time better spent while
 * the screen's code and messages are still on their way.
 */
export function prepareMessageTimes(): void {
  formatMessageTime(Date.now());
}
