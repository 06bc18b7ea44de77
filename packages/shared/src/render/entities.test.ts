import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeEntities, escapeHtml, NAMED_ENTITIES } from './entities';

describe('decodeEntities', () => {
  it('decodes the markup entities and &nbsp;', () => {
    expect(decodeEntities('&lt;b&gt; &amp; &quot;x&quot; &#39;y&#39; &apos;z&apos;')).toBe("<b> & \"x\" 'y' 'z'");
    expect(decodeEntities('a&nbsp;b')).toBe('a\u00a0b');
  });

  it('decodes decimal and hexadecimal references', () => {
    expect(decodeEntities('&#65;&#x42;&#X43;&#x1F600;')).toBe('ABC😀');
    expect(decodeEntities('&#0;&#xD800;&#x110000;')).toBe('\ufffd\ufffd\ufffd');
  });

  it('decodes typography, Greek and mathematical names', () => {
    expect(decodeEntities('&times;&divide;&plusmn;&le;&ge;&ne;&pi;&Omega;&hellip;&ldquo;&rdquo;&deg;')).toBe(
      '×÷±≤≥≠πΩ…“”°',
    );
  });

  it('leaves unknown names, missing semicolons and lone ampersands alone', () => {
    expect(decodeEntities('&bogus; &lt &amp AT&T & ;')).toBe('&bogus; &lt &amp AT&T & ;');
    expect(decodeEntities('&constructor; &toString; &__proto__;')).toBe('&constructor; &toString; &__proto__;');
  });

  it('decodes once (double-encoded text keeps one level)', () => {
    expect(decodeEntities('&amp;lt;')).toBe('&lt;');
  });

  it('returns strings without & unchanged', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes('&')),
        (s) => decodeEntities(s) === s,
      ),
    );
  });

  it('inverts escapeHtml for any string', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (s) => decodeEntities(escapeHtml(s)) === s));
  });

  it('decodes every code point written as a numeric reference', () => {
    const scalar = fc.integer({ min: 1, max: 0x10ffff }).filter((c) => c < 0xd800 || c > 0xdfff);
    fc.assert(
      fc.property(scalar, fc.boolean(), (code, hex) => {
        const ref = hex ? `&#x${code.toString(16)};` : `&#${code};`;
        return decodeEntities(ref) === String.fromCodePoint(code);
      }),
    );
  });

  it('decodes every named entity of the table', () => {
    for (const [name, char] of Object.entries(NAMED_ENTITIES)) expect(decodeEntities(`&${name};`)).toBe(char);
  });
});

describe('escapeHtml', () => {
  it('escapes the five special characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('never leaves a special character', () => {
    fc.assert(fc.property(fc.string(), (s) => !/[<>"']|&(?!amp;|lt;|gt;|quot;|#39;)/.test(escapeHtml(s))));
  });
});
