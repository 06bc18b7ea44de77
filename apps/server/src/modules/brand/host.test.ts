import { describe, expect, it } from 'vitest';
import { brandLabelOf } from './host';

describe('brandLabelOf', () => {
  it('takes the first DNS label, lowercased, without port', () => {
    expect(brandLabelOf('acme.localhost')).toBe('acme');
    expect(brandLabelOf('acme.localhost:8080')).toBe('acme');
    expect(brandLabelOf('ACME.Example.COM')).toBe('acme');
    expect(brandLabelOf('localhost')).toBe('localhost');
    expect(brandLabelOf('localhost:5173')).toBe('localhost');
    expect(brandLabelOf('acme.example.com.')).toBe('acme');
    expect(brandLabelOf('my-school.edu.example')).toBe('my-school');
  });

  it('names no brand for IP addresses and invalid hosts', () => {
    for (const host of [
      '127.0.0.1',
      '127.0.0.1:8080',
      '10.1.2.3',
      '[::1]',
      '[::1]:8080',
      '::1',
      '',
      '-bad.example',
      'a_b.example',
    ]) {
      expect(brandLabelOf(host)).toBeNull();
    }
  });
});
