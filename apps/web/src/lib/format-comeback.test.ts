import { expect, test } from 'vitest';
import { formatComeback } from './format-comeback.ts';

test('later today, tomorrow, or a weekday, in local time', () => {
  const now = new Date(2026, 10, 28, 15, 0).getTime();
  expect(formatComeback(new Date(2026, 10, 28, 19, 0).getTime(), now, 'en-US')).toBe('at 7:00 PM');
  expect(formatComeback(new Date(2026, 10, 29, 2, 0).getTime(), now, 'en-US')).toBe(
    'tomorrow at 2:00 AM',
  );
  expect(formatComeback(new Date(2026, 10, 30, 9, 5).getTime(), now, 'en-US')).toBe(
    'on Monday at 9:05 AM',
  );
});
