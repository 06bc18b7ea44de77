import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it } from 'vitest';
import { renderMath } from './math';
import * as node from './node';
import { createRenderPipeline } from './pipeline';
import { createSanitizer } from './sanitize';
import { findExecutable, normalizeHtml, parseHtml } from './test-dom';
import * as web from './web';

const { renderRichText, renderBBCode, renderCleanText, renderStem, sanitizeHtml } = node;

describe('renderRichText (node entry)', { timeout: 30_000 }, () => {
  it('renders formulas and sanitizes the author’s HTML', () => {
    const out = renderRichText(
      '<p onclick="x()">Area $\\pi r^2$<script>alert(1)</script> <a href="javascript:x">l</a></p>',
    );
    const root = parseHtml(out);
    expect(root.querySelector('p > .katex annotation')?.textContent).toBe('\\pi r^2');
    expect(findExecutable(out)).toEqual([]);
    expect(out).not.toContain('script');
    expect(out).not.toContain('data-math-slot');
  });

  it('keeps error spans for broken formulas', () => {
    const out = renderRichText('<p>$\\frac{a$</p>');
    expect(parseHtml(out).querySelector('.math-error')?.textContent).toBe('$\\frac{a$');
  });

  it('does not let the input forge formula markers', () => {
    const forged = '<span data-math-slot="aaaaaaaaaa-0"></span>$x$';
    const out = renderRichText(forged);
    expect(out).toContain('data-math-slot="aaaaaaaaaa-0"');
    expect(parseHtml(out).querySelectorAll('.katex').length).toBe(1);
  });

  it('drops formulas whose context the sanitizer removes', () => {
    expect(renderRichText('<iframe>$x$</iframe><p>$y$</p>').match(/class="katex"/g)?.length).toBe(1);
  });

  // For well-formed markup. On broken markup the parser may put a formula into a context the formula
  // finder does not model (text of an unclosed <title>, elements inside <select>); the marker is then
  // dropped or shown as escaped text, never executed: the fuzz test covers those inputs.
  it('gives the same DOM as sanitizing the whole rendered text (property)', () => {
    const sanitize = createSanitizer(node.createNodeWindow());
    const pipeline = createRenderPipeline(sanitize);
    const piece = fc.constantFrom(
      '<p>',
      '</p>',
      '<b>',
      '</b>',
      '<br>',
      '<table>',
      '<td>',
      '<ul><li>',
      '<a href="/x">',
      '</a>',
      '<option>',
      '<img src=x onerror=y>',
      '<svg><text>$s$</text></svg>',
      '<math><mi>x</mi></math>',
      '<!-- $c$ -->',
      'text ',
      '$x$',
      '$$\\frac{1}{2}$$',
      '\\(a&lt;b\\)',
      '\\[\\sqrt{2}\\]',
      '$\\bad{$',
      '$',
      '&amp;',
      '<code>$k$</code>',
      '<textarea>$t$</textarea>',
      '<script>$j$</script>',
      '<iframe>$i$</iframe>',
      '<div style="color:red">',
      '</div>',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (parts) => {
        const html = parts.join('');
        return normalizeHtml(pipeline.renderRichText(html)) === normalizeHtml(sanitize(renderMath(html)));
      }),
      { numRuns: 300 },
    );
  });
});

describe('renderBBCode and renderCleanText (node entry)', () => {
  it('renderBBCode converts and sanitizes', () => {
    expect(renderBBCode('[b]x[/b] [url=https://a.com]a[/url]')).toBe(
      '<strong>x</strong> <a href="https://a.com" rel="noopener noreferrer nofollow" target="_blank">a</a>',
    );
    const out = renderBBCode('[img]http://x/a.png" onerror="alert(1)[/img]');
    expect(out).not.toContain('<img');
    expect(findExecutable(out)).toEqual([]);
  });

  it('renderCleanText cleans, escapes and sanitizes', () => {
    expect(renderCleanText('1 &lt; 2 ___1\n&lt;script&gt;')).toEqual({
      html: '1 &lt; 2 (1)____<br>&lt;script&gt;',
      blankCount: 1,
    });
  });

  it('renderStem numbers the blanks before the math, then renders and sanitizes', () => {
    const out = renderStem('<p onclick="x()">$x^2=4$: x = ___1 or ##$$ $y$<script>alert(1)</script></p>');
    expect(out.blankCount).toBe(2);
    const root = parseHtml(out.html);
    expect([...root.querySelectorAll('.q-blank')].map((b) => [b.getAttribute('data-blank'), b.textContent])).toEqual([
      ['1', '(1)'],
      ['2', '(2)'],
    ]);
    // `##$$` did not open a formula: both formulas are typeset, nothing else is
    expect([...root.querySelectorAll('.katex annotation')].map((a) => a.textContent)).toEqual(['x^2=4', 'y']);
    expect(findExecutable(out.html)).toEqual([]);
    expect(renderStem('no blanks')).toEqual({ html: 'no blanks', blankCount: 0 });
  });

  it('sanitizeHtml is exported too', () => {
    expect(sanitizeHtml('<b onclick="x">b</b>')).toBe('<b>b</b>');
  });
});

describe('web entry', () => {
  const g = globalThis as { window?: unknown };
  afterEach(() => {
    delete g.window;
  });

  it('needs a browser window, and uses it once there is one', () => {
    expect(() => web.sanitizeHtml('<b>x</b>')).toThrow(/browser window/);
    g.window = new JSDOM('').window;
    expect(web.renderRichText('<b onclick="x">$x$</b>')).toMatch(/^<b><span class="katex">/);
    expect(web.renderBBCode('[i]i[/i]')).toBe('<em>i</em>');
    expect(web.renderCleanText('##$$').html).toBe('(1)____');
    expect(web.renderStem('##$$ $x$')).toEqual(node.renderStem('##$$ $x$'));
  });
});
