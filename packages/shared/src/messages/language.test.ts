import { describe, expect, it } from 'vitest';
import { pickLanguage } from './language';

describe('pickLanguage', () => {
  it.each([
    [undefined, 'en'],
    [null, 'en'],
    ['', 'en'],
    ['zh-CN', 'zh'],
    ['zh-TW', 'zh'],
    ['zh-Hant-HK', 'zh'],
    ['ZH-cn,zh;q=0.9', 'zh'],
    ['es', 'es'],
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['ja-JP', 'ja'],
    ['en-US,en;q=0.9', 'en'],
    ['fr-FR,fr;q=0.9', 'en'],
    ['fr-FR,fr;q=0.9,ja;q=0.5', 'ja'],
    ['*', 'en'],
  ] as const)('%s → %s', (header, language) => {
    expect(pickLanguage(header)).toBe(language);
  });

  it('honours q-values, whatever the order', () => {
    expect(pickLanguage('en;q=0.3, ja;q=0.8, zh;q=0.5')).toBe('ja');
    expect(pickLanguage('es;q=0.1, zh-CN')).toBe('zh');
    expect(pickLanguage('en;q=0.9, es;q=1.0')).toBe('es');
  });

  it('keeps the first of equal q-values', () => {
    expect(pickLanguage('ja, es')).toBe('ja');
    expect(pickLanguage('es;q=0.5, ja;q=0.5')).toBe('es');
  });

  it('skips q=0 and malformed q-values', () => {
    expect(pickLanguage('zh;q=0, es;q=0.2')).toBe('es');
    expect(pickLanguage('ja;q=2, es;q=0.4')).toBe('es');
    expect(pickLanguage('ja;q=abc')).toBe('en');
    expect(pickLanguage('zh;q=0')).toBe('en');
  });

  it('takes the wildcard as the fallback language, ranked by its q-value', () => {
    expect(pickLanguage('fr, *;q=0.5, ja;q=0.4')).toBe('en');
    expect(pickLanguage('*;q=0.1, ja;q=0.4')).toBe('ja');
    expect(pickLanguage('*', 'zh')).toBe('zh');
  });

  it('accepts a repeated header and a fallback', () => {
    expect(pickLanguage(['fr', 'es;q=0.7'])).toBe('es');
    expect(pickLanguage('de', 'zh')).toBe('zh');
    expect(pickLanguage(undefined, 'ja')).toBe('ja');
  });
});
