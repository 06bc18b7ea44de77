import type { QuestionFields, QuestionPreview } from '@edu/shared';
import { OPTION_KEYS } from '@edu/shared';
import { renderRichText, renderStem } from '@edu/shared/render/web';

/**
 * A question as a student sees it, rendered in the browser from the fields being edited: the same
 * steps as the server's preview (apps/server/src/modules/content/render.ts, previewOf), through the
 * same shared renderStem (blank markers numbered before the math, then rendered and sanitized). No
 * answer is included.
 */
export function previewOfDraft(
  q: Pick<QuestionFields, 'type' | 'difficulty' | 'stem' | 'options'> & Partial<Pick<QuestionFields, 'answer'>>,
  id: number | null = null,
): QuestionPreview {
  const stem = renderStem(q.stem);
  const choice = q.type === 'single' || q.type === 'multiple';
  return {
    id,
    type: q.type,
    difficulty: q.difficulty,
    stemHtml: stem.html,
    blankCount: stem.blankCount,
    blankRules: q.type === 'blank' ? (q.answer?.blanks ?? []).map((b) => b.rules) : [],
    options: choice ? q.options.map((o, i) => ({ key: OPTION_KEYS[i] ?? String(i + 1), html: renderRichText(o) })) : [],
  };
}
