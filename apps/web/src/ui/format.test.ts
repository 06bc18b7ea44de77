import { describe, expect, it } from 'vitest';
import { formatCompact, formatDateTime, formatDuration, formatSize } from './format';

describe('formatters', () => {
  it('formatDateTime: local time to the minute, or to the second; a dash for none', () => {
    const at = new Date(2024, 4, 1, 8, 30, 5).toISOString();
    expect(formatDateTime(at)).toBe('2024-05-01 08:30');
    expect(formatDateTime(at, true)).toBe('2024-05-01 08:30:05');
    for (const none of [null, undefined, '', 'not a date']) expect(formatDateTime(none)).toBe('—');
  });

  it('formatDuration: m:ss under an hour, h:mm:ss from one, never negative', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(65_400)).toBe('1:05');
    expect(formatDuration(3_600_000 + 61_000)).toBe('1:01:01');
    expect(formatDuration(-5)).toBe('0:00');
  });

  it('formatSize: bytes in the largest unit that keeps a number under 1024', () => {
    expect(formatSize(532)).toBe('532 B');
    expect(formatSize(12.4 * 1024)).toBe('12.4 KB');
    expect(formatSize(150 * 1024 * 1024)).toBe('150 MB');
    expect(formatSize(1.2 * 1024 ** 3)).toBe('1.2 GB');
    expect(formatSize(-1)).toBe('—');
  });

  it('formatCompact: counts past 1000 with their suffix (spec section 9), smaller ones as they are', () => {
    expect(formatCompact(999)).toBe('999');
    expect(formatCompact(1234)).toBe('1.2k');
    expect(formatCompact(80_021)).toBe('80k');
    expect(formatCompact(2_500_000)).toBe('2.5M');
  });
});
