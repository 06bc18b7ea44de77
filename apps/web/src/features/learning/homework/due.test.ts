import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { defaultDueTime, dueStateOf, dueTimeProblem, relativeDue } from './due';

const now = new Date('2026-03-10T12:00:00Z');
const hours = (h: number) => new Date(now.getTime() + h * 3_600_000).toISOString();

describe('dueStateOf', () => {
  it('is past once the due time has come, soon within a day, later after', () => {
    expect(dueStateOf(hours(-1), now)).toBe('past');
    expect(dueStateOf(hours(0), now)).toBe('past');
    expect(dueStateOf(hours(1), now)).toBe('soon');
    expect(dueStateOf(hours(24), now)).toBe('soon');
    expect(dueStateOf(hours(25), now)).toBe('later');
  });
});

describe('defaultDueTime', () => {
  it('is the day after tomorrow at 20:00', () => {
    const at = defaultDueTime(dayjs('2026-03-10T09:30:00'));
    expect(at.format('YYYY-MM-DD HH:mm:ss')).toBe('2026-03-12 20:00:00');
  });
});

describe('dueTimeProblem', () => {
  const n = dayjs('2026-03-10T12:00:00Z');
  it('wants a time in the future, after a scheduled opening', () => {
    expect(dueTimeProblem(null, null, n)).toBe('required');
    expect(dueTimeProblem(n.subtract(1, 'minute'), null, n)).toBe('past');
    expect(dueTimeProblem(n.add(1, 'day'), n.add(2, 'day').toISOString(), n)).toBe('beforeOpen');
    expect(dueTimeProblem(n.add(3, 'day'), n.add(2, 'day').toISOString(), n)).toBeNull();
    expect(dueTimeProblem(n.add(1, 'hour'), null, n)).toBeNull();
  });
});

describe('relativeDue', () => {
  it('says how far the due time is, ahead or gone', () => {
    expect(relativeDue(hours(5), 'en', now)).toBe('in 5 hours');
    expect(relativeDue(hours(-72), 'en', now)).toBe('3 days ago');
    expect(relativeDue(hours(0.1), 'en', now)).toBe('in 6 minutes');
    expect(relativeDue(hours(30), 'zh-CN', now)).toBe('30小时后');
  });
});
