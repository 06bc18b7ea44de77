import { describe, expect, it } from 'vitest';
import { scoreBand } from './score-band';

describe('scoreBand', () => {
  it('is high from 85, pass from 60, low below, with the bounds where they belong', () => {
    expect([100, 85, 84.9, 60, 59.9, 0].map(scoreBand)).toEqual(['high', 'high', 'pass', 'pass', 'low', 'low']);
  });
});
