import { MIN_ATTEMPTS_DEFAULT } from '@edu/shared';

// The item analysis' judgements and the answers as text (pure, tested in figures.test.ts).

/** Below this discrimination an item hardly tells strong students from weak ones (a common rule of thumb). */
export const WEAK_DISCRIMINATION = 0.2;
/** Right more often than this: too easy to tell anything; less often than HARD_FACILITY: too hard (or miskeyed). */
export const EASY_FACILITY = 0.9;
export const HARD_FACILITY = 0.2;

/**
 * What may be wrong with a question, worst first: `negative` (strong students miss it more than weak ones:
 * check the key), `weak` (discrimination under 0.2), `hard`, `easy`; `few` alone when it has fewer answers
 * than the most-missed default (too few to judge). No flag: a sound item.
 */
export type ItemFlag = 'few' | 'negative' | 'weak' | 'hard' | 'easy';

export function itemFlags(item: {
  attempts: number;
  facility: number | null;
  discrimination: number | null;
}): ItemFlag[] {
  if (item.attempts < MIN_ATTEMPTS_DEFAULT) return ['few'];
  const flags: ItemFlag[] = [];
  const r = item.discrimination;
  if (r !== null && r < 0) flags.push('negative');
  else if (r !== null && r < WEAK_DISCRIMINATION) flags.push('weak');
  if (item.facility !== null && item.facility < HARD_FACILITY) flags.push('hard');
  if (item.facility !== null && item.facility > EASY_FACILITY) flags.push('easy');
  return flags;
}

/** How a student's answer reads (the contract's response, loosely typed as the server sends it). */
export type AnswerText =
  | { kind: 'choices'; text: string }
  | { kind: 'judge'; value: boolean }
  | { kind: 'blanks'; values: string[] }
  | { kind: 'text'; text: string }
  | { kind: 'photo' }
  | { kind: 'none' };

const strings = (value: unknown): string[] | null =>
  Array.isArray(value) && value.every((v) => typeof v === 'string') ? (value as string[]) : null;

export function answerTextOf(response: Readonly<Record<string, unknown>>): AnswerText {
  const choices = strings(response.choices);
  if (choices && choices.length > 0) return { kind: 'choices', text: [...choices].sort().join(', ') };
  if (typeof response.judge === 'boolean') return { kind: 'judge', value: response.judge };
  const blanks = strings(response.blanks);
  if (blanks && blanks.length > 0) return { kind: 'blanks', values: blanks };
  if (typeof response.text === 'string' && response.text.trim() !== '') return { kind: 'text', text: response.text };
  if (typeof response.photo === 'string' && response.photo !== '') return { kind: 'photo' };
  return { kind: 'none' };
}

/**
 * A counted wrong answer (the server's key: 'A,C', 'true' or 'false', blanks joined with ' | ') as it
 * reads: options with a space after the comma, true/false through `judge` (the reader's words), each blank
 * after its number as the stem shows it ('(1) 0  (2) 3/2').
 */
export function wrongAnswerText(type: string, answer: string, judge: (value: boolean) => string): string {
  if (type === 'judge' && (answer === 'true' || answer === 'false')) return judge(answer === 'true');
  if (type === 'single' || type === 'multiple') return answer.split(',').join(', ');
  if (type === 'blank')
    return answer
      .split(' | ')
      .map((value, i) => `(${i + 1}) ${value}`)
      .join('  ');
  return answer;
}

/** A choice key as it reads: judge's 'true'/'false' in words, option letters as they are. */
export function choiceKeyText(key: string, judge: (value: boolean) => string): string {
  return key === 'true' || key === 'false' ? judge(key === 'true') : key;
}
