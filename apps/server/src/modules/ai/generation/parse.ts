/**
 * The provider's answer, read as it streams (README.md "Generation"): one JSON object per line (NDJSON), each
 * line checked on its own as soon as it is complete. A line is a question when it passes the bank's schema
 * (questionFields, with the type, subject, grade and difficulty asked for), every formula is TeX that KaTeX
 * accepts, and it links only knowledge points that were asked for. Anything else is reported with its errors.
 */
import { type QuestionFields, questionFields } from '@edu/shared';
import { formulaErrors } from '@edu/shared/render/math-check';

/** What every question of a generation has, whatever the provider says. */
export interface GenerationTarget {
  type: QuestionFields['type'];
  subject: QuestionFields['subject'];
  grade: number;
  difficulty: number;
  knowledgePointIds: readonly number[];
}

export type Checked =
  | { ok: true; question: QuestionFields }
  | { ok: false; errors: string[]; raw: string; payload: Record<string, unknown> };

/** A line longer than this is not a question (a provider that never ends its line). */
export const LINE_MAX = 40_000;
/** How much of an invalid line is kept to show. */
const RAW_KEPT = 2_000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The formula problems of a question's rich text fields. */
export function mathProblems(q: Pick<QuestionFields, 'stem' | 'options' | 'analysis' | 'answer'>): string[] {
  const fields: [string, string][] = [
    ['stem', q.stem],
    ...q.options.map((o, i): [string, string] => [`options.${i}`, o]),
    ['analysis', q.analysis],
    ['answer.text', q.answer.text],
  ];
  return fields.flatMap(([name, html]) => formulaErrors(html).map((e) => `${name}: KaTeX cannot render ${e}`));
}

/** Checks one object the provider sent as a question of `target`. */
export function checkCandidate(value: unknown, raw: string, target: GenerationTarget): Checked {
  const invalid = (errors: string[]): Checked => ({
    ok: false,
    errors,
    raw: raw.slice(0, RAW_KEPT),
    payload: isRecord(value) ? value : { value: raw.slice(0, RAW_KEPT) },
  });
  if (!isRecord(value)) return invalid(['not a JSON object']);
  const errors: string[] = [];
  if (value.type !== undefined && value.type !== target.type) {
    errors.push(`type: ${target.type} questions were asked for`);
  }
  const parsed = questionFields.safeParse({
    stem: value.stem,
    options: value.options,
    answer: value.answer,
    analysis: value.analysis,
    knowledgePointIds: value.knowledgePointIds,
    type: target.type,
    subject: target.subject,
    grade: target.grade,
    difficulty: target.difficulty,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      errors.push(`${issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''}${issue.message}`);
    }
    return invalid(errors);
  }
  const q = parsed.data;
  errors.push(...mathProblems(q));
  const asked = new Set(target.knowledgePointIds);
  const foreign = q.knowledgePointIds.filter((id) => !asked.has(id));
  if (foreign.length > 0) errors.push(`knowledgePointIds: not among those asked for: ${foreign.join(', ')}`);
  if (q.knowledgePointIds.length === 0) errors.push('knowledgePointIds: needs at least one of those asked for');
  if (errors.length > 0) return invalid(errors);
  return { ok: true, question: { ...q, knowledgePointIds: [...new Set(q.knowledgePointIds)] } };
}

/** Checks one line of the answer; null for a line that carries nothing (blank, a Markdown code fence). */
export function checkLine(line: string, target: GenerationTarget): Checked | null {
  const text = line.trim();
  if (text === '' || text.startsWith('```')) return null;
  if (text.length > LINE_MAX) return checkCandidate(undefined, text, target);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {
      ok: false,
      errors: ['not a JSON object (one question per line was asked for)'],
      raw: text.slice(0, RAW_KEPT),
      payload: { value: text.slice(0, RAW_KEPT) },
    };
  }
  return checkCandidate(value, text, target);
}

/** Splits streamed text into lines as they complete; `end` answers the last, unterminated one. */
export class LineSplitter {
  private buffer = '';

  push(chunk: string): string[] {
    this.buffer += chunk;
    const lines = this.buffer.split(/\r?\n/);
    this.buffer = lines.pop() ?? '';
    // A line that never ends is cut off where it would stop being a question anyway.
    if (this.buffer.length > LINE_MAX) {
      lines.push(this.buffer);
      this.buffer = '';
    }
    return lines;
  }

  end(): string[] {
    const rest = this.buffer;
    this.buffer = '';
    return rest.trim() === '' ? [] : [rest];
  }
}
