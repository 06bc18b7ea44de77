import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findFormulas, MATH_ERROR_CLASS, normalizeTex, renderMath, renderTex, replaceFormulas } from './math';

const texs = (html: string): string[] => findFormulas(html).map((f) => f.tex);

describe('findFormulas: delimiters', () => {
  it('finds the four delimiters with their kind and offsets', () => {
    const html = 'a $x$ b $$y$$ c \\(z\\) d \\[w\\] e';
    const found = findFormulas(html);
    expect(found.map((f) => [f.tex, f.display, f.delimiter])).toEqual([
      ['x', false, '$'],
      ['y', true, '$$'],
      ['z', false, '\\('],
      ['w', true, '\\['],
    ]);
    expect(found.map((f) => html.slice(f.start, f.end))).toEqual(['$x$', '$$y$$', '\\(z\\)', '\\[w\\]']);
  });

  it('keeps prices as text (inline rule)', () => {
    expect(texs('It costs $5 and $6 today')).toEqual([]);
    expect(texs('costs $5, gains $x$')).toEqual(['x']);
    expect(texs('between $5 and $10, or $20')).toEqual([]);
    expect(texs('$x$5')).toEqual([]);
    expect(texs('$ x$ and $x $')).toEqual([]);
    expect(texs('$x$, $y$.')).toEqual(['x', 'y']);
    expect(texs('US$')).toEqual([]);
  });

  it('treats \\$ as an escaped dollar outside formulas and as TeX inside', () => {
    expect(texs('\\$x\\$')).toEqual([]);
    expect(renderMath('price \\$5 and \\$x\\$')).toBe('price $5 and $x$');
    expect(texs('$a\\$b$')).toEqual(['a\\$b']);
    expect(texs('$$a\\$$b$$')).toEqual(['a\\$$b']);
  });

  it('does not let an inline formula cross a blank line, but display ones may', () => {
    expect(texs('$a\n\nb$')).toEqual([]);
    expect(texs('$a\nb$')).toEqual(['a\nb']);
    expect(texs('$$a\n\nb$$')).toEqual(['a\n\nb']);
  });

  it('ignores empty and unclosed formulas', () => {
    expect(texs('$$ $$ \\( \\) \\[\\]')).toEqual([]);
    expect(texs('$$x and \\(y and \\[z')).toEqual([]);
    expect(renderMath('$$x and \\(y and \\[z')).toBe('$$x and \\(y and \\[z');
  });

  it('lets a formula run across <br> but no other tag', () => {
    const html = '<p>$$a \\\\<br/>b$$</p>';
    const [f] = findFormulas(html);
    expect(f?.tex).toBe('a \\\\\nb');
    expect(html.slice(f!.start, f!.end)).toBe('$$a \\\\<br/>b$$');
    expect(texs('$a<b>x</b>$')).toEqual([]);
    expect(texs('$a</p><p>b$')).toEqual([]);
  });

  it('never looks into tags, attributes, comments, or code-like elements', () => {
    expect(texs('<img alt="$x$" title=\'$y$\'>')).toEqual([]);
    expect(texs('<!-- $x$ --> <!-- $y$')).toEqual([]);
    expect(texs('<code>$x$</code><pre>$y$</pre><script>"$z$"</script><style>$w$</style>')).toEqual([]);
    expect(texs('<textarea>$x$</textarea><TITLE>$y$</TITLE><svg><text>$z$</text></svg>$ok$')).toEqual(['ok']);
    expect(texs('<a title="a>b">$x$</a>')).toEqual(['x']);
    expect(texs('a < b and $x$ > 1')).toEqual(['x']);
  });

  it('decodes entities in the TeX', () => {
    expect(texs('$a &lt; b &amp; c&nbsp;d$')).toEqual(['a < b & c\u00a0d']);
  });
});

