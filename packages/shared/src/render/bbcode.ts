/**
 * Forum-style markup converter (BBCode → HTML, spec section 5). Input is untrusted plain text with
 * markup; every piece of text is escaped, and only the markup below produces HTML. Tag names are
 * case-insensitive; an argument may be quoted (`[url="…"]`). Unknown tags, unbalanced tags, tags in the
 * wrong place (a `[td]` outside a `[tr]`…) and tags with an invalid argument stay as literal text.
 *
 * - `[b] [i] [u] [s]` → strong, em, u, s.
 * - Smilies: `[emN]` (also written `[em_N]`, the qqFace convention of Chinese forums), N = 1…70 →
 *   `<img class="smiley" src="{smileyBase}N.gif" alt="smiley N">`; smileyBase defaults to '/smilies/'.
 * - `[url]href[/url]`, `[url=href]label[/url]`: only http(s): and mailto: (otherwise literal); the link
 *   gets `rel="noopener noreferrer nofollow" target="_blank"`. Links do not nest.
 * - `[color=…]`: a CSS named colour or #rgb, #rgba, #rrggbb, #rrggbbaa.
 * - `[size=1…7]` (HTML font sizes: 10, 13, 16, 18, 24, 32, 48 px) or `[size=Npx]` clamped to 8…48 px.
 * - `[font=…]`: a name from BBCODE_FONTS (case-insensitive; Chinese names accepted).
 * - `[quote]`, `[quote=name]` → blockquote (with `<cite>name</cite>`).
 * - `[code]`, `[code=lang]`: contents are not parsed, only escaped → `<pre class="bb-code"><code>`.
 * - `[align=left|center|right|justify]` → div with text-align.
 * - `[img]url[/img]`, `[img=w,h]url[/img]`: http(s) or a site path (`/…`); sizes clamped to 1…4096.
 * - `[list]` → ul, `[list=1|a|A|i|I]` → ol; items start with `[*]`; only blank text may precede the
 *   first item.
 * - `[table]`, `[table=width]`, `[table=width,bgcolor]` with `[tr]` and `[td]`, `[td=colspan,rowspan]`,
 *   `[td=colspan,rowspan,width]`: a width `N%` is capped at 98%, a width `N` or `Npx` at 560 px;
 *   spans are clamped to 1…100. Only blank text may sit between table, row and cell tags.
 * - `[hr]`; newlines → `<br>` (one newline right after a block — quote, code, list, table, align, hr —
 *   is dropped, and so are the newlines just inside a quote, align or cell, and the blanks around an
 *   item).
 * Nesting deeper than MAX_BBCODE_DEPTH tags is left literal. The output is well-formed HTML (parsing and
 * serialising it gives it back) but callers with untrusted input still sanitize it (renderBBCode).
 */
import { escapeHtml } from './entities';

export const SMILEY_COUNT = 70;
export const DEFAULT_SMILEY_BASE = '/smilies/';
export const TABLE_MAX_PERCENT = 98;
export const TABLE_MAX_PX = 560;
export const MAX_BBCODE_DEPTH = 32;
/** `[size=1…7]` in px. */
export const BBCODE_SIZES: readonly number[] = [10, 13, 16, 18, 24, 32, 48];
export const BBCODE_MIN_PX = 8;
export const BBCODE_MAX_PX = 48;

/** Accepted font names (lower-case key) → CSS font-family. */
export const BBCODE_FONTS: Readonly<Record<string, string>> = Object.freeze({
  arial: 'Arial',
  helvetica: 'Helvetica',
  'times new roman': "'Times New Roman'",
  'courier new': "'Courier New'",
  georgia: 'Georgia',
  verdana: 'Verdana',
  tahoma: 'Tahoma',
  'trebuchet ms': "'Trebuchet MS'",
  'comic sans ms': "'Comic Sans MS'",
  impact: 'Impact',
  simsun: 'SimSun',
  宋体: 'SimSun',
  simhei: 'SimHei',
  黑体: 'SimHei',
  'microsoft yahei': "'Microsoft YaHei'",
  微软雅黑: "'Microsoft YaHei'",
  kaiti: 'KaiTi',
  楷体: 'KaiTi',
  fangsong: 'FangSong',
  仿宋: 'FangSong',
  serif: 'serif',
  'sans-serif': 'sans-serif',
  monospace: 'monospace',
});

const NAMED_COLOURS = new Set(
  `aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown
burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan
darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred
darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink
deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold
goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki lavender lavenderblush
lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen lightgrey
lightpink lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime
limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen
mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin
navajowhite navy oldlace olive olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise
palevioletred papayawhip peachpuff peru pink plum powderblue purple rebeccapurple red rosybrown royalblue
saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue slategray slategrey snow
springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen`.split(/\s+/),
);

