import type { Dispatch, SetStateAction } from 'react';
import {
  type BlankRule,
  countBlankMarkers,
  MAX_BLANKS,
  MAX_OPTIONS,
  OPTION_KEYS,
  type QuestionDetail,
  type QuestionFields,
  type QuestionType,
  questionFields,
  type Subject,
} from '@edu/shared';
import type { Language } from '@edu/shared/constants';
import { translateMessage } from '@edu/shared/messages';

/**
 * The question form's model: what the author edits, its conversion to the contract's fields (only the
 * parts of its type), and validation with the same zod schema as the server (questionFields), its
 * messages in the console's language, keyed by field path ('stem', 'options', 'answer.choices',
 * 'answer.blanks.0.accepted', …).
 */
export interface BlankDraft {
  accepted: string[];
  rules: BlankRule[];
}

export interface QuestionDraft {
  id?: number;
  /** admin, new questions: 0 platform-wide, else a brand id */
  owner?: number;
  type: QuestionType;
  subject: Subject;
  grade: number;
  difficulty: number;
  stem: string;
  /** choice types: the options' rich text, A first */
  options: string[];
  /** choice types: the correct letters */
  choices: string[];
  judge: boolean | null;
  blanks: BlankDraft[];
  /** short: the reference answer (rich text) */
  text: string;
  analysis: string;
  knowledgePointIds: number[];
}

export const DEFAULT_BLANK_RULES: BlankRule[] = ['trim'];
const isChoice = (type: QuestionType) => type === 'single' || type === 'multiple';

export function emptyDraft(
  defaults: Partial<Pick<QuestionDraft, 'type' | 'subject' | 'grade' | 'owner'>> = {},
): QuestionDraft {
  const type = defaults.type ?? 'single';
  return {
    owner: defaults.owner,
    type,
    subject: defaults.subject ?? 'math',
    grade: defaults.grade ?? 7,
    difficulty: 3,
    stem: '',
    options: isChoice(type) ? ['', '', '', ''] : [],
    choices: [],
    judge: null,
    blanks: [],
    text: '',
    analysis: '',
    knowledgePointIds: [],
  };
}

export function draftFromDetail(q: QuestionDetail): QuestionDraft {
  return { id: q.id, ...draftFromFields({ ...q, knowledgePointIds: q.knowledgePoints.map((k) => k.id) }) };
}

/** A question's fields as a draft: a bank question's, or one not yet in the bank (AI-created, under review). */
export function draftFromFields(
  q: Pick<QuestionDetail, 'type' | 'subject' | 'grade' | 'difficulty' | 'stem' | 'options' | 'analysis' | 'answer'> & {
    knowledgePointIds: number[];
  },
): QuestionDraft {
  return {
    type: q.type,
    subject: q.subject,
    grade: q.grade,
    difficulty: q.difficulty,
    stem: q.stem,
    options: [...q.options],
    choices: [...q.answer.choices],
    judge: q.answer.judge,
    blanks: q.answer.blanks.map((b) => ({ accepted: [...b.accepted], rules: [...b.rules] })),
    text: q.answer.text,
    analysis: q.analysis,
    knowledgePointIds: [...q.knowledgePointIds],
  };
}

/** The blanks follow the stem's markers: one answer set per marker, kept by position. */
export function syncBlanks(draft: QuestionDraft): QuestionDraft {
  if (draft.type !== 'blank') return draft;
  const count = Math.min(countBlankMarkers(draft.stem), MAX_BLANKS);
  if (count === draft.blanks.length) return draft;
  const blanks = Array.from(
    { length: count },
    (_, i) => draft.blanks[i] ?? { accepted: [], rules: [...DEFAULT_BLANK_RULES] },
  );
  return { ...draft, blanks };
}

