import type { QuestionFields, QuestionPreview } from '@edu/shared';
import { OPTION_KEYS } from '@edu/shared';
import { BLANK_MARKER_RE } from '@edu/shared/render/clean';
import { renderRichText } from '@edu/shared/render/web';

/**
 * A question as a student sees it, rendered in the browser from the fields being edited: the same
 * steps as the server's preview (apps/server/src/modules/content/render.ts, previewOf): each blank
 * marker (`___1`, `##$$`) becomes a numbered placeholder before the math is rendered, then the shared
 * pipeline renders and sanitizes stem and options. No answer is included.
 */
export function renderStem(stem: string): { html: string; blankCount: number } {
  let n = 0;
  const marked = stem.replace(new RegExp(BLANK_MARKER_RE.source, 'g'), () => {
    n += 1;
    return `<span class="q-blank" data-blank="${n}">(${n})</span>`;
  });
  return { html: renderRichText(marked), blankCount: n };
}

export function previewOfDraft(
  q: Pick<QuestionFields, 'type' | 'difficulty' | 'stem' | 'options'>,
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
    options: choice ? q.options.map((o, i) => ({ key: OPTION_KEYS[i] ?? String(i + 1), html: renderRichText(o) })) : [],
  };
}
