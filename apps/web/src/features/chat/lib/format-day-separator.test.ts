import { describe, expect, test } from 'vitest';
import { dayKey, formatDaySeparator } from './format-day-separator.ts';

const at = (iso: string) => new Date(iso).getTime();

describe('in America/Los_Angeles (UTC-8 in winter, UTC-7 in summer)', () => {
  const tz = 'America/Los_Angeles';
  // 00:30 local on 10 March 2026 (PDT starts on 8 March): 07:30 UTC.
  const now = at('2026-03-10T07:30:00Z');

  test('a minute after local midnight, the minute before midnight is yesterday', () => {
    expect(formatDaySeparator(at('2026-03-10T07:00:00Z'), now, tz)).toBe('Today'); // 00:00 local
    expect(formatDaySeparator(at('2026-03-10T06:59:00Z'), now, tz)).toBe('Yesterday'); // 23:59
    expect(formatDaySeparator(at('2026-03-09T07:00:00Z'), now, tz)).toBe('Yesterday'); // 00:00 on the 9th
    expect(formatDaySeparator(at('2026-03-09T06:59:00Z'), now, tz)).toBe('Mar 8');
  });

  test('UTC already says the next day, local time does not', () => {
    // 23:30 local on 9 March is 06:30 UTC on the 10th.
    const lateEvening = at('2026-03-10T06:30:00Z');
    expect(formatDaySeparator(at('2026-03-09T17:00:00Z'), lateEvening, tz)).toBe('Today');
    expect(formatDaySeparator(at('2026-03-10T06:00:00Z'), lateEvening, tz)).toBe('Today');
    expect(dayKey(lateEvening, tz)).toBe('2026-3-9');
  });

  test('the year shows only when it is not the current year', () => {
    expect(formatDaySeparator(at('2026-01-02T20:00:00Z'), now, tz)).toBe('Jan 2');
    // 1 January 2026 03:00 UTC is still 31 December 2025 in Los Angeles.
    expect(formatDaySeparator(at('2026-01-01T03:00:00Z'), now, tz)).toBe('Dec 31, 2025');
  });
});

describe('in Asia/Tokyo (UTC+9)', () => {
  const tz = 'Asia/Tokyo';
  // 00:10 local on 1 January 2027: 15:10 UTC on 31 December 2026.
  const now = at('2026-12-31T15:10:00Z');

  test('around local midnight', () => {
    expect(formatDaySeparator(at('2026-12-31T15:00:00Z'), now, tz)).toBe('Today'); // 00:00
    expect(formatDaySeparator(at('2026-12-31T14:59:00Z'), now, tz)).toBe('Yesterday'); // 23:59
    expect(formatDaySeparator(at('2026-12-30T15:00:00Z'), now, tz)).toBe('Yesterday');
  });

  test('yesterday across a year boundary, then last year with its year', () => {
    expect(formatDaySeparator(at('2026-12-30T14:59:00Z'), now, tz)).toBe('Dec 30, 2026');
    expect(formatDaySeparator(at('2026-06-01T00:00:00Z'), now, tz)).toBe('Jun 1, 2026');
  });

  test('the same instant is a different day in each zone', () => {
    const instant = at('2026-05-05T20:00:00Z'); // 5 May 13:00 in LA, 6 May 05:00 in Tokyo
    const nowBoth = at('2026-05-06T02:00:00Z'); // 5 May 19:00 in LA, 6 May 11:00 in Tokyo
    expect(formatDaySeparator(instant, nowBoth, 'America/Los_Angeles')).toBe('Today');
    expect(formatDaySeparator(instant, nowBoth, tz)).toBe('Today');
    const earlier = at('2026-05-05T14:00:00Z'); // 5 May 07:00 LA, 5 May 23:00 Tokyo
    expect(formatDaySeparator(earlier, nowBoth, 'America/Los_Angeles')).toBe('Today');
    expect(formatDaySeparator(earlier, nowBoth, tz)).toBe('Yesterday');
  });
});

test("without a time zone, days are the user's own, as if their zone had been named", () => {
  const own = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  const now = at('2026-03-10T12:00:00Z');
  for (let hour = -60; hour <= 12; hour += 1) {
    const timestamp = now + hour * 3_600_000 + 59 * 60_000;
    expect(dayKey(timestamp)).toBe(dayKey(timestamp, own));
    expect(formatDaySeparator(timestamp, now)).toBe(formatDaySeparator(timestamp, now, own));
  }
});