export interface BBCodeOptions {
  /** Prefix of the smiley image URLs (default '/smilies/'): smiley N is `${smileyBase}N.gif`. */
  smileyBase?: string;
}

// ---------------------------------------------------------------------------------------------------
// Argument parsing (each returns null when invalid)

/** A CSS colour from a named colour or a hex form, normalised to lower case; null otherwise. */
export function parseColour(arg: string): string | null {
  const v = arg.trim().toLowerCase();
  if (NAMED_COLOURS.has(v)) return v;
  return /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.test(v) ? v : null;
}

/** `[size=…]` → a px value: 1…7 map to BBCODE_SIZES, `Npx` is clamped to 8…48. */
export function parseSize(arg: string): number | null {
  const v = arg.trim().toLowerCase();
  if (/^[1-7]$/.test(v)) return BBCODE_SIZES[Number(v) - 1]!;
  const px = /^(\d{1,4})px$/.exec(v);
  if (!px) return null;
  return Math.min(BBCODE_MAX_PX, Math.max(BBCODE_MIN_PX, Number(px[1])));
}

/** A table or cell width: `N%` capped at 98%, `N`/`Npx` capped at 560px (minimum 1). */
export function parseWidth(arg: string): string | null {
  const v = arg.trim().toLowerCase();
  const m = /^(\d{1,6})(%|px)?$/.exec(v);
  if (!m) return null;
  const n = Math.max(1, Number(m[1]));
  return m[2] === '%' ? `${Math.min(n, TABLE_MAX_PERCENT)}%` : `${Math.min(n, TABLE_MAX_PX)}px`;
}

