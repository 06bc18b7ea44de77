import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BLANK_PLACEHOLDER_TEMPLATE,
  blankHtml,
  blankPlaceholder,
  cleanText,
  markBlanks,
  replaceBlankMarkers,
} from './clean';
import { escapeHtml } from './entities';

describe('cleanText', () => {
  it('decodes entities and turns no-break spaces into spaces', () => {
    expect(cleanText('a&nbsp;&lt;&nbsp;b &amp;&amp; c&#39;s &quot;q&quot; &#x3C;')).toEqual({
      text: `a < b && c's "q" <`,
      blankCount: 0,
    });
    expect(cleanText('x\u00a0y').text).toBe('x y');
  });

  it('numbers ___N and ##$$ markers in order of appearance', () => {
    expect(cleanText('1+1=___7, 2+2=##$$, 3+3=___1.')).toEqual({
      text: '1+1=(1)____, 2+2=(2)____, 3+3=(3)____.',
      blankCount: 3,
    });
  });

  it('recognises markers written with entities', () => {
    expect(cleanText('&#95;&#95;&#95;2 and &#35;&#35;&#36;&#36;')).toEqual({
      text: '(1)____ and (2)____',
      blankCount: 2,
    });
  });

  it('does not take two underscores, underscores without digits or a lone ##$ for markers', () => {
    expect(cleanText('__1 ___ _x ##$ #$$')).toEqual({ text: '__1 ___ _x ##$ #$$', blankCount: 0 });
  });

  it('uses the exported placeholder format and accepts another', () => {
    expect(BLANK_PLACEHOLDER_TEMPLATE).toBe('({n})____');
    expect(blankPlaceholder(12)).toBe('(12)____');
    expect(cleanText('a ___1 b ##$$', { placeholder: (n) => `[${n}]` })).toEqual({
      text: 'a [1] b [2]',
      blankCount: 2,
    });
  });

  it('handles empty input', () => {
    expect(cleanText('')).toEqual({ text: '', blankCount: 0 });
  });

  const plain = fc.string().map((s) => s.replace(/[_#$&\u00a0]/g, ''));
  const marker = fc.oneof(
    fc.nat(999).map((n) => `___${n}`),
    fc.constant('##$$'),
  );

  it('counts every marker and numbers the placeholders 1…n (property)', () => {
    // Digits are left out of the text: a digit right after `___N` would only lengthen N.
    const text = plain.map((s) => s.replace(/[0-9]/g, ''));
    fc.assert(
      fc.property(fc.array(fc.tuple(text, marker)), text, (parts, tail) => {
        const input = parts.map(([text, m]) => text + m).join('') + tail;
        const expected = parts.map(([text], i) => text + blankPlaceholder(i + 1)).join('') + tail;
        const result = cleanText(input);
        return result.blankCount === parts.length && result.text === expected;
      }),
    );
  });

  it('gives back escaped plain text exactly (property)', () => {
    fc.assert(fc.property(plain, (s) => cleanText(escapeHtml(s)).text === s));
  });
});

describe('markBlanks: the blank-marker step of stem rendering', () => {
  it('turns each marker into a numbered placeholder element, in order, and counts them', () => {
    expect(markBlanks('<p>$x^2=4$, so x = ___7 or ##$$</p>')).toEqual({
      html: '<p>$x^2=4$, so x = <span class="q-blank" data-blank="1">(1)</span> or <span class="q-blank" data-blank="2">(2)</span></p>',
      blankCount: 2,
    });
    expect(blankHtml(3)).toBe('<span class="q-blank" data-blank="3">(3)</span>');
  });

  it('leaves text without markers, and entities, as they are', () => {
    expect(markBlanks('<p>a &amp; b __1 ##$</p>')).toEqual({ html: '<p>a &amp; b __1 ##$</p>', blankCount: 0 });
    expect(markBlanks('')).toEqual({ html: '', blankCount: 0 });
  });

  it('removes every `##$$`, so none is left to open a formula', () => {
    const { html } = markBlanks('$a$ ##$$##$$ $b$');
    expect(html).not.toContain('##$$');
    expect(html.match(/\$/g)).toHaveLength(4);
  });

  it('numbers like cleanText (property)', () => {
    const text = fc.string().map((s) => s.replace(/[_#$&<>\u00a0]/g, ''));
    fc.assert(
      fc.property(text, (s) => {
        const marked = markBlanks(s);
        const cleaned = cleanText(s);
        return marked.blankCount === cleaned.blankCount && marked.html === s;
      }),
    );
    expect(replaceBlankMarkers('___1 x ##$$', (n) => `[${n}]`)).toEqual({ text: '[1] x [2]', blankCount: 2 });
  });
});
