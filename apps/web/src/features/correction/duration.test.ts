import { describe, expect, it } from 'vitest';
import { durationKey, durationParts } from './duration';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('waiting times', () => {
  it('splits into days, hours and minutes', () => {
    expect(durationParts(2 * DAY + 3 * HOUR + 59 * MIN + 59_000)).toEqual({ d: 2, h: 3, m: 59 });
    expect(durationParts(-5)).toEqual({ d: 0, h: 0, m: 0 });
    expect(durationParts(Number.NaN)).toEqual({ d: 0, h: 0, m: 0 });
  });

  it('says the two largest units', () => {
    expect(durationKey(2 * DAY + 3 * HOUR + 10 * MIN)).toMatchObject({ key: 'dh', d: 2, h: 3 });
    expect(durationKey(5 * HOUR + 7 * MIN)).toMatchObject({ key: 'hm', h: 5, m: 7 });
    expect(durationKey(42 * MIN)).toMatchObject({ key: 'm', m: 42 });
    expect(durationKey(30_000)).toMatchObject({ key: 'lessThanMinute' });
  });
});
