import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bbcodeToHtml, isSafeImageUrl, isSafeLinkUrl, parseColour, parseSize, parseWidth } from './bbcode';
import { escapeHtml } from './entities';
import { normalizeHtml, parseHtml } from './test-dom';

const bb = (s: string): string => bbcodeToHtml(s);

describe('bbcodeToHtml: text', () => {
  it('escapes all text and turns newlines into <br>', () => {
    expect(bb('<script>alert("x")</script> & \'y\'\nz\r\nw')).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;<br>z<br>w',
    );
  });

  it('keeps unknown, unbalanced and crossing tags as literal text', () => {
    expect(bb('[foo]x[/foo] [b]open [/i]close')).toBe('[foo]x[/foo] [b]open [/i]close');
    expect(bb('[b][i]x[/b][/i]')).toBe('<strong>[i]x</strong>[/i]');
    expect(bb('[b]a[b]b[/b]')).toBe('[b]a<strong>b</strong>');
    expect(bb('[/b][b]')).toBe('[/b][b]');
  });
});

describe('bbcodeToHtml: inline tags', () => {
  it('converts b, i, u, s case-insensitively', () => {
    expect(bb('[b]1[/b][I]2[/i][u]3[/U][s]4[/s]')).toBe('<strong>1</strong><em>2</em><u>3</u><s>4</s>');
  });

  it('converts smilies 1 to 70 in both spellings, with a configurable path', () => {
    expect(bb('[em1][em_70]')).toBe(
      '<img class="smiley" src="/smilies/1.gif" alt="smiley 1"><img class="smiley" src="/smilies/70.gif" alt="smiley 70">',
    );
    expect(bb('[em0][em71][em_999][em]')).toBe('[em0][em71][em_999][em]');
    expect(bbcodeToHtml('[em5]', { smileyBase: 'https://cdn.example.com/s/' })).toBe(
      '<img class="smiley" src="https://cdn.example.com/s/5.gif" alt="smiley 5">',
    );
  });

  it('converts colours: named and hex only', () => {
    expect(bb('[color=Red]a[/color][color=#0f0]b[/color][color="#112233"]c[/color]')).toBe(
      '<span style="color:red">a</span><span style="color:#0f0">b</span><span style="color:#112233">c</span>',
    );
    expect(bb('[color=red;background:url(x)]a[/color]')).toBe('[color=red;background:url(x)]a[/color]');
    expect(bb('[color=rgb(1,2,3)]a[/color][color]b[/color]')).toBe('[color=rgb(1,2,3)]a[/color][color]b[/color]');
  });

  it('converts sizes 1..7 and capped px', () => {
    expect(bb('[size=1]a[/size][size=7]b[/size]')).toBe(
      '<span style="font-size:10px">a</span><span style="font-size:48px">b</span>',
    );
    expect(bb('[size=200px]a[/size][size=2px]b[/size]')).toBe(
      '<span style="font-size:48px">a</span><span style="font-size:8px">b</span>',
    );
    expect(bb('[size=8]a[/size][size=big]b[/size]')).toBe('[size=8]a[/size][size=big]b[/size]');
  });

  it('converts whitelisted fonts only', () => {
    expect(bb('[font=Arial]a[/font][font=microsoft  yahei]b[/font][font=宋体]c[/font]')).toBe(
      '<span style="font-family:Arial">a</span><span style="font-family:&#39;Microsoft YaHei&#39;">b</span><span style="font-family:SimSun">c</span>',
    );
    expect(bb('[font=Evil Font]a[/font]')).toBe('[font=Evil Font]a[/font]');
  });

  it('converts http(s) and mailto links, others stay text', () => {
    const rel = 'rel="noopener noreferrer nofollow" target="_blank"';
    expect(bb('[url]https://a.com/x?y=1&z=2[/url]')).toBe(
      `<a href="https://a.com/x?y=1&amp;z=2" ${rel}>https://a.com/x?y=1&amp;z=2</a>`,
    );
    expect(bb('[url=mailto:t@x.org][b]mail[/b][/url]')).toBe(
      `<a href="mailto:t@x.org" ${rel}><strong>mail</strong></a>`,
    );
    expect(bb('[url=javascript:alert(1)]x[/url]')).toBe('[url=javascript:alert(1)]x[/url]');
    expect(bb('[url]javascript:alert(1)[/url][url]ftp://x[/url][url]www.x.com[/url]')).toBe(
      '[url]javascript:alert(1)[/url][url]ftp://x[/url][url]www.x.com[/url]',
    );
    expect(bb('[url=http://a.com" onclick="x]y[/url]')).toBe('[url=http://a.com&quot; onclick=&quot;x]y[/url]');
    expect(bb('[url=http://a.com][url=http://b.com]x[/url][/url]')).toBe(
      `<a href="http://a.com" ${rel}>[url=http://b.com]x[/url]</a>`,
    );
  });

  it('converts images with optional capped size', () => {
    const style = 'style="max-width:100%;height:auto"';
    expect(bb('[img]https://a.com/p.png[/img]')).toBe(`<img class="bb-img" src="https://a.com/p.png" alt="" ${style}>`);
    expect(bb('[img=200,100]/files/p.png[/img]')).toBe(
      `<img class="bb-img" src="/files/p.png" alt="" width="200" height="100" ${style}>`,
    );
    expect(bb('[img=99999,0]/p.png[/img]')).toContain('width="4096" height="1"');
    expect(bb('[img]javascript:alert(1)[/img][img]data:image/png;base64,AA[/img][img]//evil.com/x[/img]')).toBe(
      '[img]javascript:alert(1)[/img][img]data:image/png;base64,AA[/img][img]//evil.com/x[/img]',
    );
    expect(bb('[img=a,b]/p.png[/img][img][b]x[/b][/img]')).toBe('[img=a,b]/p.png[/img][img]<strong>x</strong>[/img]');
  });
});

