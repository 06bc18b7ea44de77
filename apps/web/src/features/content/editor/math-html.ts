/**
 * The editor's glue between the stored rich text and TipTap's document.
 *
 * Stored rich text (lessons, stems, options, analysis) is HTML with formulas as text between `$…$`,
 * `$$…$$`, `\(…\)` or `\[…\]` (the shared render pipeline's format, packages/shared/src/render/math.ts).
 * In the editor every formula is a `math` node (`<span data-type="math" data-latex="…"
 * data-display="true">`), rendered with KaTeX and edited in the formula dialog; dollars typed as text
 * stay text. So:
 * - toEditorHtml(stored): each formula (found exactly as the renderer finds them) becomes a math node;
 *   blank markers (`___1`, `##$$`) stay text.
 * - fromEditorHtml(editorHtml): each math node becomes its formula again (`$$…$$` for display,
 *   `$…$` inline, or `\(…\)` when `$…$` would not read back as one formula); a `$` in the text is
 *   escaped as `\$` (except in the `##$$` blank marker) so that it never opens a formula; an empty
 *   document is ''.
 * fromEditorHtml(toEditorHtml(x)) renders like x (tested).
 */
import { escapeHtml } from '@edu/shared/render/entities';
import { replaceFormulas } from '@edu/shared/render/math';

export const MATH_NODE_TYPE = 'math';

/** A private-use character standing for `$` inside `##$$` while formulas are searched. */
const HIDDEN_DOLLAR = '\uE000';
const BLANK_DOLLARS = /##\$\$/g;

export function mathNodeHtml(latex: string, display: boolean): string {
  return `<span data-type="${MATH_NODE_TYPE}" data-latex="${escapeHtml(latex)}"${display ? ' data-display="true"' : ''}></span>`;
}

/** Stored rich text → the editor's HTML (formulas as math nodes). */
export function toEditorHtml(stored: string): string {
  if (!stored) return '';
  const guarded = stored.replace(BLANK_DOLLARS, `##${HIDDEN_DOLLAR}${HIDDEN_DOLLAR}`);
  // replaceFormulas turns an escaped `\$` of the text into `$`: in the editor a dollar of the text is text.
  const replaced = replaceFormulas(guarded, (formula) => mathNodeHtml(formula.tex.trim(), formula.display));
  return replaced.split(HIDDEN_DOLLAR).join('$');
}

/** True when `$tex$` reads back as this one inline formula (pandoc's rule, see math.ts). */
function dollarsFit(tex: string, next: string): boolean {
  return tex !== '' && !tex.includes('$') && !/^\s|\s$/.test(tex) && !tex.endsWith('\\') && !/^\d/.test(next);
}

/** The formula's text with its delimiters, for the text that follows it (`next`). */
export function formulaSource(tex: string, display: boolean, next = ''): string {
  const clean = tex.trim();
  if (display) return clean.includes('$$') ? `\\[${clean}\\]` : `$$${clean}$$`;
  return dollarsFit(clean, next) ? `$${clean}$` : `\\(${clean}\\)`;
}

/** The text that follows `node` in document order within its block, as far as the first character. */
function followingText(node: Node): string {
  for (let cur: Node | null = node; cur; cur = cur.parentNode) {
    if (cur.nextSibling) return cur.nextSibling.textContent ?? '';
    const parent: Node | null = cur.parentNode;
    if (!parent || (parent instanceof Element && /^(P|LI|H\d|TD|TH|DIV|BLOCKQUOTE)$/.test(parent.tagName))) break;
  }
  return '';
}

const MEANINGFUL = 'img,table,hr,iframe,video,audio';

/** The editor's HTML → stored rich text. */
export function fromEditorHtml(html: string, doc: Document = document): string {
  const template = doc.createElement('template');
  template.innerHTML = html;
  const root = template.content;

  // Escape the dollars of the text first (the formulas inserted below are not text nodes yet).
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) texts.push(n as Text);
  for (const text of texts) {
    // The renderer leaves code alone, so a dollar there is never a delimiter.
    if (text.parentElement?.closest('code,pre')) continue;
    if (text.data.includes('$')) {
      text.data = text.data.replace(/##\$\$|\$/g, (m) => (m === '$' ? '\\$' : m));
    }
  }

  for (const el of Array.from(root.querySelectorAll(`span[data-type="${MATH_NODE_TYPE}"]`))) {
    const latex = (el.getAttribute('data-latex') ?? '').trim();
    if (latex === '') {
      el.remove();
      continue;
    }
    const display = el.getAttribute('data-display') === 'true';
    el.replaceWith(doc.createTextNode(formulaSource(latex, display, followingText(el))));
  }

  const hasText = (root.textContent ?? '').trim() !== '';
  if (!hasText && !root.querySelector(MEANINGFUL)) return '';
  const out = doc.createElement('div');
  out.appendChild(root.cloneNode(true));
  return out.innerHTML;
}
