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
 * Limits and argument parsers live in bbcode-args.ts, the tokenizer and tree in bbcode-tree.ts; this file
 * renders the tree and re-exports the public limits and parsers.
 */
import { escapeHtml } from './entities';
import {
  BBCODE_FONTS,
  type CellArg,
  clampInt,
  DEFAULT_SMILEY_BASE,
  isSafeImageUrl,
  isSafeLinkUrl,
  parseCellArg,
  parseColour,
  parseSize,
  parseTableArg,
} from './bbcode-args';
import { buildTree, type Node, type PairedTag, tokenize } from './bbcode-tree';

export {
  BBCODE_FONTS,
  BBCODE_MAX_PX,
  BBCODE_MIN_PX,
  BBCODE_SIZES,
  DEFAULT_SMILEY_BASE,
  isSafeImageUrl,
  isSafeLinkUrl,
  MAX_BBCODE_DEPTH,
  parseColour,
  parseSize,
  parseWidth,
  SMILEY_COUNT,
  TABLE_MAX_PERCENT,
  TABLE_MAX_PX,
} from './bbcode-args';

export interface BBCodeOptions {
  /** Prefix of the smiley image URLs (default '/smilies/'): smiley N is `${smileyBase}N.gif`. */
  smileyBase?: string;
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
