/**
 * Server-side use of the shared rendering pipeline (packages/shared/src/render, jsdom sanitizer): rich
 * text is sanitized when stored and rendered (math + sanitizing) when answered.
 */
import type { QuestionPreview, QuestionType } from '@edu/shared';
import { BLANK_MARKER_RE } from '@edu/shared/render/clean';
import { renderRichText, sanitizeHtml } from '@edu/shared/render/node';

export { renderRichText, sanitizeHtml };
export { excerpt, plainText } from './text';

/** The author's rich text as stored: sanitized (formulas are text, so they survive unchanged). */
export function sanitizeRich(html: string): string {
  return html.trim() === '' ? '' : sanitizeHtml(html);
}

/**
 * The stem as a student sees it: each blank marker (`___1`, `##$$`) becomes a numbered placeholder
 * element before the math is rendered (so `##$$` never opens a formula).
 */
export function renderStem(stem: string): { html: string; blankCount: number } {
  let n = 0;
  const marked = stem.replace(new RegExp(BLANK_MARKER_RE.source, 'g'), () => {
    n += 1;
    return `<span class="q-blank" data-blank="${n}">(${n})</span>`;
  });
  return { html: renderRichText(marked), blankCount: n };
}

const KEYS = 'ABCDEFGH';

export function previewOf(q: {
  id: number | null;
  type: QuestionType | string;
  difficulty: number;
  stem: string;
  options: string[];
}): QuestionPreview {
  const stem = renderStem(q.stem);
  return {
    id: q.id,
    type: q.type as QuestionType,
    difficulty: q.difficulty,
    stemHtml: stem.html,
    blankCount: stem.blankCount,
    options: q.options.map((o, i) => ({ key: KEYS[i] ?? String(i + 1), html: renderRichText(o) })),
  };
}
