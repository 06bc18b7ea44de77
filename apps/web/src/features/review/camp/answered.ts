import type { AnswerResponse, QuestionPreview } from '@edu/shared';

/** Whether a response answers its question: an option chosen, true or false, a blank filled, a text or photo. */
export function isAnswerGiven(preview: Pick<QuestionPreview, 'type'>, r: AnswerResponse | undefined): boolean {
  if (!r) return false;
  switch (preview.type) {
    case 'single':
    case 'multiple':
      return (r.choices?.length ?? 0) > 0;
    case 'judge':
      return r.judge === true || r.judge === false;
    case 'blank':
      return (r.blanks ?? []).some((b) => b.trim() !== '');
    default:
      return (r.text ?? '').trim() !== '' || Boolean(r.photo);
  }
}
