/**
 * Fuzz test: thousands of hostile inputs through every pipeline that reaches the DOM; none may leave
 * anything executable once the output is parsed as a browser would (see findExecutable in test-dom.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bbcodeToHtml } from './bbcode';
import { cleanText } from './clean';
import { escapeHtml } from './entities';
import { renderBBCode, renderCleanText, renderRichText, sanitizeHtml } from './node';
import { findExecutable } from './test-dom';

const JS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java&#x09;script:alert(1)',
  'java&Tab;script:alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6a;avascript&#x3a;alert(1)',
  'javascript&colon;alert(1)',
  '\u0001javascript:alert(1)',
  'jav\u0000ascript:alert(1)',
  'vbscript:msgbox(1)',
  'VBScript:x',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:text/html,x',
  'data:image/svg+xml,<svg onload=alert(1)>',
  ' data:application/x-javascript,alert(1)',
];

const url = fc.constantFrom(...JS);
const element = fc.constantFrom(
  'a',
  'img',
  'div',
  'span',
  'p',
  'svg',
  'math',
  'body',
  'input',
  'video',
  'audio',
  'source',
  'details',
  'table',
  'td',
  'iframe',
  'object',
  'embed',
  'form',
  'button',
  'marquee',
  'select',
  'textarea',
  'isindex',
  'image',
  'use',
  'animate',
  'set',
  'mi',
  'annotation-xml',
  'foreignObject',
  'style',
  'base',
  'meta',
  'link',
);
const handler = fc.constantFrom(
  'onerror',
  'onload',
  'onclick',
  'onmouseover',
  'onfocus',
  'ontoggle',
  'onbegin',
  'OnError',
  'onanimationstart',
  'onpointerenter',
);
const urlAttr = fc.constantFrom(
  'href',
  'src',
  'xlink:href',
  'action',
  'formaction',
  'data',
  'poster',
  'background',
  'srcset',
  'to',
  'values',
);
const quote = fc.constantFrom('"', "'", '');
const css = fc.constantFrom(
  'width:expression(alert(1))',
  'background:url(javascript:alert(1))',
  'behavior:url(x.htc)',
  '-moz-binding:url(x.xml#x)',
  'x:e\\78 pression(1)',
  'background:url("data:text/html,x")',
  'color:red;width:expr/**/ession(1)',
  "background-image:url('javascript:alert(1)')",
  'position:fixed;top:0',
  '@import "x.css"',
);

const attack = fc.oneof(
  fc.tuple(element, handler, quote).map(([el, h, q]) => `<${el} ${h}=${q}alert(1)${q}>x</${el}>`),
  fc.tuple(element, urlAttr, url, quote).map(([el, a, u, q]) => `<${el} ${a}=${q}${u}${q}>x</${el}>`),
  fc.tuple(element, css, quote).map(([el, c, q]) => `<${el} style=${q}${c}${q}>x</${el}>`),
  fc.constantFrom(
    '<script>alert(1)</script>',
    '<SCRIPT SRC=//x.js></SCRIPT>',
    '<scr<script>ipt>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<img/src=x/onerror=alert(1)>',
    '<img src="x` `<script>alert(1)</script>"` `>',
    '<svg><script>alert(1)</script></svg>',
    '<svg onload=alert(1)>',
    '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
    '<svg><animate attributeName="href" values="javascript:alert(1)"/></svg>',
    '<svg><set attributeName="onmouseover" to="alert(1)"/></svg>',
    '<svg><foreignObject><iframe src="javascript:alert(1)"></iframe></foreignObject></svg>',
    '<svg><style>*{x:expression(1)}</style></svg>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>',
    '<math href="javascript:alert(1)">x</math>',
    '<math><annotation-xml encoding="text/html"><img src=x onerror=alert(1)></annotation-xml></math>',
    '<math><semantics><annotation encoding="text/html"><script>alert(1)</script></annotation></semantics></math>',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    '<xmp><img src=x onerror=alert(1)></xmp>',
    '<textarea></textarea><script>alert(1)</script>',
    '<template><script>alert(1)</script></template>',
    '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    '<object data="javascript:alert(1)"></object>',
    '<embed src="x.swf">',
    '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">b</button></form>',
    '<base href="javascript:/">',
    '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
    '<link rel=import href=x>',
    '<style>@import "x"</style>',
    '<![CDATA[<script>alert(1)</script>]]>',
    '<!--<img src=x onerror=alert(1)>-->',
    '<!-- unclosed',
    '--!>',
    '<!-->',
    '-->',
    '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
    '<details open ontoggle=alert(1)>',
    '<body onload=alert(1)>',
    '<input autofocus onfocus=alert(1)>',
    '<video><source onerror=alert(1)></video>',
    '<isindex action=javascript:alert(1) type=image>',
    '<table background="javascript:alert(1)"><td>x</td></table>',
    '<a href="java\nscript:alert(1)">x</a>',
    '<div id="x" name="cookie">',
    '<form name="getElementById">',
    '<img name=body>',
    '<p>',
    '</p>',
    '<b><i>',
    '</b></i>',
    '<table><tr><td>',
    '</table>',
    '<select><option>',
    '"',
    "'",
    '>',
    '<',
    '</',
    '<a',
    '=',
  ),
);

