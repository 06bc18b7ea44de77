import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BENCH_LESSON_HTML } from './bench-fixture';
import { isSafeKatexHtml } from './katex-check';
import { findFormulas, renderFormula, renderTex } from './math';
import { createNodeWindow } from './node';
import { createSanitizer } from './sanitize';
import { findExecutable, normalizeHtml } from './test-dom';

const sanitize = createSanitizer(createNodeWindow());

describe('isSafeKatexHtml', { timeout: 30_000 }, () => {
  it('accepts KaTeX output and error spans', () => {
    for (const f of findFormulas(BENCH_LESSON_HTML)) expect(isSafeKatexHtml(renderFormula(f)), f.tex).toBe(true);
    for (const tex of ['\\sqrt{2}\\quad\\overrightarrow{AB}', '\\cancel{x}\\boxed{y}', '\\color{red}{x}', '\\frac{']) {
      expect(isSafeKatexHtml(renderTex(tex, true)), tex).toBe(true);
    }
  });

  it('rejects anything outside the shape', () => {
    const bad = [
      '<img src=x onerror=alert(1)>',
      '<span onclick="x">a</span>',
      '<span style="background:url(javascript:x)">a</span>',
      '<span style="color:&#114;ed">a</span>',
      '<a href="javascript:x">a</a>',
      '<span>unclosed',
      '<span></mi>',
      '<span/>',
      '<!-- c --><span></span>',
      '<span title="a>b"></span>',
      '<span class=x></span>',
      '<svg><script>alert(1)</script></svg>',
      '<svg><style>x</style></svg>',
      '<math><mtext><title>x</title></mtext></math>',
      '<svg><a xlink:href="javascript:x"></a></svg>',
      '<svg><path d="x" href="javascript:x"/></svg>',
      'a < b',
      '<SPAN></SPAN>',
    ];
    for (const html of bad) expect(isSafeKatexHtml(html), html).toBe(false);
    expect(isSafeKatexHtml('plain text &amp; more')).toBe(true);
  });

  it('accepts only what DOMPurify would keep unchanged and nothing executable (property)', () => {
    const goodTag = fc.constantFrom(
      'span',
      'math',
      'semantics',
      'mrow',
      'mi',
      'mspace',
      'annotation',
      'svg',
      'path',
      'line',
    );
    const badTag = fc.constantFrom('img', 'a', 'style', 'script', 'title', 'textarea', 'foreignObject', 'mglyph');
    const goodAttr = fc.constantFrom(
      'class="katex"',
      'aria-hidden="true"',
      "width='1em'",
      'style="height:1em;"',
      'd="M0 0"',
    );
    const badAttr = fc.constantFrom(
      'onclick="x()"',
      'href="javascript:x"',
      'xlink:href="data:x"',
      'style="x:expression(1)"',
      'style="color:red;top:url(x)"',
      'encoding="text/html"',
      'src=x',
    );
    const raw = fc.constantFrom('x', '&amp;', '<', '>', '<!--', '-->', '"', ' ', '</span>', '<br>');
    const { node } = fc.letrec<{ node: string }>((tie) => ({
      node: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        { weight: 2, arbitrary: fc.constantFrom('x', '1', '&amp;', '') },
        { weight: 1, arbitrary: raw },
        {
          weight: 4,
          arbitrary: fc
            .tuple(
              fc.oneof({ weight: 6, arbitrary: goodTag }, { weight: 1, arbitrary: badTag }),
              fc.array(fc.oneof({ weight: 6, arbitrary: goodAttr }, { weight: 1, arbitrary: badAttr }), {
                maxLength: 2,
              }),
              fc.array(tie('node'), { maxLength: 3 }),
              fc.boolean(),
            )
            .map(([t, attrs, kids, self]) => {
              const open = [t, ...attrs].join(' ');
              return self && kids.length === 0 ? `<${open}/>` : `<${open}>${kids.join('')}</${t}>`;
            }),
        },
      ),
    }));
    let accepted = 0;
    fc.assert(
      fc.property(fc.array(node, { minLength: 1, maxLength: 3 }), (parts) => {
        const html = parts.join('');
        if (!isSafeKatexHtml(html)) return true;
        accepted += 1;
        return findExecutable(html).length === 0 && normalizeHtml(sanitize(html)) === normalizeHtml(html);
      }),
      { numRuns: 2000 },
    );
    expect(accepted).toBeGreaterThan(100);
  });
});