/** Another type: what still makes sense is kept (stem, analysis, options between choice types). */
export function changeType(draft: QuestionDraft, type: QuestionType): QuestionDraft {
  if (type === draft.type) return draft;
  const next: QuestionDraft = { ...draft, type };
  if (isChoice(type)) {
    next.options = draft.options.length >= 2 ? draft.options : ['', '', '', ''];
    next.choices = type === 'single' ? draft.choices.slice(0, 1) : draft.choices;
  }
  return syncBlanks(next);
}

export function addOption(draft: QuestionDraft): QuestionDraft {
  if (draft.options.length >= MAX_OPTIONS) return draft;
  return { ...draft, options: [...draft.options, ''] };
}

/** Removes option `index`; the correct letters after it move up with their options. */
export function removeOption(draft: QuestionDraft, index: number): QuestionDraft {
  const options = draft.options.filter((_, i) => i !== index);
  const choices = draft.choices
    .map((c) => OPTION_KEYS.indexOf(c as (typeof OPTION_KEYS)[number]))
    .filter((i) => i !== index && i >= 0)
    .map((i) => OPTION_KEYS[i > index ? i - 1 : i]!);
  return { ...draft, options, choices };
}

export function toggleChoice(draft: QuestionDraft, key: string): QuestionDraft {
  if (draft.type === 'single') return { ...draft, choices: [key] };
  const choices = draft.choices.includes(key) ? draft.choices.filter((c) => c !== key) : [...draft.choices, key];
  return { ...draft, choices: OPTION_KEYS.filter((k) => choices.includes(k)) };
}

/** The contract's fields for the draft: only the parts of its type are sent. */
export function toFields(draft: QuestionDraft): QuestionFields {
  const choice = isChoice(draft.type);
  return {
    type: draft.type,
    subject: draft.subject,
    grade: draft.grade,
    difficulty: draft.difficulty,
    stem: draft.stem,
    options: choice ? draft.options : [],
    answer: {
      choices: choice ? (draft.choices as QuestionFields['answer']['choices']) : [],
      judge: draft.type === 'judge' ? draft.judge : null,
      blanks:
        draft.type === 'blank'
          ? draft.blanks.map((b) => ({ accepted: b.accepted.map((a) => a.trim()).filter(Boolean), rules: b.rules }))
          : [],
      text: draft.type === 'short' ? draft.text : '',
    },
    analysis: draft.analysis,
    knowledgePointIds: draft.knowledgePointIds,
  };
}

export type FieldErrors = Record<string, string[]>;

export interface Validation {
  ok: boolean;
  fields?: QuestionFields;
  errors: FieldErrors;
}

/**
 * Checks the draft with the server's schema. A choice question's empty option reads better on the
 * option itself ('options.2') than on the list; messages come in `language`.
 */
export function validateDraft(draft: QuestionDraft, language: Language): Validation {
  const result = questionFields.safeParse(toFields(draft));
  if (result.success) return { ok: true, fields: result.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    const key = path === '' ? 'form' : path;
    const message = translateMessage(issue.message, language);
    const list = errors[key] ?? [];
    if (!list.includes(message)) list.push(message);
    errors[key] = list;
  }
  return { ok: false, errors };
}

/** The messages of a field and of everything under it ('answer.blanks' takes 'answer.blanks.0.accepted'). */
export function errorsUnder(errors: FieldErrors, prefix: string): string[] {
  const out: string[] = [];
  for (const [key, list] of Object.entries(errors)) {
    if (key === prefix || key.startsWith(`${prefix}.`)) out.push(...list);
  }
  return out;
}

/** A question being edited, as the form's parts take it: the draft, the ways to change it, its errors. */
export interface DraftEditing {
  draft: QuestionDraft;
  setDraft: Dispatch<SetStateAction<QuestionDraft>>;
  update: (change: Partial<QuestionDraft>) => void;
  errors: FieldErrors;
  /** a rich-text field starts or ends uploading pictures */
  onUploadingChange: (uploading: boolean) => void;
}
