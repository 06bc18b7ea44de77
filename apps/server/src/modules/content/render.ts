/**
 * Server-side use of the shared rendering pipeline (packages/shared/src/render, jsdom sanitizer): rich
 * text is sanitized when stored and rendered (math + sanitizing) when answered.
 */
import type { BlankRule, QuestionPreview, QuestionType } from '@edu/shared';
import { renderRichText, renderStem, sanitizeHtml } from '@edu/shared/render/node';

/**
 * renderStem: the stem as a student sees it, each blank marker (`___1`, `##$$`) a numbered placeholder
 * element (numbered before the math is rendered, so `##$$` never opens a formula); the shared step
 * (packages/shared/src/render/clean.ts markBlanks), the same as the browser's draft preview.
 */
export { renderRichText, renderStem, sanitizeHtml };
export { excerpt, plainText } from './text';

/** The author's rich text as stored: sanitized (formulas are text, so they survive unchanged). */
export function sanitizeRich(html: string): string {
  return html.trim() === '' ? '' : sanitizeHtml(html);
}

const KEYS = 'ABCDEFGH';

export function previewOf(q: {
  id: number | null;
  type: QuestionType | string;
  difficulty: number;
  stem: string;
  options: string[];
  /** the stored answer: only its blanks' rules are read (a preview never carries the answer itself) */
  answer?: unknown;
}): QuestionPreview {
  const stem = renderStem(q.stem);
  const blanks = (q.answer as { blanks?: { rules?: BlankRule[] }[] } | undefined)?.blanks ?? [];
  return {
    id: q.id,
    type: q.type as QuestionType,
    difficulty: q.difficulty,
    stemHtml: stem.html,
    blankCount: stem.blankCount,
    blankRules: q.type === 'blank' ? blanks.map((b) => b.rules ?? []) : [],
    options: q.options.map((o, i) => ({ key: KEYS[i] ?? String(i + 1), html: renderRichText(o) })),
  };
}
