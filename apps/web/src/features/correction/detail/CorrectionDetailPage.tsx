import type { CorrectionDetail, SaveCorrectionResult } from '@edu/shared';
import { Alert, Flex, Modal, Skeleton } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isRequestError } from '../../../app/api';
import { toastError, toastSuccess, toast } from '../../../app/feedback';
import type { MarkColor, MarkKind } from '../../../ui/marks/geometry';
import { QueryError } from '../../../ui/QueryError';
import { idFromQuery } from '../../../ui/query-id';
import '../../../ui/ui.css';
import { holdCorrection, useCorrectionDetail, useSaveCorrection } from '../api';
import '../correction.css';
import {
  type AnswerDraft,
  changedIds,
  type Drafts,
  draftsOf,
  heldByOther,
  holdLapsed,
  isStaleSave,
  savePlanOf,
} from '../draft';
import { CORRECTION_NS } from '../i18n';
import { correctionDetailPath } from '../paths';
import { type ScoreTyping, typeScoreKey } from '../points';
import { AnswerCard } from './AnswerCard';
import { CorrectionBar } from './CorrectionBar';
import { CorrectionHead } from './CorrectionHead';
import { ShortcutHelp } from './ShortcutHelp';
import { type HoldState, useCorrectionHold } from './useCorrectionHold';
import { usePageShortcuts } from './usePageShortcuts';

/**
 * /workCorrectionDetail?submissionId=: one handed-in submission graded answer by answer. The page holds the
 * submission while it is open (another corrector opening it meanwhile reads it only), saves with the
 * version it read (a submission saved meanwhile is refused, never overwritten), and works by keyboard
 * (keyboard.ts; the "?" help lists the keys).
 */
export default function CorrectionDetailPage() {
  const { t } = useTranslation(CORRECTION_NS);
  const [search] = useSearchParams();
  const submissionId = idFromQuery(search.get('submissionId'));
  if (submissionId === undefined) {
    return <QueryError error={new Error(t('ui:missingId'))} testId="correction-error" />;
  }
  return <Grading key={submissionId} submissionId={submissionId} />;
}

function Grading({ submissionId }: { submissionId: number }) {
  const detail = useCorrectionDetail(submissionId);
  const loaded = useRef<number | undefined>(undefined);
  loaded.current = detail.data?.version;
  const { refetch } = detail;
  // The hold says the submission's version now: one saved since the page loaded it is read again.
  const onTaken = useCallback(
    (version: number) => {
      if (loaded.current !== undefined && loaded.current !== version) void refetch();
    },
    [refetch],
  );
  const { hold, retry } = useCorrectionHold(submissionId, onTaken);
  if (detail.isError) {
    return <QueryError error={detail.error} onRetry={() => void detail.refetch()} testId="correction-error" />;
  }
  if (!detail.data) return <Skeleton active />;
  return <GradingForm detail={detail.data} hold={hold} retryHold={retry} reload={() => detail.refetch()} />;
}

interface FormState {
  /** the version the page's grades start from (a save names it) */
  version: number;
  /** as saved */
  base: Drafts;
  /** as the corrector has them now */
  draft: Drafts;
}

const formOf = (detail: CorrectionDetail): FormState => {
  const drafts = draftsOf(detail.items);
  return { version: detail.version, base: drafts, draft: drafts };
};

