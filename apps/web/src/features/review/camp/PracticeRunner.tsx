import { ArrowLeftOutlined, ArrowRightOutlined, CheckOutlined, FlagOutlined } from '@ant-design/icons';
import {
  type AnswerPracticeResult,
  type AnswerResponse,
  type PracticeItem,
  type PracticeSet,
  WRONG_BOOK_MASTERY_DAYS,
} from '@edu/shared';
import { Alert, App, Button, Flex, Modal, Progress, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { settle } from '../../../ui/confirm';
import { QUESTION_NS } from '../../../ui/question/i18n';
import { KeyView } from '../../../ui/question/LessonReportContent';
import { StudentQuestion } from '../../../ui/question/StudentQuestion';
import { RichHtml } from '../../../ui/rich/RichHtml';
import { browserTimeZone } from '../../../ui/time-zone';
import { useAnswerPractice, useFinishPractice } from '../api/book';
import { REVIEW_NS } from '../i18n';
import { isAnswerGiven } from './answered';

/** What the book says of the entry after the answer (only known for answers given on this page). */
function EntryNote({ result }: { result: AnswerPracticeResult | undefined }) {
  const { t } = useTranslation(REVIEW_NS);
  if (!result) return null;
  if (result.entry === null) return <Typography.Text type="secondary">{t('camp.notInBook')}</Typography.Text>;
  if (result.entry.mastered) return <Tag color="green">{t('camp.mastered')}</Tag>;
  if (result.outcome === 'correct') {
    return (
      <Typography.Text type="secondary">
        {t('camp.days', { days: result.entry.correctDays, of: WRONG_BOOK_MASTERY_DAYS })}
      </Typography.Text>
    );
  }
  return <Typography.Text type="secondary">{t('camp.added')}</Typography.Text>;
}

const FEEDBACK = { correct: 'success', partial: 'warning', wrong: 'error', pending: 'info' } as const;
const FEEDBACK_TEXT = {
  correct: 'camp.right',
  partial: 'camp.partial',
  wrong: 'camp.wrongAnswer',
  pending: 'camp.pending',
};

/** An answered item: right or wrong, the right answer, the analysis. */
function Feedback({ item, given }: { item: PracticeItem; given: AnswerPracticeResult | undefined }) {
  const { t } = useTranslation([REVIEW_NS, QUESTION_NS]);
  const result = item.result;
  if (!result) return null;
  return (
    <Alert
      type={FEEDBACK[result.outcome]}
      showIcon
      data-testid="camp-feedback"
      data-outcome={result.outcome}
      title={
        <Flex wrap gap={8} align="center">
          <strong>{t(FEEDBACK_TEXT[result.outcome])}</strong>
          <EntryNote result={given} />
        </Flex>
      }
      description={
        <Flex vertical gap={6}>
          <div>
            <Typography.Text strong>{t('question:key')}: </Typography.Text>
            <span data-testid="camp-key">
              <KeyView item={{ preview: item.preview, key: result.key }} />
            </span>
          </div>
          {result.analysisHtml && (
            <div>
              <Typography.Text strong>{t('question:analysis')}</Typography.Text>
              <RichHtml html={result.analysisHtml} />
            </div>
          )}
        </Flex>
      }
    />
  );
}

/**
 * A set in progress, one question at a time: the question (StudentQuestion), "Submit answer" (graded at once:
 * right or wrong, the key, the analysis, what it did to the book), previous and next, the progress, and
 * "Finish" (with a confirmation while items are unanswered). Keyboard: every control is a tab stop; after an
 * answer the focus moves to "Next".
 */
export function PracticeRunner({ set, onFinished }: { set: PracticeSet; onFinished: (done: PracticeSet) => void }) {
  const { t } = useTranslation(REVIEW_NS);
  const { message } = App.useApp();
  const [modal, modalContext] = Modal.useModal();
  const firstOpen = set.items.findIndex((i) => i.result === null);
  const [index, setIndex] = useState(firstOpen === -1 ? 0 : firstOpen);
  const [drafts, setDrafts] = useState<Record<number, AnswerResponse>>({});
  const [given, setGiven] = useState<Record<number, AnswerPracticeResult>>({});
  const answer = useAnswerPractice();
  const finish = useFinishPractice();
  const nextRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef(false);

  const item = set.items[Math.min(index, set.items.length - 1)];
  useEffect(() => {
    if (focusNext.current && item?.result) {
      focusNext.current = false;
      nextRef.current?.focus();
    }
  });
  if (!item) return null;
  const unanswered = set.items.filter((i) => i.result === null).length;
  const response = item.result?.response ?? drafts[item.questionId];
  const isLast = index >= set.items.length - 1;

  const submit = () => {
    if (!isAnswerGiven(item.preview, response)) {
      void message.warning(t('camp.answerFirst'));
      return;
    }
    answer.mutate(
      { practiceId: set.id, questionId: item.questionId, response: response ?? {}, tz: browserTimeZone() },
      {
        onSuccess: (result) => {
          setGiven((prev) => ({ ...prev, [item.questionId]: result }));
          focusNext.current = true;
        },
      },
    );
  };

  const doFinish = async () => onFinished(await finish.mutateAsync(set.id));
  const confirmFinish = () => {
    if (unanswered === 0) return void doFinish();
    void modal.confirm({
      title: t('camp.finishConfirm.title'),
      content: t('camp.finishConfirm.content', { n: unanswered }),
      okText: t('camp.finishConfirm.ok'),
      okButtonProps: { 'data-testid': 'confirm-ok' },
      cancelText: t('common:cancel'),
      onOk: settle(doFinish),
    });
  };

  return (
    <Flex
      vertical
      gap={16}
      className="camp-run"
      data-testid="camp-run"
      data-set-id={set.id}
      data-question-id={item.questionId}
    >
      {modalContext}
      <Flex wrap gap={12} align="center" justify="space-between">
        <Flex wrap gap={8} align="center">
          <Typography.Text strong data-testid="camp-progress">
            {t('camp.progress', { n: index + 1, total: set.items.length })}
          </Typography.Text>
          <Tag color={item.source === 'new' ? 'purple' : 'blue'}>{t(`camp.source.${item.source}`)}</Tag>
        </Flex>
        <Typography.Text type="secondary" data-testid="camp-answered">
          {t('camp.answeredOf', { answered: set.answered, total: set.total })}
        </Typography.Text>
      </Flex>
      <Progress
        percent={set.total === 0 ? 0 : Math.round((100 * set.answered) / set.total)}
        showInfo={false}
        aria-hidden="true"
      />
      <StudentQuestion
        key={item.questionId}
        index={index + 1}
        preview={item.preview}
        response={response}
        readOnly={item.result !== null}
        onChange={(next) => setDrafts((prev) => ({ ...prev, [item.questionId]: next }))}
      />
      <div aria-live="polite">
        <Feedback item={item} given={given[item.questionId]} />
      </div>
      <Flex wrap gap={8} justify="space-between">
        <Flex wrap gap={8}>
          <Button
            icon={<ArrowLeftOutlined />}
            disabled={index === 0}
            onClick={() => setIndex((i) => Math.max(0, i - 1))}
            data-testid="camp-previous"
          >
            {t('camp.previous')}
          </Button>
          {item.result === null ? (
            <Button
              type="primary"
              icon={<CheckOutlined />}
              onClick={submit}
              loading={answer.isPending}
              data-testid="camp-submit"
            >
              {t('camp.submit')}
            </Button>
          ) : (
            !isLast && (
              <Button
                ref={nextRef}
                type="primary"
                icon={<ArrowRightOutlined />}
                iconPlacement="end"
                onClick={() => setIndex((i) => Math.min(set.items.length - 1, i + 1))}
                data-testid="camp-next"
              >
                {t('camp.next')}
              </Button>
            )
          )}
          {item.result === null && !isLast && (
            <Button onClick={() => setIndex((i) => i + 1)} data-testid="camp-skip">
              {t('camp.next')}
            </Button>
          )}
        </Flex>
        <Button
          ref={isLast && item.result !== null ? nextRef : undefined}
          icon={<FlagOutlined />}
          type={unanswered === 0 ? 'primary' : 'default'}
          onClick={confirmFinish}
          loading={finish.isPending}
          data-testid="camp-finish"
        >
          {t('camp.finish')}
        </Button>
      </Flex>
    </Flex>
  );
}