describe('bbcodeToHtml: blocks', () => {
  it('converts quotes with and without an author', () => {
    expect(bb('[quote]\nhi\n[/quote]\nafter')).toBe('<blockquote class="bb-quote">hi</blockquote>after');
    expect(bb('[quote=<Tom>]x[/quote]')).toBe('<blockquote class="bb-quote"><cite>&lt;Tom&gt;</cite>x</blockquote>');
  });

  it('keeps code unparsed and escaped', () => {
    expect(bb('[code]\n[b]x[/b] <i>&amp;\n[/code]\ny')).toBe(
      '<pre class="bb-code"><code>[b]x[/b] &lt;i&gt;&amp;amp;</code></pre>y',
    );
    expect(bb('[code=js]a[/code]')).toBe('<pre class="bb-code"><code class="language-js">a</code></pre>');
    expect(bb('[code]never closed [b]x[/b]')).toBe('[code]never closed <strong>x</strong>');
  });

  it('converts alignment', () => {
    expect(bb('[align=center]t[/align][align=CENTER]u[/align]')).toBe(
      '<div class="bb-align" style="text-align:center">t</div><div class="bb-align" style="text-align:center">u</div>',
    );
    expect(bb('[align=middle]t[/align]')).toBe('[align=middle]t[/align]');
  });

  it('converts lists', () => {
    expect(bb('[list]\n[*] one\n[*][b]two[/b]\n[/list]')).toBe('<ul><li>one</li><li><strong>two</strong></li></ul>');
    expect(bb('[list=1][*]a[*]b[/list]')).toBe('<ol><li>a</li><li>b</li></ol>');
    expect(bb('[list=a][*]a[/list][list=I][*]b[/list]')).toBe(
      '<ol type="a"><li>a</li></ol><ol type="I"><li>b</li></ol>',
    );
    expect(bb('[list]text first[*]a[/list]')).toBe('[list]text first[*]a[/list]');
    expect(bb('[list=9][*]a[/list]')).toBe('[list=9][*]a[/list]');
    expect(bb('[*] outside')).toBe('[*] outside');
    expect(bb('[list][*]a[list=1][*]b[/list][/list]')).toBe('<ul><li>a<ol><li>b</li></ol></li></ul>');
  });

  it('converts tables, capping widths at 98% and 560px', () => {
    expect(bb('[table]\n[tr]\n[td]a[/td] [td=2,3]b[/td]\n[/tr]\n[/table]')).toBe(
      '<table class="bb-table"><tbody><tr><td>a</td><td colspan="2" rowspan="3">b</td></tr></tbody></table>',
    );
    expect(bb('[table=120%][tr][td]a[/td][/tr][/table]')).toContain('style="width:98%"');
    expect(bb('[table=50%][tr][td]a[/td][/tr][/table]')).toContain('style="width:50%"');
    expect(bb('[table=900][tr][td]a[/td][/tr][/table]')).toContain('style="width:560px"');
    expect(bb('[table=300px,#eee][tr][td]a[/td][/tr][/table]')).toContain('style="width:300px;background-color:#eee"');
    expect(bb('[table][tr][td=1,1,1000][/td][/tr][/table]')).toContain('<td style="width:560px"></td>');
  });

  it('keeps misplaced or malformed table parts literal', () => {
    expect(bb('[tr][td]a[/td][/tr]')).toBe('[tr][td]a[/td][/tr]');
    expect(bb('[table]stray[tr][td]a[/td][/tr][/table]')).toBe('[table]stray[tr][td]a[/td][/tr][/table]');
    expect(bb('[table][tr]x[td]a[/td][/tr][/table]')).toBe('[table][tr]x[td]a[/td][/tr][/table]');
    expect(bb('[table=wide][tr][td]a[/td][/tr][/table]')).toBe('[table=wide][tr][td]a[/td][/tr][/table]');
    expect(bb('[table][tr][td=x]a[/td][/tr][/table]')).toBe('[table][tr][td=x]a[/td][/tr][/table]');
  });

  it('converts [hr] and drops one newline after blocks', () => {
    expect(bb('a\n[hr]\nb')).toBe('a<br><hr>b');
    expect(bb('[list][*]a[/list]\n\nb')).toBe('<ul><li>a</li></ul><br>b');
  });

  it('leaves too deep nesting literal instead of recursing without bound', () => {
    const deep = `${'[b]'.repeat(5000)}x${'[/b]'.repeat(5000)}`;
    const out = bb(deep);
    expect(out.match(/<strong>/g)?.length).toBe(32);
    expect(out).toContain('[b]');
  });
});

