import { BLANK_MARKER_RE } from '@edu/shared/render/clean';
import { renderMath } from '@edu/shared/render/math';
import { describe, expect, it } from 'vitest';
import { formulaSource, fromEditorHtml, mathNodeHtml, toEditorHtml } from './math-html';

/**
 * What readers get from stored text (compare renderings): blank markers first, as stems are rendered
 * (they never appear in lessons), then the math.
 */
const rendered = (stored: string) =>
  renderMath(stored.replace(new RegExp(BLANK_MARKER_RE.source, 'g'), '<span class="q-blank"></span>'), {
    output: 'mathml',
  });

describe('toEditorHtml: formulas become math nodes', () => {
  it('finds every delimiter the renderer finds', () => {
    const html = toEditorHtml('<p>a $x^2$ b \\(y\\) c</p><p>$$\\frac{1}{2}$$</p><p>\\[z\\]</p>');
    expect(html).toBe(
      `<p>a ${mathNodeHtml('x^2', false)} b ${mathNodeHtml('y', false)} c</p><p>${mathNodeHtml('\\frac{1}{2}', true)}</p><p>${mathNodeHtml('z', true)}</p>`,
    );
  });

  it('decodes entities in the TeX and escapes it in the attribute', () => {
    expect(toEditorHtml('<p>$a&lt;b$ and $"q"$</p>')).toBe(
      `<p>${mathNodeHtml('a<b', false)} and ${mathNodeHtml('"q"', false)}</p>`,
    );
    expect(mathNodeHtml('a<b & "c"', false)).toContain('data-latex="a&lt;b &amp; &quot;c&quot;"');
  });

  it('keeps prices, escaped dollars and blank markers as text', () => {
    expect(toEditorHtml('<p>costs $5 and $6; \\$x\\$ ___1 ##$$ (2) ##$$</p>')).toBe(
      '<p>costs $5 and $6; $x$ ___1 ##$$ (2) ##$$</p>',
    );
  });
});

describe('fromEditorHtml: math nodes become formulas again', () => {
  it('writes $…$ inline, $$…$$ displayed', () => {
    const editor = `<p>Solve ${mathNodeHtml('x^2=4', false)}:</p><p>${mathNodeHtml('x=\\pm 2', true)}</p>`;
    expect(fromEditorHtml(editor)).toBe('<p>Solve $x^2=4$:</p><p>$$x=\\pm 2$$</p>');
  });

  it('uses \\(…\\) when $…$ would not read back as one formula', () => {
    expect(formulaSource('a $ b', false)).toBe('\\(a $ b\\)');
    expect(formulaSource('x', false, '2 apples')).toBe('\\(x\\)');
    expect(formulaSource('x', false, ' apples')).toBe('$x$');
    expect(formulaSource('a$$b', true)).toBe('\\[a$$b\\]');
    expect(fromEditorHtml(`<p>${mathNodeHtml('x', false)}2</p>`)).toBe('<p>\\(x\\)2</p>');
  });

  it('escapes the dollars of the text, but not the blank marker nor code', () => {
    expect(fromEditorHtml('<p>costs $5 ##$$ and $x$</p><pre><code>echo $HOME</code></pre>')).toBe(
      '<p>costs \\$5 ##$$ and \\$x\\$</p><pre><code>echo $HOME</code></pre>',
    );
  });

  it('escapes < in formulas as HTML and drops empty formulas', () => {
    expect(fromEditorHtml(`<p>${mathNodeHtml('a<b', false)}${mathNodeHtml('  ', false)}</p>`)).toBe('<p>$a&lt;b$</p>');
  });

  it('an empty document is the empty string', () => {
    expect(fromEditorHtml('<p></p>')).toBe('');
    expect(fromEditorHtml('<p> </p><p></p>')).toBe('');
    expect(fromEditorHtml('<p><img src="/a.png"></p>')).toBe('<p><img src="/a.png"></p>');
  });
});

describe('round trip: the stored text renders the same after the editor', () => {
  const samples = [
    String.raw`<h2>二次根式的概念</h2>
<p>一般地，形如 $\sqrt{a}\ (a\ge 0)$ 的式子叫做<strong>二次根式</strong>。</p>
<p>$$\left(\sqrt{a}\right)^2=a\quad(a\ge 0),\qquad \sqrt{a^2}=|a|=\begin{cases} a, & a\ge 0 \\ -a, & a&lt;0 \end{cases}$$</p>
<p>解：\(\sqrt{x^2-4x+4}=|x-2|=2-x\)。</p>
<ul><li>有意义 $\iff$ 被开方数 $\ge 0$；</li></ul>`,
    '<p>Price $5 and $6, escaped \\$x\\$, blanks ___1 and ##$$.</p>',
    '<p>$\\begin{pmatrix}1&amp;2\\\\3&amp;4\\end{pmatrix}$ then $$\\begin{aligned}a&amp;=b\\\\&amp;=c\\end{aligned}$$ end</p>',
  ];
  for (const [i, stored] of samples.entries()) {
    it(`sample ${i + 1}`, () => {
      const back = fromEditorHtml(toEditorHtml(stored));
      expect(rendered(back)).toBe(rendered(stored));
      // and it is stable from then on
      expect(fromEditorHtml(toEditorHtml(back))).toBe(back);
    });
  }
});