const mathAttack = fc.oneof(
  attack.map((a) => `$${a}$`),
  attack.map((a) => `$$x ${a} y$$`),
  attack.map((a) => `\\(${a}\\)`),
  fc.constantFrom(
    '$x$',
    '$$\\frac{1}{2}$$',
    '\\[\\sqrt{2}\\]',
    '$\\href{javascript:alert(1)}{x}$',
    '$\\url{javascript:alert(1)}$',
    '$\\includegraphics{javascript:alert(1)}$',
    '$\\htmlClass{x}{y}\\htmlStyle{color:red}{z}\\htmlData{onclick=x}{y}$',
    '$\\text{<img src=x onerror=alert(1)>}$',
    '$&lt;img src=x onerror=alert(1)&gt;$',
    '$\\mathrm{&lt;script&gt;alert(1)&lt;/script&gt;}$',
    '$\\color{javascript:alert(1)}{x}$',
    '$\\color{red;background:url(javascript:x)}{x}$',
    '\\(\\rule{100em}{100em}\\)',
    '$\\def\\x{\\x\\x}\\x$',
    '$\\begin{array}{c}<script>\\end{array}$',
    '$\\frac{a$',
    '$$',
    '$',
    '\\(',
    '\\]',
    '\\$',
    '$x</p><script>alert(1)</script>$',
    '$\\unicode{x}$',
    '$\\verb|<script>|$',
  ),
);

const bbAttack = fc.oneof(
  url.map((u) => `[url=${u}]x[/url]`),
  url.map((u) => `[url]${u}[/url]`),
  url.map((u) => `[img]${u}[/img]`),
  attack.map((a) => `[b]${a}[/b]`),
  attack.map((a) => `[quote=${a}]${a}[/quote]`),
  attack.map((a) => `[code]${a}[/code]`),
  fc.constantFrom(
    '[url=http://x" onmouseover="alert(1)]x[/url]',
    "[url=http://x' onmouseover='alert(1)]x[/url]",
    '[img]http://x/a.png" onerror="alert(1)[/img]',
    "[img=1,1]/a.png' onerror='alert(1)[/img]",
    '[color=red;background:url(javascript:alert(1))]x[/color]',
    '[color=red" onclick="x]y[/color]',
    '[font=Arial" style="x:expression(1)]x[/font]',
    '[size=7" onclick="x]x[/size]',
    '[table=100%,red" onclick=x][tr][td]a[/td][/tr][/table]',
    '[td=1,1" onclick="x]',
    '[list=1" onclick="x][*]a[/list]',
    '[align=center" onclick="x]a[/align]',
    '[em1" onerror="x]',
    '[b]',
    '[/b]',
    '[list]',
    '[*]',
    '[/list]',
    '[table]',
    '[tr]',
    '[td]',
    '[/td]',
    '[/tr]',
    '[/table]',
    '[code]',
    '[/code]',
    '[quote]',
    '[/quote]',
    '[url]',
    '[/url]',
    '[hr]',
    '[em70]',
    '\n',
    '[',
    ']',
  ),
);