describe('normalizeTex', () => {
  it('turns array into matrix, dropping the position and the column spec', () => {
    expect(normalizeTex('\\begin{array}{cc}1&2\\end{array}')).toBe('\\begin{matrix}1&2\\end{matrix}');
    expect(normalizeTex('\\begin{array}[t]{@{}c|p{2cm}}a\\end{array}')).toBe('\\begin{matrix}a\\end{matrix}');
    expect(normalizeTex('\\begin {array} {c} x \\end {array}')).toBe('\\begin{matrix} x \\end{matrix}');
  });

  it('turns align and align* into aligned', () => {
    expect(normalizeTex('\\begin{align}a&=b\\end{align}')).toBe('\\begin{aligned}a&=b\\end{aligned}');
    expect(normalizeTex('\\begin{align*}a\\end{align*}')).toBe('\\begin{aligned}a\\end{aligned}');
  });

  it('leaves other environments, escaped backslashes and plain text alone', () => {
    expect(normalizeTex('\\begin{pmatrix}1\\end{pmatrix}')).toBe('\\begin{pmatrix}1\\end{pmatrix}');
    expect(normalizeTex('\\\\begin{array}')).toBe('\\\\begin{array}');
    expect(normalizeTex('\\begin{aligned}x\\end{aligned}')).toBe('\\begin{aligned}x\\end{aligned}');
  });

  it('removes zero-width characters and turns no-break spaces into spaces', () => {
    expect(normalizeTex('a\u200b\u00a0b\ufeff')).toBe('a b');
  });

  it('is idempotent (property)', () => {
    const piece = fc.constantFrom(
      '\\begin{array}{cc}',
      '\\end{array}',
      '\\begin{align*}',
      '\\end{align}',
      'x',
      '&',
      '{',
      '}',
      '\\\\',
      ' ',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 20 }), (parts) => {
        const once = normalizeTex(parts.join(''));
        return normalizeTex(once) === once && !/\{(?:array|align\*?)\}/.test(once.replace(/\\\\begin\{array\}/g, ''));
      }),
    );
  });
});

describe('renderMath', () => {
  it('renders inline and display formulas with KaTeX and keeps the text around them', () => {
    const out = renderMath('<p>Area: $\\pi r^2$.</p><p>$$\\frac{a}{b}$$</p>');
    expect(out.startsWith('<p>Area: <span class="katex">')).toBe(true);
    expect(out).toContain('<span class="katex-display">');
    expect(out).toContain('.</p><p>');
    expect(out.endsWith('</p>')).toBe(true);
    expect(out).toContain('<annotation encoding="application/x-tex">\\pi r^2</annotation>');
  });

  it('renders the array and align conversions', () => {
    const out = renderMath(
      '$$\\begin{array}{cc}1 &amp; 2\\\\3 &amp; 4\\end{array}$$ $$\\begin{align*}a&amp;=b\\\\c&amp;=d\\end{align*}$$',
    );
    expect(out).not.toContain(MATH_ERROR_CLASS);
    expect(out).toContain('\\begin{matrix}');
    expect(out).toContain('\\begin{aligned}');
  });

  it('shows the source of a formula that fails, escaped and marked, with the message as title', () => {
    const out = renderMath('<p>x $\\frac{&lt;b&gt;$ y</p>');
    expect(out).toMatch(
      /^<p>x <span class="math-error math-inline" title="KaTeX parse error: [^"]+">\$\\frac\{&lt;b&gt;\$<\/span> y<\/p>$/,
    );
    expect(renderMath('\\[\\undefinedmacro\\]')).toMatch(
      /^<span class="math-error math-display" title="[^"]*Undefined control sequence[^"]*">\\\[\\undefinedmacro\\\]<\/span>$/,
    );
  });

  it('runs KaTeX without trust: no links, no html extensions', () => {
    const out = renderMath('$\\href{javascript:alert(1)}{x}$ $\\url{http://a.b}$ $\\htmlClass{c}{x}$');
    expect(out).not.toMatch(/<a\s|href=|class="c"/);
  });

  it('stops runaway macros and oversized formulas', () => {
    expect(renderMath('$\\def\\x{\\x}\\x$')).toContain(MATH_ERROR_CLASS);
    expect(renderMath(`$${'x'.repeat(30)}$`, { maxFormulaLength: 20 })).toContain('Formula longer than 20 characters');
  });

  it('gives the same result with and without the cache, and with html-only output', () => {
    const html = '$\\sqrt{2}$ and $\\sqrt{2}$';
    expect(renderMath(html, { cache: false })).toBe(renderMath(html));
    expect(renderMath(html, { output: 'html' })).not.toContain('<math');
    expect(renderMath(html, { output: 'mathml' })).not.toContain('katex-html');
  });

  it('renderTex renders a bare TeX string', () => {
    expect(renderTex('x^2')).toContain('<span class="katex">');
    expect(renderTex('x^2', true)).toContain('katex-display');
    expect(renderTex('\\frac{')).toContain('$\\frac{$');
  });

  it('replaceFormulas hands out formulas in order with their index', () => {
    expect(replaceFormulas('a $x$ b \\(y\\)', (f, i) => `[${i}:${f.tex}]`)).toBe('a [0:x] b [1:y]');
  });
});

