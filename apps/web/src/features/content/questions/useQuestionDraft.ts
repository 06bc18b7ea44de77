import type { QuestionDetail, QuestionType, Subject } from '@edu/shared';
import { useEffect, useRef, useState } from 'react';
import { PLATFORM_OWNER } from '../components/selects';
import { draftFromDetail, emptyDraft, type QuestionDraft, syncBlanks } from './question-form';

/**
 * The draft of the question form: a fresh one each time the drawer opens (the question's, once loaded;
 * else an empty one of the list's defaults), what it opened as (to tell unsaved changes), and whether a
 * save was tried (errors show from then on). `pane`: the narrow layout's form or preview.
 */
export function useQuestionDraft({
  open,
  questionId,
  defaults,
  detail,
  platformManager,
  initial,
}: {
  open: boolean;
  questionId: number | undefined;
  defaults: { subject?: Subject; grade?: number; type?: QuestionType } | undefined;
  /** the question, once loaded */
  detail: QuestionDetail | undefined;
  /** a new question is platform-wide at first */
  platformManager: boolean;
  /** a new question's starting fields (an AI-created question under review) */
  initial?: QuestionDraft;
}) {
  const [draft, setDraft] = useState<QuestionDraft>(() => emptyDraft({ ...defaults, owner: PLATFORM_OWNER }));
  const [tried, setTried] = useState(false);
  const [pane, setPane] = useState<'edit' | 'preview'>('edit');

  // A fresh draft each time the drawer opens (the question's, once loaded).
  const defaultsRef = useRef(defaults);
  defaultsRef.current = defaults;
  const initialRef = useRef(initial);
  initialRef.current = initial;
  /** the draft as it opened (JSON): what "unsaved changes" are measured against */
  const baseline = useRef('');
  const start = (initial: QuestionDraft) => {
    baseline.current = JSON.stringify(initial);
    setDraft(initial);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: start only sets state and a ref
  useEffect(() => {
    if (!open) return;
    setTried(false);
    setPane('edit');
    if (questionId === undefined) {
      start(
        initialRef.current ??
          emptyDraft({ ...defaultsRef.current, owner: platformManager ? PLATFORM_OWNER : undefined }),
      );
    }
  }, [open, questionId, platformManager]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: start only sets state and a ref
  useEffect(() => {
    if (open && questionId !== undefined && detail && detail.id === questionId) {
      start(draftFromDetail(detail));
    }
  }, [open, questionId, detail]);

  /** Changes fields of the draft (the blanks follow the stem). */
  const update = (change: Partial<QuestionDraft>) => setDraft((d) => syncBlanks({ ...d, ...change }));
  /** Whether the draft differs from what it opened as. */
  const changed = () => JSON.stringify(draft) !== baseline.current;

  return { draft, setDraft, update, changed, tried, setTried, pane, setPane };
}
