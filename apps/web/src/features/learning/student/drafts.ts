import { type AnswerResponse, answerResponse } from '@edu/shared';

/**
 * What a student typed and the server has not confirmed yet, kept in local storage per lesson so that
 * nothing is lost when the network is away, the tab closes or the page reloads (issue 10); and the lesson
 * timer (spec section 3: the lesson timer lives in local storage).
 */
export type Drafts = Map<number, AnswerResponse>;

const draftKey = (lessonId: number) => `lessonAnswers:${lessonId}`;
export const TIMER_KEY = 'lessonTimer';
export const CHAPTER_KEY = 'chapterId';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The unsaved answers of a lesson (malformed entries are dropped). */
export function loadDrafts(lessonId: number): Drafts {
  const out: Drafts = new Map();
  try {
    const raw = JSON.parse(storage()?.getItem(draftKey(lessonId)) ?? '{}') as Record<string, unknown>;
    for (const [id, value] of Object.entries(raw)) {
      const parsed = answerResponse.safeParse(value);
      if (parsed.success && /^\d+$/.test(id)) out.set(Number(id), parsed.data);
    }
  } catch {
    // unreadable: nothing to restore
  }
  return out;
}

export function storeDrafts(lessonId: number, drafts: Drafts): void {
  const s = storage();
  if (!s) return;
  if (drafts.size === 0) s.removeItem(draftKey(lessonId));
  else s.setItem(draftKey(lessonId), JSON.stringify(Object.fromEntries(drafts)));
}

/** The answers to show: the server's, with the unsaved drafts over them. */
export function mergeAnswers(
  saved: readonly { questionId: number; response: AnswerResponse }[],
  drafts: Drafts,
): Map<number, AnswerResponse> {
  const out = new Map(saved.map((a) => [a.questionId, a.response]));
  for (const [id, response] of drafts) out.set(id, response);
  return out;
}

/** Whether a response says anything (an empty blank or an untouched choice does not count). */
export function isAnswered(response: AnswerResponse | undefined): boolean {
  if (!response) return false;
  return (
    (response.choices?.length ?? 0) > 0 ||
    (response.judge !== undefined && response.judge !== null) ||
    (response.blanks ?? []).some((b) => b.trim() !== '') ||
    (response.text ?? '').trim() !== '' ||
    Boolean(response.photo)
  );
}

/** The time spent on a lesson so far, from the stored timer (0 for another lesson's timer). */
export function readTimer(lessonId: number): number {
  try {
    const t = JSON.parse(storage()?.getItem(TIMER_KEY) ?? 'null') as { lessonId?: unknown; ms?: unknown } | null;
    return t && t.lessonId === lessonId && typeof t.ms === 'number' && t.ms >= 0 ? t.ms : 0;
  } catch {
    return 0;
  }
}

export function writeTimer(lessonId: number, ms: number): void {
  storage()?.setItem(TIMER_KEY, JSON.stringify({ lessonId, ms: Math.round(ms) }));
}

/**
 * Landing on /stuLesson/stuLesson (spec section 2): the stored lesson timer and chapter go. Unsaved
 * answers stay until the server has them (issue 10: nothing typed is lost).
 */
export function clearLessonStorage(): void {
  const s = storage();
  s?.removeItem(TIMER_KEY);
  s?.removeItem(CHAPTER_KEY);
}
