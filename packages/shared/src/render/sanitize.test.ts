import { describe, expect, it } from 'vitest';
import { BENCH_LESSON_HTML } from './bench-fixture';
import { findFormulas, renderMath, renderTex } from './math';
import { createNodeWindow } from './node';
import { createSanitizer, isSafeUrl, sanitizeStyle, type WindowLike } from './sanitize';
import { findExecutable, normalizeHtml, parseHtml } from './test-dom';

const sanitize = createSanitizer(createNodeWindow());

describe('sanitizeHtml: removals', () => {
  it('removes script-capable and page-altering elements', () => {
    const html =
      '<p>a</p><script>alert(1)</script><iframe src="https://x"></iframe><object data="x"></object><embed src="x">' +
      '<form action="/x"><input name="q"><button>b</button><select><option>o</option></select><textarea>t</textarea></form>' +
      '<style>p{color:red}</style><base href="https://evil/"><meta http-equiv="refresh" content="0"><link rel="stylesheet" href="x">' +
      '<template><img src=x onerror=alert(1)></template><frameset></frameset><applet></applet>';
    const out = sanitize(html);
    expect(findExecutable(out)).toEqual([]);
    expect(out).not.toMatch(
      /<(script|iframe|object|embed|form|input|button|select|option|textarea|style|base|meta|link|template|applet)\b/i,
    );
    expect(out.startsWith('<p>a</p>')).toBe(true);
  });

  it('removes event handlers on any element, including SVG and MathML', () => {
    const out = sanitize(
      '<img src="a.png" onerror="x()"><div onclick="x()" onMouseOver="y()">d</div><svg onload="x()"><circle onclick="y()"/></svg><math onclick="x()"><mi>x</mi></math><details open ontoggle="x()">s</details>',
    );
    expect(out).not.toMatch(/\son\w+=/i);
    expect(out).toContain('<img src="a.png">');
  });

  it('removes script URLs in every spelling', () => {
    const urls = [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'java&#x09;script:alert(1)',
      '&#106;avascript:alert(1)',
      '&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)',
      'javascript&colon;alert(1)',
      '\u0001javascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    ];
    for (const url of urls) {
      const out = sanitize(
        `<a href="${url}">a</a><img src="${url}"><svg><a xlink:href="${url}"><text>t</text></a></svg>`,
      );
      expect(findExecutable(out), url).toEqual([]);
      expect(out, url).not.toMatch(/href=|src=/);
    }
  });

  it('allows data: only for raster images in an img src', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(sanitize(`<img src="${png}">`)).toBe(`<img src="${png}">`);
    expect(sanitize('<img src="data:image/webp;base64,AA">')).toContain('src=');
    expect(sanitize('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).toBe('<img>');
    expect(sanitize(`<a href="${png}">x</a>`)).toBe('<a>x</a>');
    expect(sanitize('<video poster="data:text/html,x"></video>')).not.toContain('poster');
  });

  it('keeps ordinary links, images and relative URLs', () => {
    expect(sanitize('<a href="https://a.com/x">x</a><a href="/local?a=1">y</a><a href="mailto:a@b.c">z</a>')).toBe(
      '<a href="https://a.com/x">x</a><a href="/local?a=1">y</a><a href="mailto:a@b.c">z</a>',
    );
    expect(sanitize('<a href="ftp://x">f</a>')).toBe('<a>f</a>');
  });

  it('adds rel to links opening a new window and drops other targets', () => {
    expect(sanitize('<a href="/x" target="_blank">x</a>')).toBe(
      '<a href="/x" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(sanitize('<a href="/x" target="_top">x</a>')).toBe('<a href="/x">x</a>');
  });

  it('cleans style attributes', () => {
    expect(sanitize('<span style="color:red;height:1em;">x</span>')).toBe(
      '<span style="color:red;height:1em;">x</span>',
    );
    expect(sanitize('<span style="color:red; width: expression(alert(1))">x</span>')).toBe(
      '<span style="color:red">x</span>',
    );
    expect(sanitize('<span style="background:url(javascript:alert(1))">x</span>')).toBe('<span>x</span>');
    expect(sanitize('<div style="position:fixed;top:0">x</div>')).toBe('<div style="top:0">x</div>');
    expect(sanitize('<div style="behavior:url(x.htc);-moz-binding:url(y)">x</div>')).toBe('<div>x</div>');
  });

  it('removes unsafe MathML pieces but keeps the annotation', () => {
    const out = sanitize(
      '<math><semantics><mi>x</mi><annotation encoding="application/x-tex">x</annotation><annotation-xml encoding="text/html"><img src=x onerror=alert(1)></annotation-xml></semantics></math>',
    );
    expect(out).toContain('<annotation encoding="application/x-tex">x</annotation>');
    expect(out).not.toContain('annotation-xml');
    expect(findExecutable(out)).toEqual([]);
  });

  it('keeps data- attributes and classes (blank placeholders, KaTeX)', () => {
    expect(sanitize('<span class="blank" data-blank="1">(1)</span>')).toBe(
      '<span class="blank" data-blank="1">(1)</span>',
    );
  });

  it('refuses a window DOMPurify cannot use rather than pass HTML through', () => {
    expect(() => createSanitizer({} as WindowLike)).toThrow(/not supported/);
  });
});

describe('sanitizeHtml keeps KaTeX output intact', { timeout: 30_000 }, () => {
  const constructs = [
    '\\sqrt{x^2+1}',
    '\\sqrt[3]{8}',
    '\\frac{a}{b}+\\dfrac{1}{2}',
    '\\overrightarrow{AB}\\widehat{ABC}\\vec{v}\\overline{z}',
    '\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}',
    '\\begin{cases}x&x>0\\\\-x&x\\le 0\\end{cases}',
    '\\color{red}{x}\\textcolor{blue}{y}',
    '\\text{面积} = \\mathbb{R}\\mathcal{F}',
    '\\underbrace{a+b}_{n}\\overbrace{c}^{m}',
    '\\xrightarrow{f}\\cancel{x}\\boxed{y}\\not=',
    '\\int_0^1 x^2\\,dx\\sum_{k=1}^n k\\lim_{n\\to\\infty}',
    '\\left(\\frac{1}{2}\\right)\\Bigg[\\Big]',
  ];
  it('for a range of constructs, inline and display', () => {
    for (const tex of constructs) {
      for (const display of [false, true]) {
        const html = renderTex(tex, display);
        expect(html, tex).not.toContain('math-error');
        expect(normalizeHtml(sanitize(html)), tex).toBe(normalizeHtml(html));
      }
    }
  });

  it('for every formula of the bench lesson', () => {
    const rendered = renderMath(BENCH_LESSON_HTML);
    expect(findFormulas(BENCH_LESSON_HTML).length).toBeGreaterThan(20);
    expect(normalizeHtml(sanitize(rendered))).toBe(normalizeHtml(rendered));
    const root = parseHtml(sanitize(rendered));
    expect(root.querySelectorAll('.katex').length).toBe(findFormulas(BENCH_LESSON_HTML).length);
    expect(root.querySelectorAll('annotation').length).toBe(findFormulas(BENCH_LESSON_HTML).length);
    expect(root.querySelector('svg path')).not.toBeNull();
  });
});

describe('isSafeUrl and sanitizeStyle', () => {
  it('isSafeUrl', () => {
    expect(isSafeUrl('https://a')).toBe(true);
    expect(isSafeUrl('/x')).toBe(true);
    expect(isSafeUrl(' j a v a s c r i p t :x')).toBe(false);
    expect(isSafeUrl('\u0000javascript:x')).toBe(false);
    expect(isSafeUrl('livescript:x')).toBe(false);
    expect(isSafeUrl('data:image/gif;base64,R0', true)).toBe(true);
    expect(isSafeUrl('data:image/gif;base64,R0')).toBe(false);
    expect(isSafeUrl('DATA:IMAGE/JPEG;base64,/9j', true)).toBe(true);
    expect(isSafeUrl('data:image/svg+xml;base64,PHN2Zz4=', true)).toBe(false);
  });

  it('sanitizeStyle', () => {
    expect(sanitizeStyle('height:0.68em;vertical-align:-0.1em;')).toBe('height:0.68em;vertical-align:-0.1em;');
    expect(sanitizeStyle('color:red;x:e\\78 pression(1)')).toBe('color:red');
    expect(sanitizeStyle('width:expr/**/ession(1)')).toBe('');
    expect(sanitizeStyle('background-image: URL( "http://x" )')).toBe('');
    expect(sanitizeStyle('font-family:"a<b"')).toBe('');
    expect(sanitizeStyle('a b:c; :x; ;')).toBe('');
    expect(sanitizeStyle('  ')).toBe('');
  });
});
