import { RocketOutlined, TrophyOutlined } from '@ant-design/icons';
import { PRACTICE_SIZE_DEFAULT, PRACTICE_SIZE_MAX, PRACTICE_SIZE_MIN, type PracticeSet } from '@edu/shared';
import { Button, Card, Flex, InputNumber, Radio, Skeleton, Statistic, Typography } from 'antd';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../ui/QueryError';
import { usePractice, useStartPractice, useWrongBookGroups } from '../api/book';
import { type BookFilter, practiceInputOf } from '../book/filter';
import { REVIEW_NS } from '../i18n';
import { CampHistory } from './CampHistory';
import { PracticeRunner } from './PracticeRunner';
import { useSubjectLabel } from '../../../ui/subjects';

/** What the book's current filter practises, in words: the subject and point, or the whole book. */
function useScopeText(filter: BookFilter, pointName: string | undefined): string | null {
  const subjectLabel = useSubjectLabel();
  if (!filter.subject) return null;
  const subject = subjectLabel(filter.subject);
  return pointName ? `${subject} · ${pointName}` : subject;
}

/** A finished set: its score, right and answered, and what was left unanswered. */
function Summary({ set, onAgain }: { set: PracticeSet; onAgain: () => void }) {
  const { t } = useTranslation(REVIEW_NS);
  const unanswered = set.total - set.answered;
  return (
    <Card className="camp-summary" data-testid="camp-summary">
      <Flex vertical gap={16}>
        <Typography.Title level={3}>
          <TrophyOutlined aria-hidden="true" /> {t('camp.summary.title')}
        </Typography.Title>
        <Flex wrap gap={32}>
          <Statistic title={t('camp.summary.score')} value={set.score ?? '—'} data-testid="camp-summary-score" />
          <Statistic title={t('camp.summary.right')} value={`${set.correct} / ${set.answered}`} />
          <Statistic title={t('camp.summary.answered')} value={`${set.answered} / ${set.total}`} />
        </Flex>
        {unanswered > 0 && (
          <Typography.Text type="secondary">{t('camp.summary.unanswered', { n: unanswered })}</Typography.Text>
        )}
        <div>
          <Button type="primary" onClick={onAgain} data-testid="camp-again">
            {t('camp.summary.again')}
          </Button>
        </div>
      </Flex>
    </Card>
  );
}

/** Starting a set: from the book's current subject and point or from the whole book, of a chosen size. */
function StartForm({ filter }: { filter: BookFilter }) {
  const { t } = useTranslation(REVIEW_NS);
  const start = useStartPractice();
  const [fromFilter, setFromFilter] = useState(true);
  const [size, setSize] = useState(PRACTICE_SIZE_DEFAULT);
  const sizeId = useId();
  const groups = useWrongBookGroups();
  const pointName = groups.data?.subjects.flatMap((s) => s.points).find((p) => p.id === filter.knowledgePointId)?.name;
  const scopeText = useScopeText(filter, pointName);
  const chosen = fromFilter && scopeText ? filter : {};
  return (
    <Card className="camp-start" data-testid="camp-start">
      <Flex vertical gap={16}>
        <Typography.Paragraph className="camp-start__intro">{t('camp.intro')}</Typography.Paragraph>
        {scopeText && (
          <fieldset className="camp-start__field">
            <legend>{t('camp.scope')}</legend>
            <Radio.Group value={fromFilter} onChange={(e) => setFromFilter(e.target.value as boolean)}>
              <Radio value={true}>{scopeText}</Radio>
              <Radio value={false}>{t('camp.wholeBook')}</Radio>
            </Radio.Group>
          </fieldset>
        )}
        <Flex wrap gap={8} align="center">
          <label htmlFor={sizeId}>{t('camp.size')}</label>
          <InputNumber
            id={sizeId}
            min={PRACTICE_SIZE_MIN}
            max={PRACTICE_SIZE_MAX}
            value={size}
            onChange={(n) => setSize(n ?? PRACTICE_SIZE_DEFAULT)}
            data-testid="camp-size"
          />
        </Flex>
        <div>
          <Button
            type="primary"
            size="large"
            icon={<RocketOutlined />}
            loading={start.isPending}
            onClick={() => start.mutate({ ...practiceInputOf(chosen), size })}
            data-testid="camp-start-button"
          >
            {t('camp.start')}
          </Button>
        </div>
      </Flex>
    </Card>
  );
}

/**
 * The training camp tab: the set in progress (one question at a time), or the form that starts one; the
 * summary of a set just finished; the history of sets.
 */
export function CampPanel({ filter }: { filter: BookFilter }) {
  const open = usePractice();
  const [finished, setFinished] = useState<PracticeSet | null>(null);
  let current: ReactNode;
  if (open.isError) {
    current = <QueryError error={open.error} onRetry={() => void open.refetch()} testId="review-error" />;
  } else if (open.isLoading) {
    current = <Skeleton active paragraph={{ rows: 6 }} />;
  } else if (open.data) {
    current = (
      <Card>
        <PracticeRunner key={open.data.id} set={open.data} onFinished={setFinished} />
      </Card>
    );
  } else if (finished) {
    current = <Summary set={finished} onAgain={() => setFinished(null)} />;
  } else {
    current = <StartForm filter={filter} />;
  }
  return (
    <Flex vertical gap={16} data-testid="camp">
      {current}
      <CampHistory />
    </Flex>
  );
}
