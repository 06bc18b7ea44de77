import { describe, expect, it } from 'vitest';
import { idFromQuery } from './query-id';

describe('idFromQuery', () => {
  it('reads a positive integer id from the query string, nothing else', () => {
    expect(idFromQuery('12')).toBe(12);
    for (const bad of [null, '', '0', '-1', '1.5', 'x', '1e3', ' 5', '99999999999999999999'])
      expect(idFromQuery(bad)).toBeUndefined();
  });
});
