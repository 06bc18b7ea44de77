import type { PracticeHistoryRow } from '@edu/shared';
import { Button, Card, Drawer, Flex, Skeleton, type TableColumnsType, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../ui/format';
import { ListTable } from '../../../ui/list/ListTable';
import { useListState } from '../../../ui/list/useListState';
import { QUESTION_NS } from '../../../ui/question/i18n';
import { KeyView, OutcomeTag } from '../../../ui/question/LessonReportContent';
import { StudentQuestion } from '../../../ui/question/StudentQuestion';
import { QueryError } from '../../../ui/QueryError';
import { RichHtml } from '../../../ui/rich/RichHtml';
import { usePractice, usePracticeHistory } from '../api/book';
import { REVIEW_NS } from '../i18n';
import { useSubjectLabel } from '../../../ui/subjects';

/** One set read-only: each item with the answer given, its outcome, the key and the analysis. */
function SetDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation([REVIEW_NS, QUESTION_NS]);
  const query = usePractice(id ?? undefined);
  const set = id === null ? undefined : query.data;
  const title = set ? t('camp.setTitle', { time: formatDateTime(set.createdAt) }) : t('camp.history.title');
  // The drawer's body scrolls and holds nothing that takes the focus (the answers are read-only): it takes the
  // focus itself, so that the keyboard scrolls it (WCAG 2.1.1; axe scrollable-region-focusable).
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const body = content.current?.closest<HTMLElement>('.ant-drawer-body');
    if (!body) return;
    body.tabIndex = 0;
    body.setAttribute('role', 'region');
    body.setAttribute('aria-label', title);
  });
  return (
    <Drawer open={id !== null} onClose={onClose} size="large" title={title} data-testid="camp-set-drawer">
      {query.isError ? (
        <QueryError error={query.error} compact testId="review-error" />
      ) : !set ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={12} ref={content}>
          {set.items.map((item) => (
            <Card key={item.questionId} size="small">
              <Flex vertical gap={8}>
                <Flex gap={8} wrap>
                  <Tag color={item.source === 'new' ? 'purple' : 'blue'}>{t(`camp.source.${item.source}`)}</Tag>
                  {item.result && <OutcomeTag outcome={item.result.outcome} />}
                </Flex>
                <StudentQuestion index={item.number} preview={item.preview} response={item.result?.response} readOnly />
                {item.result && (
                  <>
                    <div>
                      <Typography.Text strong>{t('question:key')}: </Typography.Text>
                      <KeyView item={{ preview: item.preview, key: item.result.key }} />
                    </div>
                    {item.result.analysisHtml && <RichHtml html={item.result.analysisHtml} />}
                  </>
                )}
              </Flex>
            </Card>
          ))}
        </Flex>
      )}
    </Drawer>
  );
}

/** The student's sets, newest first: when, the state, right / answered / questions and the score. */
export function CampHistory() {
  const { t } = useTranslation(REVIEW_NS);
  const subjectLabel = useSubjectLabel();
  const list = useListState({}, { pageSize: 10 });
  const query = usePracticeHistory(list.params);
  const [viewing, setViewing] = useState<number | null>(null);
  const columns: TableColumnsType<PracticeHistoryRow> = [
    { key: 'started', title: t('camp.history.started'), render: (_, r) => formatDateTime(r.createdAt) },
    {
      key: 'scope',
      title: t('camp.history.scope'),
      responsive: ['md'],
      render: (_, r) =>
        r.subject
          ? [subjectLabel(r.subject), ...r.knowledgePoints.map((p) => p.name)].join(' · ')
          : t('camp.wholeBook'),
    },
    {
      key: 'state',
      title: t('camp.history.state'),
      render: (_, r) => (
        <Tag color={r.state === 'finished' ? 'default' : 'processing'}>{t(`camp.states.${r.state}`)}</Tag>
      ),
    },
    {
      key: 'result',
      title: t('camp.history.result'),
      render: (_, r) => `${r.correct} / ${r.answered} / ${r.total}`,
    },
    { key: 'score', title: t('camp.history.score'), align: 'right', render: (_, r) => r.score ?? '—' },
    {
      key: 'view',
      title: t('ui:fields.actions'),
      render: (_, r) => (
        <Button
          type="link"
          size="small"
          onClick={() => setViewing(r.id)}
          aria-label={t('camp.history.viewSet', { time: formatDateTime(r.createdAt) })}
          data-testid="camp-history-view"
        >
          {t('camp.history.view')}
        </Button>
      ),
    },
  ];
  return (
    <Card title={<h2 className="camp-history__title">{t('camp.history.title')}</h2>} data-testid="camp-history">
      <ListTable<PracticeHistoryRow>
        query={query}
        list={list}
        columns={columns}
        rowKey="id"
        emptyText={t('camp.history.empty')}
        scroll={{ x: 560 }}
        errorTestId="review-error"
      />
      <SetDrawer id={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}
