/**
 * A strict, fast check that an HTML string lies within the shape of KaTeX's output, so that the
 * pipeline can skip the (costly, above all with jsdom) DOM sanitizer for it. Fail-closed: anything it
 * does not recognise goes through DOMPurify as usual.
 *
 * Accepted: text without `<`; balanced tags from KATEX_TAGS (no raw-text element such as script, style,
 * title, textarea, so every `<` starts a tag and the browser's parse sees exactly these tags); `/>`
 * only on the empty SVG and MathML elements path, line, mspace and mprescripts; span, math and svg
 * only at the top or in a span, path and line only in svg, other MathML only inside MathML, nothing
 * but text in the MathML token elements (mi, mn, mo, ms, mtext) and annotation (so the
 * parser never switches namespace unexpectedly, and DOMPurify would keep it all); attributes from
 * KATEX_ATTRIBUTES (none holds a URL or an event handler) with quoted values free of `<`, `>` and
 * quotes; a style only if sanitizeStyle keeps it unchanged and it has no character reference.
 * Nothing else: no comments, doctype, CDATA or stray `<`.
 */
import { sanitizeStyle } from './sanitize';

export const KATEX_TAGS: ReadonlySet<string> = new Set([
  'span',
  'math',
  'semantics',
  'annotation',
  'mrow',
  'mi',
  'mn',
  'mo',
  'ms',
  'mtext',
  'mspace',
  'msup',
  'msub',
  'msubsup',
  'mfrac',
  'msqrt',
  'mroot',
  'mover',
  'munder',
  'munderover',
  'mtable',
  'mtr',
  'mtd',
  'mlabeledtr',
  'mstyle',
  'mpadded',
  'mphantom',
  'menclose',
  'merror',
  'mmultiscripts',
  'mprescripts',
  'svg',
  'path',
  'line',
]);

const SELF_CLOSING = new Set(['path', 'line', 'mspace', 'mprescripts']);

/** MathML token elements (text integration points: a child element would parse as HTML) and annotation. */
const TEXT_ONLY = new Set(['mi', 'mn', 'mo', 'ms', 'mtext', 'annotation']);

/** Whether `tag` may sit in `parent` (undefined: top level), keeping each namespace where KaTeX puts it. */
function placeOk(tag: string, parent: string | undefined): boolean {
  if (parent !== undefined && TEXT_ONLY.has(parent)) return false;
  if (tag === 'span' || tag === 'math' || tag === 'svg') return parent === undefined || parent === 'span';
  if (tag === 'path' || tag === 'line') return parent === 'svg';
  return parent !== undefined && parent !== 'span' && parent !== 'svg' && parent !== 'path' && parent !== 'line';
}

export const KATEX_ATTRIBUTES: ReadonlySet<string> = new Set([
  'class',
  'style',
  'aria-hidden',
  'title',
  'xmlns',
  'display',
  'encoding',
  'mathvariant',
  'mathcolor',
  'mathbackground',
  'stretchy',
  'separator',
  'fence',
  'minsize',
  'maxsize',
  'lspace',
  'rspace',
  'symmetric',
  'largeop',
  'movablelimits',
  'accent',
  'accentunder',
  'linethickness',
  'rowspacing',
  'columnalign',
  'rowalign',
  'columnspacing',
  'columnlines',
  'rowlines',
  'width',
  'height',
  'depth',
  'voffset',
  'linebreak',
  'scriptlevel',
  'displaystyle',
  'notation',
  'side',
  'viewBox',
  'preserveAspectRatio',
  'd',
  'x1',
  'y1',
  'x2',
  'y2',
  'stroke-width',
]);

const OPEN_TAG = /<([a-z][a-z0-9]*)((?:\s+[A-Za-z][A-Za-z0-9-]*=(?:"[^"<>]*"|'[^'<>]*'))*)\s*(\/?)>/y;
const CLOSE_TAG = /<\/([a-z][a-z0-9]*)>/y;
const ATTRIBUTE = /\s+([A-Za-z][A-Za-z0-9-]*)=(?:"([^"<>]*)"|'([^'<>]*)')/g;

function attributesOk(attrs: string): boolean {
  for (const m of attrs.matchAll(ATTRIBUTE)) {
    const name = m[1]!;
    const value = m[2] ?? m[3] ?? '';
    if (!KATEX_ATTRIBUTES.has(name)) return false;
    if (name === 'style' && (value.includes('&') || sanitizeStyle(value) !== value)) return false;
  }
  return true;
}

/** True when `html` is within the shape of KaTeX's output (see the module comment). */
export function isSafeKatexHtml(html: string): boolean {
  const stack: string[] = [];
  let pos = 0;
  while (pos < html.length) {
    const lt = html.indexOf('<', pos);
    if (lt < 0) break;
    CLOSE_TAG.lastIndex = lt;
    const close = CLOSE_TAG.exec(html);
    if (close) {
      if (stack.pop() !== close[1]) return false;
      pos = CLOSE_TAG.lastIndex;
      continue;
    }
    OPEN_TAG.lastIndex = lt;
    const open = OPEN_TAG.exec(html);
    if (!open) return false;
    const name = open[1]!;
    if (!KATEX_TAGS.has(name) || !placeOk(name, stack.at(-1)) || !attributesOk(open[2]!)) return false;
    if (open[3] === '/') {
      if (!SELF_CLOSING.has(name)) return false;
    } else {
      stack.push(name);
    }
    pos = OPEN_TAG.lastIndex;
  }
  return stack.length === 0;
}
