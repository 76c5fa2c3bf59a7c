const formatter = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** An ISO time (or epoch ms) as the moderator's locale writes a date and time. */
export function formatWhen(value: string | number): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : formatter.format(date);
}