function GradingForm({
  detail,
  hold,
  retryHold,
  reload,
}: {
  detail: CorrectionDetail;
  hold: HoldState;
  retryHold: () => void;
  reload: () => Promise<{ data?: CorrectionDetail }>;
}) {
  const { t } = useTranslation(CORRECTION_NS);
  const navigate = useNavigate();
  const [modal, modalContext] = Modal.useModal();
  const save = useSaveCorrection();
  const [form, setForm] = useState<FormState>(() => formOf(detail));
  const [problems, setProblems] = useState<Record<number, 'missing' | 'invalid'>>({});
  const [tool, setTool] = useState<MarkKind>('pen');
  const [color, setColor] = useState<MarkColor>('red');
  const [help, setHelp] = useState(false);
  const [allDone, setAllDone] = useState(false);

  const order = useMemo(() => detail.items.map((i) => i.questionId), [detail.items]);
  const gradable = useMemo(() => detail.items.filter((i) => i.byPerson).map((i) => i.questionId), [detail.items]);
  // Answer-by-answer moves go through the answers that need a person (all of them when none does).
  const stops = gradable.length > 0 ? gradable : order;
  const changed = changedIds(form.draft, form.base, order);
  const dirty = changed.length > 0;
  const readOnly = hold.status !== 'mine';

  // The first answer still without points is the current one at first.
  const [current, setCurrent] = useState<number | undefined>(
    () => gradable.find((id) => form.draft[id]?.points === '') ?? stops[0],
  );

  // A new reading of the submission: taken as it is unless the corrector has changes (a save then says
  // whether it was saved meanwhile: never overwritten silently).
  useEffect(() => {
    setForm((f) => (changedIds(f.draft, f.base, order).length > 0 ? f : formOf(detail)));
  }, [detail, order]);

  // Leaving the browser page with changes asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const cards = useRef(new Map<number, HTMLElement>());
  const comments = useRef(new Map<number, TextAreaRef>());
  const pageRef = useRef<HTMLDivElement>(null);
  const typing = useRef<ScoreTyping | null>(null);

  const edit = (questionId: number, patch: Partial<AnswerDraft>) => {
    setForm((f) => {
      const own = f.draft[questionId];
      return own ? { ...f, draft: { ...f.draft, [questionId]: { ...own, ...patch } } } : f;
    });
    if (patch.points !== undefined) setProblems(({ [questionId]: _gone, ...rest }) => rest);
  };

  const focusCard = (questionId: number) => {
    setCurrent(questionId);
    const el = cards.current.get(questionId);
    if (!el) return;
    el.focus({ preventScroll: true });
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollIntoView?.({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
  };

  const move = (by: 1 | -1) => {
    const at = current === undefined ? -1 : stops.indexOf(current);
    const next = stops[Math.min(stops.length - 1, Math.max(0, at + by))];
    if (next !== undefined) focusCard(next);
  };

  const goTo = (submissionId: number | null) => {
    if (submissionId === null) return;
    const go = () => navigate(correctionDetailPath(submissionId));
    if (!dirty) return go();
    void modal.confirm({
      title: t('detail.discard.title'),
      content: t('detail.discard.content', { count: changed.length }),
      okText: t('detail.discard.ok'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' },
      cancelText: t('common:cancel'),
      onOk: go,
    });
  };

  const reloadLatest = async () => {
    const { data } = await reload();
    if (data) {
      setForm(formOf(data));
      setProblems({});
    }
  };

  const onSave = async () => {
    if (readOnly || save.isPending) return;
    const plan = savePlanOf(form.draft, form.base, order);
    if (!plan.ok) {
      setProblems(Object.fromEntries(plan.problems.map((p) => [p.questionId, p.problem])));
      const first = plan.problems[0]!;
      focusCard(first.questionId);
      void toast('warning', t('detail.fixPoints', { n: order.indexOf(first.questionId) + 1 }));
      return;
    }
    if (plan.answers.length === 0) {
      void toast('info', t('detail.nothingChanged'));
      return;
    }
    const sent = Object.fromEntries(plan.answers.map((a) => [a.questionId, form.draft[a.questionId]!]));
    const input = { submissionId: detail.submissionId, version: form.version, answers: plan.answers };
    try {
      let result: SaveCorrectionResult;
      try {
        result = await save.mutateAsync(input);
      } catch (error) {
        // The hold ran out (a long pause) and nobody took it: taken again, and the same save once more (it
        // still names the version read, so a save made meanwhile is refused all the same).
        if (!holdLapsed(error)) throw error;
        await holdCorrection(detail.submissionId);
        retryHold();
        result = await save.mutateAsync(input);
      }
      setForm((f) => ({ version: result.version, base: { ...f.base, ...sent }, draft: f.draft }));
      setAllDone(result.waiting === 0);
      void toastSuccess(t('detail.saved', { count: plan.answers.length }));
    } catch (error) {
      const other = heldByOther(error);
      if (other) {
        retryHold();
        void toastError(t('detail.lostHold', { name: other.holderName }));
      } else if (isStaleSave(error)) {
        void modal.confirm({
          title: t('detail.stale.title'),
          content: t('detail.stale.content'),
          okText: t('detail.stale.reload'),
          okButtonProps: { 'data-testid': 'stale-reload' },
          cancelText: t('detail.stale.keep'),
          onOk: reloadLatest,
        });
      } else {
        void toastError(isRequestError(error) ? error.msg : String(error));
      }
    }
  };

  // The page's keys (keyboard.ts).
  usePageShortcuts(pageRef, (s, e) => {
    switch (s.type) {
      case 'save':
        void onSave();
        return true;
      case 'help':
        setHelp((open) => !open);
        return true;
      case 'nextAnswer':
        move(1);
        return true;
      case 'previousAnswer':
        move(-1);
        return true;
      case 'nextSubmission':
        goTo(detail.nextId);
        return true;
      case 'previousSubmission':
        goTo(detail.previousId);
        return true;
      case 'leaveField':
        if (current !== undefined) focusCard(current);
        return current !== undefined;
      case 'comment': {
        const box = current !== undefined ? comments.current.get(current) : undefined;
        if (!box || readOnly) return false;
        box.focus({ cursor: 'end' });
        return true;
      }
      case 'score': {
        if (readOnly || current === undefined) return false;
        const own = form.draft[current];
        if (!own) return false;
        const result = typeScoreKey(s.key, typing.current, own.points, e.timeStamp || Date.now());
        if (!result) return false;
        typing.current = result.typing;
        edit(current, { points: result.points });
        return true;
      }
    }
  });

  const byPerson = detail.items.filter((i) => i.byPerson);
  const tools = { tool, color, onTool: setTool, onColor: setColor };

  return (
    <div ref={pageRef} className="correction-detail" data-testid="correction-detail" data-hold={hold.status}>
      {modalContext}
      <ShortcutHelp open={help} onClose={() => setHelp(false)} />
      <CorrectionHead
        detail={detail}
        hold={hold}
        onRetryHold={retryHold}
        allDone={allDone && !dirty}
        onNext={() => goTo(detail.nextId)}
      />
      <CorrectionBar
        previousId={detail.previousId}
        nextId={detail.nextId}
        onGoTo={goTo}
        onHelp={() => setHelp(true)}
        unsaved={changed.length}
        readOnly={readOnly}
        saving={save.isPending}
        onSave={() => void onSave()}
      />

      {byPerson.length === 0 && <Alert type="info" showIcon title={t('detail.noneByPerson')} />}
      <Flex vertical gap={12} className="correction-detail__answers">
        {detail.items.map((item, i) => (
          <AnswerCard
            key={item.questionId}
            submissionId={detail.submissionId}
            item={item}
            n={i + 1}
            photoUrl={item.response.photo ? detail.photoUrls[item.response.photo] : undefined}
            draft={form.draft[item.questionId]}
            changed={changed.includes(item.questionId)}
            current={current === item.questionId}
            readOnly={readOnly}
            problem={problems[item.questionId]}
            onDraft={(patch) => edit(item.questionId, patch)}
            onCurrent={() => setCurrent(item.questionId)}
            tools={tools}
            cardRef={(el) => {
              if (el) cards.current.set(item.questionId, el);
              else cards.current.delete(item.questionId);
            }}
            commentRef={(el) => {
              if (el) comments.current.set(item.questionId, el);
              else comments.current.delete(item.questionId);
            }}
          />
        ))}
      </Flex>
    </div>
  );
}