/** True for the link targets the converter accepts: http(s): and mailto: with no blanks or quotes. */
export function isSafeLinkUrl(url: string): boolean {
  return /^(?:https?:\/\/[^\s"'<>\\`]+|mailto:[^\s"'<>\\`/]+)$/i.test(url) && !hasControlChars(url);
}

/** True for image sources: http(s): or a site path (`/x`, not `//host`). */
export function isSafeImageUrl(url: string): boolean {
  return /^(?:https?:\/\/[^\s"'<>\\`]+|\/(?![/\\])[^\s"'<>\\`]*)$/i.test(url) && !hasControlChars(url);
}

function hasControlChars(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || (c >= 0x7f && c <= 0x9f)) return true;
  }
  return false;
}

function clampInt(s: string, min: number, max: number): number {
  return Math.min(max, Math.max(min, Number(s)));
}

interface CellArg {
  colspan: number;
  rowspan: number;
  width: string | null;
}

function parseCellArg(arg: string | undefined): CellArg | null {
  if (arg === undefined) return { colspan: 1, rowspan: 1, width: null };
  const m = /^\s*(\d{1,4})\s*,\s*(\d{1,4})\s*(?:,\s*([^,]+?)\s*)?$/.exec(arg);
  if (!m) return null;
  const width = m[3] === undefined ? null : parseWidth(m[3]);
  if (m[3] !== undefined && width === null) return null;
  return { colspan: clampInt(m[1]!, 1, 100), rowspan: clampInt(m[2]!, 1, 100), width };
}

interface TableArg {
  width: string | null;
  background: string | null;
}

function parseTableArg(arg: string | undefined): TableArg | null {
  if (arg === undefined) return { width: null, background: null };
  const [w, bg, ...rest] = arg.split(',');
  if (rest.length > 0) return null;
  const width = parseWidth(w!);
  if (width === null) return null;
  if (bg === undefined) return { width, background: null };
  const background = parseColour(bg);
  return background === null ? null : { width, background };
}

// ---------------------------------------------------------------------------------------------------
// Tokens and tree

type PairedTag =
  | 'b'
  | 'i'
  | 'u'
  | 's'
  | 'color'
  | 'size'
  | 'font'
  | 'url'
  | 'quote'
  | 'align'
  | 'img'
  | 'list'
  | 'table'
  | 'tr'
  | 'td';

/** Per paired tag: whether an argument is forbidden (0), optional (1) or required (2). */
const PAIRED: Readonly<Record<PairedTag, 0 | 1 | 2>> = {
  b: 0,
  i: 0,
  u: 0,
  s: 0,
  tr: 0,
  color: 2,
  size: 2,
  font: 2,
  align: 2,
  url: 1,
  quote: 1,
  img: 1,
  list: 1,
  table: 1,
  td: 1,
};

function isPaired(name: string): name is PairedTag {
  return Object.hasOwn(PAIRED, name);
}

type Token =
  | { k: 'text'; s: string }
  | { k: 'open'; name: PairedTag; arg: string | undefined; raw: string }
  | { k: 'close'; name: PairedTag; raw: string }
  | { k: 'hr' }
  | { k: 'item'; raw: string }
  | { k: 'smiley'; n: number }
  | { k: 'code'; lang: string | null; content: string };

type Node =
  | { k: 'text'; s: string }
  | { k: 'tag'; name: PairedTag; arg: string | undefined; openRaw: string; closeRaw: string; children: Node[] }
  | { k: 'hr' }
  | { k: 'item'; raw: string }
  | { k: 'smiley'; n: number }
  | { k: 'code'; lang: string | null; content: string };

const TAG_RE = /\[(\/?)([A-Za-z][A-Za-z0-9_]*|\*)(?:=([^\]\n]*))?\]/g;

function unquote(arg: string): string {
  const m = /^\s*(["'])(.*)\1\s*$/.exec(arg);
  return m ? m[2]! : arg;
}

function tokenize(src: string): Token[] {
  const tokens: Token[] = [];
  const lower = src.toLowerCase();
  let last = 0;
  const text = (to: number): void => {
    if (to > last) tokens.push({ k: 'text', s: src.slice(last, to) });
  };
  TAG_RE.lastIndex = 0;
  for (let m = TAG_RE.exec(src); m !== null; m = TAG_RE.exec(src)) {
    const raw = m[0];
    const closing = m[1] === '/';
    const name = m[2]!.toLowerCase();
    const arg = m[3] === undefined ? undefined : unquote(m[3]);
    let token: Token | null = null;
    let end = m.index + raw.length;
    if (!closing && name === 'code' && (arg === undefined || /^[A-Za-z0-9+#-]{1,20}$/.test(arg))) {
      const close = lower.indexOf('[/code]', end);
      if (close >= 0) {
        token = { k: 'code', lang: arg ?? null, content: src.slice(end, close) };
        end = close + '[/code]'.length;
      }
    } else if (!closing && arg === undefined && name === 'hr') {
      token = { k: 'hr' };
    } else if (!closing && arg === undefined && name === '*') {
      token = { k: 'item', raw };
    } else if (!closing && arg === undefined && /^em_?\d{1,3}$/.test(name)) {
      const n = Number(name.replace(/^em_?/, ''));
      if (n >= 1 && n <= SMILEY_COUNT) token = { k: 'smiley', n };
    } else if (isPaired(name)) {
      const rule = PAIRED[name];
      if (closing && arg === undefined) token = { k: 'close', name, raw };
      else if (!closing && (arg === undefined ? rule < 2 : rule > 0)) token = { k: 'open', name, arg, raw };
    }
    if (token === null) continue;
    text(m.index);
    tokens.push(token);
    last = end;
    TAG_RE.lastIndex = end;
  }
  text(src.length);
  return tokens;
}

/** Pairs open and close tokens (innermost wins; crossing or too deep tags stay unpaired) and builds the tree. */
function buildTree(tokens: Token[]): Node[] {
  const partner = new Map<number, number>();
  const stack: number[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.k === 'open') {
      if (stack.length < MAX_BBCODE_DEPTH) stack.push(i);
    } else if (t.k === 'close') {
      for (let s = stack.length - 1; s >= 0; s--) {
        const o = tokens[stack[s]!]!;
        if (o.k === 'open' && o.name === t.name) {
          partner.set(stack[s]!, i);
          partner.set(i, stack[s]!);
          stack.length = s;
          break;
        }
      }
    }
  }
  const root: Node[] = [];
  const open: Array<Extract<Node, { k: 'tag' }>> = [];
  const push = (node: Node): void => {
    const list = open.length > 0 ? open.at(-1)!.children : root;
    const prev = list.at(-1);
    if (node.k === 'text' && prev?.k === 'text') prev.s += node.s;
    else list.push(node);
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.k === 'open') {
      if (!partner.has(i)) {
        push({ k: 'text', s: t.raw });
        continue;
      }
      const closeToken = tokens[partner.get(i)!]!;
      const node: Node = {
        k: 'tag',
        name: t.name,
        arg: t.arg,
        openRaw: t.raw,
        closeRaw: closeToken.k === 'close' ? closeToken.raw : '',
        children: [],
      };
      push(node);
      open.push(node);
    } else if (t.k === 'close') {
      if (partner.has(i)) open.pop();
      else push({ k: 'text', s: t.raw });
    } else {
      push(t.k === 'text' ? { k: 'text', s: t.s } : t);
    }
  }
  return root;
}

// ---------------------------------------------------------------------------------------------------
// Rendering

interface Ctx {
  smileyBase: string;
  inUrl: boolean;
}

interface Out {
  html: string;
  block: boolean;
}

type TagNode = Extract<Node, { k: 'tag' }>;

function textHtml(s: string): string {
  return escapeHtml(s).replace(/\n/g, '<br>');
}

const isBlank = (n: Node): boolean => n.k === 'text' && n.s.trim() === '';

/** Copies `nodes` with the edge text trimmed by `start` / `end` patterns. */
function trimEdges(nodes: Node[], start: RegExp, end: RegExp): Node[] {
  const copy = nodes.slice();
  const first = copy[0];
  if (first?.k === 'text') copy[0] = { k: 'text', s: first.s.replace(start, '') };
  const lastNode = copy.at(-1);
  if (lastNode?.k === 'text') copy[copy.length - 1] = { k: 'text', s: lastNode.s.replace(end, '') };
  return copy;
}

const trimNewlines = (nodes: Node[]): Node[] => trimEdges(nodes, /^\n/, /\n$/);

function renderChildren(nodes: Node[], ctx: Ctx): string {
  let out = '';
  let afterBlock = false;
  for (const node of nodes) {
    if (node.k === 'text') {
      out += textHtml(afterBlock && node.s.startsWith('\n') ? node.s.slice(1) : node.s);
      afterBlock = false;
    } else {
      const r = renderNode(node, ctx);
      out += r.html;
      afterBlock = r.block;
    }
  }
  return out;
}

function renderNode(node: Exclude<Node, { k: 'text' }>, ctx: Ctx): Out {
  switch (node.k) {
    case 'hr':
      return { html: '<hr>', block: true };
    case 'item':
      return { html: escapeHtml(node.raw), block: false };
    case 'smiley': {
      const src = `${ctx.smileyBase}${node.n}.gif`;
      return { html: `<img class="smiley" src="${escapeHtml(src)}" alt="smiley ${node.n}">`, block: false };
    }
    case 'code': {
      const cls = node.lang ? ` class="language-${escapeHtml(node.lang.toLowerCase())}"` : '';
      const body = escapeHtml(node.content.replace(/^\n/, '').replace(/\n$/, ''));
      return { html: `<pre class="bb-code"><code${cls}>${body}</code></pre>`, block: true };
    }
    case 'tag':
      return renderTag(node, ctx) ?? literal(node, ctx);
  }
}

function literal(node: TagNode, ctx: Ctx): Out {
  return {
    html: escapeHtml(node.openRaw) + renderChildren(node.children, ctx) + escapeHtml(node.closeRaw),
    block: false,
  };
}

function inline(tag: string, attrs: string, node: TagNode, ctx: Ctx): Out {
  return { html: `<${tag}${attrs}>${renderChildren(node.children, ctx)}</${tag}>`, block: false };
}

/** The raw text of a tag whose only content is one text node (url without argument, img); null otherwise. */
function onlyText(node: TagNode): string | null {
  if (node.children.length === 0) return '';
  const [first, ...rest] = node.children;
  return rest.length === 0 && first?.k === 'text' ? first.s : null;
}

function renderTag(node: TagNode, ctx: Ctx): Out | null {
  const arg = node.arg;
  switch (node.name) {
    case 'b':
      return inline('strong', '', node, ctx);
    case 'i':
      return inline('em', '', node, ctx);
    case 'u':
      return inline('u', '', node, ctx);
    case 's':
      return inline('s', '', node, ctx);
    case 'color': {
      const colour = parseColour(arg!);
      return colour === null ? null : inline('span', ` style="color:${colour}"`, node, ctx);
    }
    case 'size': {
      const px = parseSize(arg!);
      return px === null ? null : inline('span', ` style="font-size:${px}px"`, node, ctx);
    }
    case 'font': {
      const family = BBCODE_FONTS[arg!.trim().toLowerCase().replace(/\s+/g, ' ')];
      return family === undefined ? null : inline('span', ` style="font-family:${escapeHtml(family)}"`, node, ctx);
    }
    case 'url': {
      if (ctx.inUrl) return null;
      const linkAttrs = (href: string): string =>
        ` href="${escapeHtml(href)}" rel="noopener noreferrer nofollow" target="_blank"`;
      if (arg === undefined) {
        const href = onlyText(node)?.trim() ?? '';
        return isSafeLinkUrl(href) ? { html: `<a${linkAttrs(href)}>${escapeHtml(href)}</a>`, block: false } : null;
      }
      const href = arg.trim();
      return isSafeLinkUrl(href) ? inline('a', linkAttrs(href), node, { ...ctx, inUrl: true }) : null;
    }
    case 'img': {
      const src = onlyText(node)?.trim() ?? '';
      if (!isSafeImageUrl(src)) return null;
      let size = '';
      if (arg !== undefined) {
        const m = /^\s*(\d{1,5})\s*,\s*(\d{1,5})\s*$/.exec(arg);
        if (!m) return null;
        size = ` width="${clampInt(m[1]!, 1, 4096)}" height="${clampInt(m[2]!, 1, 4096)}"`;
      }
      const style = ' style="max-width:100%;height:auto"';
      return { html: `<img class="bb-img" src="${escapeHtml(src)}" alt=""${size}${style}>`, block: false };
    }
    case 'quote': {
      const name = arg?.trim() ?? '';
      const cite = name ? `<cite>${escapeHtml(name)}</cite>` : '';
      const body = renderChildren(trimNewlines(node.children), ctx);
      return { html: `<blockquote class="bb-quote">${cite}${body}</blockquote>`, block: true };
    }
    case 'align': {
      const align = arg!.trim().toLowerCase();
      if (!['left', 'center', 'right', 'justify'].includes(align)) return null;
      const body = renderChildren(trimNewlines(node.children), ctx);
      return { html: `<div class="bb-align" style="text-align:${align}">${body}</div>`, block: true };
    }
    case 'list':
      return renderList(node, ctx);
    case 'table':
      return renderTable(node, ctx);
    case 'tr':
    case 'td':
      return null; // only valid inside a table, where renderTable draws them
  }
}

function renderList(node: TagNode, ctx: Ctx): Out | null {
  const kind = node.arg?.trim();
  if (kind !== undefined && !['1', 'a', 'A', 'i', 'I'].includes(kind)) return null;
  const items: Node[][] = [];
  for (const child of node.children) {
    if (child.k === 'item') items.push([]);
    else if (items.length > 0) items.at(-1)!.push(child);
    else if (!isBlank(child)) return null;
  }
  const lis = items.map((item) => `<li>${renderChildren(trimEdges(item, /^\s+/, /\s+$/), ctx)}</li>`).join('');
  const html = kind === undefined ? `<ul>${lis}</ul>` : `<ol${kind === '1' ? '' : ` type="${kind}"`}>${lis}</ol>`;
  return { html, block: true };
}

function isTag(node: Node, name: PairedTag): node is TagNode {
  return node.k === 'tag' && node.name === name;
}

function renderTable(node: TagNode, ctx: Ctx): Out | null {
  const table = parseTableArg(node.arg);
  if (table === null) return null;
  const rows: TagNode[] = [];
  for (const child of node.children) {
    if (isTag(child, 'tr') && child.arg === undefined) rows.push(child);
    else if (!isBlank(child)) return null;
  }
  const rowCells: Array<Array<[TagNode, CellArg]>> = [];
  for (const row of rows) {
    const cells: Array<[TagNode, CellArg]> = [];
    for (const child of row.children) {
      const cell = isTag(child, 'td') ? parseCellArg(child.arg) : null;
      if (cell !== null) cells.push([child as TagNode, cell]);
      else if (!isBlank(child)) return null;
    }
    rowCells.push(cells);
  }
  const styles: string[] = [];
  if (table.width !== null) styles.push(`width:${table.width}`);
  if (table.background !== null) styles.push(`background-color:${table.background}`);
  const style = styles.length > 0 ? ` style="${styles.join(';')}"` : '';
  const body = rowCells
    .map((cells) => {
      const tds = cells.map(([td, cell]) => {
        let attrs = '';
        if (cell.colspan > 1) attrs += ` colspan="${cell.colspan}"`;
        if (cell.rowspan > 1) attrs += ` rowspan="${cell.rowspan}"`;
        if (cell.width !== null) attrs += ` style="width:${cell.width}"`;
        return `<td${attrs}>${renderChildren(trimNewlines(td.children), ctx)}</td>`;
      });
      return `<tr>${tds.join('')}</tr>`;
    })
    .join('');
  return { html: `<table class="bb-table"${style}><tbody>${body}</tbody></table>`, block: true };
}

/** Converts forum markup to HTML (see the module comment for the syntax). */
export function bbcodeToHtml(text: string, options: BBCodeOptions = {}): string {
  const src = text.replace(/\r\n?/g, '\n');
  const ctx: Ctx = { smileyBase: options.smileyBase ?? DEFAULT_SMILEY_BASE, inUrl: false };
  return renderChildren(buildTree(tokenize(src)), ctx);
}