// ---------------------------------------------------------------------------------------------------
// Properties

/** Text that holds no delimiter character, no markup and no digit. */
const plainText = fc.string({ maxLength: 30 }).map((s) => s.replace(/[$\\<>&0-9]/g, ''));

/** Valid TeX from a small grammar (fractions, roots, scripts, matrices, aligned equations). */
const { tex } = fc.letrec<{ tex: string; atom: string }>((tie) => ({
  atom: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom('x', 'y', 'a', 'b', '1', '2', '\\alpha', '\\pi', '\\infty', '+', '-', '=', '\\le', '\\times'),
    tie('tex').map((t) => `\\sqrt{${t}}`),
    fc.tuple(tie('tex'), tie('tex')).map(([n, d]) => `\\frac{${n}}{${d}}`),
    fc.tuple(tie('atom'), tie('atom')).map(([b, e]) => `{${b}}^{${e}}`),
    fc.tuple(tie('atom'), tie('atom')).map(([b, e]) => `{${b}}_{${e}}`),
    tie('tex').map((t) => `\\left(${t}\\right)`),
    fc.tuple(tie('atom'), tie('atom')).map(([p, q]) => `\\begin{array}{cc}${p} & ${q}\\\\ ${q} & ${p}\\end{array}`),
    fc.tuple(tie('atom'), tie('atom')).map(([p, q]) => `\\begin{align*}${p} &= ${q}\\\\ ${q} &= ${p}\\end{align*}`),
  ),
  tex: fc.array(tie('atom'), { minLength: 1, maxLength: 4 }).map((atoms) => atoms.join(' ')),
}));

describe('renderMath properties', { timeout: 30_000 }, () => {
  it('leaves text without delimiters unchanged', () => {
    fc.assert(fc.property(plainText, (s) => renderMath(s) === s));
  });

  it('leaves HTML without delimiters unchanged', () => {
    const tag = fc.constantFrom(
      '<p>',
      '</p>',
      '<br>',
      '<b class="x">',
      '</b>',
      '<!-- c -->',
      '<img src="a.png" alt="$">',
      '&amp;',
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(plainText, tag), { maxLength: 10 }), (parts) => {
        const html = parts.join('');
        return renderMath(html) === html;
      }),
    );
  });

  it('finds a formula placed in text, with each delimiter', () => {
    const delimiters: Array<[string, string]> = [
      ['$', '$'],
      ['$$', '$$'],
      ['\\(', '\\)'],
      ['\\[', '\\]'],
    ];
    fc.assert(
      fc.property(plainText, tex, plainText, fc.constantFrom(...delimiters), (before, t, after, [open, close]) => {
        const html = `${before}${open}${t}${close}${after}`;
        const found = findFormulas(html);
        return (
          found.length === 1 && found[0]!.tex === t && html.slice(found[0]!.start, found[0]!.end) === open + t + close
        );
      }),
      { numRuns: 200 },
    );
  });

  it('renders every grammar formula without error', () => {
    fc.assert(
      fc.property(tex, fc.boolean(), (t, display) => {
        const out = renderMath(display ? `$$${t}$$` : `$${t}$`);
        return out.includes('class="katex') && !out.includes(MATH_ERROR_CLASS);
      }),
      { numRuns: 150 },
    );
  });

  it('never throws, and every formula becomes KaTeX output or an escaped error', () => {
    const chunk = fc.oneof(
      fc.constantFrom(
        '$',
        '$$',
        '\\(',
        '\\)',
        '\\[',
        '\\]',
        '\\',
        '{',
        '}',
        '^',
        '_',
        '&',
        '&amp;',
        '<br>',
        '<b>',
        '\n',
        ' ',
      ),
      fc.constantFrom('\\frac', '\\sqrt', '\\begin{array}', '\\end{align}', '\\left(', 'x', '1', '<', '>', '"'),
    );
    fc.assert(
      fc.property(fc.array(chunk, { maxLength: 25 }), (parts) => {
        const html = parts.join('');
        const out = renderMath(html);
        const errors = out.match(/<span class="math-error[^>]*>[^<]*<\/span>/g) ?? [];
        const rendered = out.match(/<span class="katex(?:-display)?">/g) ?? [];
        return typeof out === 'string' && errors.length + rendered.length >= findFormulas(html).length;
      }),
      { numRuns: 300 },
    );
  });
});