describe('argument parsers', () => {
  it('parse colours, sizes, widths and urls', () => {
    expect(parseColour(' #ABC ')).toBe('#abc');
    expect(parseColour('#abcde')).toBeNull();
    expect(parseSize('3')).toBe(16);
    expect(parseSize('0')).toBeNull();
    expect(parseWidth('0%')).toBe('1%');
    expect(parseWidth('99%')).toBe('98%');
    expect(parseWidth('561px')).toBe('560px');
    expect(parseWidth('-5')).toBeNull();
    expect(isSafeLinkUrl('https://x.y/z')).toBe(true);
    expect(isSafeLinkUrl('https://x.y/\tz')).toBe(false);
    expect(isSafeLinkUrl('HTTP://X')).toBe(true);
    expect(isSafeLinkUrl('data:text/html,x')).toBe(false);
    expect(isSafeImageUrl('/a.png')).toBe(true);
    expect(isSafeImageUrl('/\\evil.com')).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------------
// Properties

const piece = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.constantFrom(
    '[b]',
    '[/b]',
    '[i]',
    '[/i]',
    '[u]',
    '[/u]',
    '[s]',
    '[/s]',
    '[color=red]',
    '[color=#12ab]',
    '[/color]',
    '[size=3]',
    '[size=30px]',
    '[/size]',
    '[font=Arial]',
    '[/font]',
    '[url]',
    '[url=https://a.com]',
    '[/url]',
    'https://x.org',
    '[quote]',
    '[quote=Ann]',
    '[/quote]',
    '[code]',
    '[/code]',
    '[align=right]',
    '[/align]',
    '[img]',
    '[img=10,20]',
    '/p.png',
    '[/img]',
    '[list]',
    '[list=1]',
    '[*]',
    '[/list]',
    '[table]',
    '[table=50%,red]',
    '[/table]',
    '[tr]',
    '[/tr]',
    '[td]',
    '[td=2,1]',
    '[/td]',
    '[hr]',
    '[em7]',
    '[em_70]',
    '\n',
    '<',
    '>',
    '&',
    '"',
    "'",
    '[',
    ']',
    '=',
  ),
);
const markup = fc.array(piece, { maxLength: 20 }).map((parts) => parts.join(''));

const ALLOWED_TAGS = new Set([
  'strong',
  'em',
  'u',
  's',
  'span',
  'a',
  'img',
  'blockquote',
  'cite',
  'pre',
  'code',
  'div',
  'ul',
  'ol',
  'li',
  'table',
  'tbody',
  'tr',
  'td',
  'hr',
  'br',
]);
const ALLOWED_ATTRS = new Set([
  'class',
  'src',
  'alt',
  'style',
  'href',
  'rel',
  'target',
  'width',
  'height',
  'type',
  'colspan',
  'rowspan',
]);

describe('bbcodeToHtml properties', { timeout: 30_000 }, () => {
  it('text without [ is only escaped', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes('[') && !s.includes('\r')),
        (s) => {
          return bb(s) === escapeHtml(s).replace(/\n/g, '<br>');
        },
      ),
    );
  });

  it('produces well-formed HTML: parsing and serialising gives it back', () => {
    // The serialiser writes quotes in text unescaped; no attribute the converter writes holds a quote.
    const unquote = (html: string): string => html.replace(/&#39;/g, "'").replace(/&quot;/g, '"');
    fc.assert(
      fc.property(markup, (s) => normalizeHtml(bb(s)) === unquote(bb(s))),
      { numRuns: 400 },
    );
  });

  it('produces only the converter’s own elements and attributes', () => {
    fc.assert(
      fc.property(markup, (s) => {
        for (const el of Array.from(parseHtml(bb(s)).querySelectorAll('*'))) {
          if (!ALLOWED_TAGS.has(el.localName)) return false;
          for (const attr of Array.from(el.attributes)) if (!ALLOWED_ATTRS.has(attr.name)) return false;
        }
        return true;
      }),
      { numRuns: 400 },
    );
  });

  it('keeps every piece of plain text (words survive conversion)', () => {
    const word = fc.stringMatching(/^[a-z]{3,8}$/);
    fc.assert(
      fc.property(fc.array(fc.tuple(word, piece), { maxLength: 10 }), (pairs) => {
        const text = parseHtml(bb(pairs.map(([w, p]) => `${w} ${p} `).join(''))).textContent ?? '';
        return pairs.every(([w]) => text.includes(w));
      }),
      { numRuns: 300 },
    );
  });
});