const junk = fc.string({ maxLength: 6 });
const mix = (arb: fc.Arbitrary<string>, max: number): fc.Arbitrary<string> =>
  fc
    .array(fc.oneof({ weight: 3, arbitrary: arb }, { weight: 1, arbitrary: junk }), { minLength: 1, maxLength: max })
    .map((p) => p.join(''));

const clean = (html: string): boolean => {
  const problems = findExecutable(html);
  if (problems.length > 0) throw new Error(`executable content survived: ${problems.join(', ')}\n${html}`);
  return true;
};

/**
 * Runs `check` on `numRuns` inputs, yielding to the event loop after each: jsdom tracks the documents
 * DOMPurify parses through WeakRefs, which the engine keeps alive until the current job ends, so one
 * long synchronous loop would hold every parsed document in memory.
 */
const fuzz = (arb: fc.Arbitrary<string>, check: (input: string) => boolean, numRuns: number): Promise<void> =>
  fc.assert(
    fc.asyncProperty(arb, async (input) => {
      const ok = check(input);
      await new Promise((resolve) => setImmediate(resolve));
      return ok;
    }),
    { numRuns },
  );

/** Inputs per pipeline (FUZZ_RUNS_FACTOR in the environment multiplies them, for a longer hunt). */
const scale = Number(process.env.FUZZ_RUNS_FACTOR ?? '1');
const runs = (n: number): number => Math.max(1, Math.round(n * scale));

describe('fuzz: no executable content survives', { timeout: 120_000 }, () => {
  it('sanitizeHtml', async () => {
    await fuzz(mix(attack, 8), (html) => clean(sanitizeHtml(html)), runs(2000));
  });

  it('renderRichText (HTML with hostile formulas)', async () => {
    await fuzz(mix(fc.oneof(attack, mathAttack), 6), (html) => clean(renderRichText(html)), runs(2000));
  });

  it('renderBBCode, and the converter alone (it escapes everything itself)', async () => {
    await fuzz(mix(bbAttack, 8), (text) => clean(renderBBCode(text)) && clean(bbcodeToHtml(text)), runs(2000));
  });

  it('cleanText then sanitize, and renderCleanText', async () => {
    const encoded = fc.oneof(
      attack,
      attack.map((a) => a.replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')),
    );
    const input = mix(fc.oneof(encoded, fc.constantFrom('___1', '##$$', '&nbsp;')), 6);
    await fuzz(
      input,
      (text) => clean(sanitizeHtml(cleanText(text).text)) && clean(renderCleanText(text).html),
      runs(1500),
    );
  });

  // Plain text shown escaped with its formulas typeset (a teacher's evaluation comment, teaching notes): the
  // console renders renderRichText(escapeHtml(text)) (ui/rich RichText over escapeHtml).
  it('plain-text comments: escapeHtml then renderRichText', async () => {
    await fuzz(mix(fc.oneof(attack, mathAttack), 6), (text) => clean(renderRichText(escapeHtml(text))), runs(1500));
  });

  it('the checker itself catches what it must', () => {
    expect(findExecutable('<img src=x onerror=alert(1)>')).toHaveLength(1);
    expect(findExecutable('<a href=" java\tscript:x">')).toHaveLength(1);
    expect(findExecutable('<svg><a xlink:href="data:text/html,x"></a></svg>')).toHaveLength(1);
    expect(findExecutable('<img src="data:image/png;base64,AA">')).toHaveLength(0);
    expect(findExecutable('<div style="width:expression(1)"><script></script><iframe></iframe></div>')).toHaveLength(3);
  });
});
