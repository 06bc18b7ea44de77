import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH } from './constants';
import { isExternal, validPassword, validUsername } from './validate';

describe('isExternal', () => {
  it.each([
    'http://example.com',
    'https://example.com/a?b=c',
    'HTTPS://EXAMPLE.COM',
    'mailto:someone@example.com',
    'tel:+8613800000000',
  ])('recognises %s', (link) => {
    expect(isExternal(link)).toBe(true);
  });

  it.each(['/dashboard', 'dashboard', '//example.com', 'ftp://example.com', 'javascript:alert(1)', '', 'xhttp://a'])(
    'rejects %s',
    (link) => {
      expect(isExternal(link)).toBe(false);
    },
  );
});

describe('validPassword', () => {
  it(`requires at least ${MIN_PASSWORD_LENGTH} characters`, () => {
    expect(MIN_PASSWORD_LENGTH).toBe(6);
    expect(validPassword('')).toBe(false);
    expect(validPassword('12345')).toBe(false);
    expect(validPassword('123456')).toBe(true);
    expect(validPassword('a much longer passphrase')).toBe(true);
  });

  it('counts spaces (passwords are not trimmed)', () => {
    expect(validPassword('     ')).toBe(false);
    expect(validPassword('      ')).toBe(true);
  });
});

describe('validUsername', () => {
  it('needs something besides spaces', () => {
    expect(validUsername('')).toBe(false);
    expect(validUsername('   ')).toBe(false);
    expect(validUsername(' admin ')).toBe(true);
  });
});
