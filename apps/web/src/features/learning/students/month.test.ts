import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { monthOf, monthPeriod } from './month';

describe('a month in the address', () => {
  const now = dayjs('2026-11-27T10:00:00');

  it('reads YYYY-MM and falls back to the current month on anything else', () => {
    expect(monthOf('2026-02', now).format('YYYY-MM-DD')).toBe('2026-02-01');
    for (const bad of [null, '', '2026-13', '2026-2', '1999-05', 'x', '2026-02-01']) {
      expect(monthOf(bad, now).format('YYYY-MM-DD')).toBe('2026-11-01');
    }
  });

  it('spans the month from its first to its last day, leap years included', () => {
    expect(monthPeriod(dayjs('2028-02-01'))).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthPeriod(dayjs('2026-11-01'))).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  });
});
