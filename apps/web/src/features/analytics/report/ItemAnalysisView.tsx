import { JZX_ITEM_SORTS, type JzxItem } from '@edu/shared';
import { Flex, Grid, Select, type TableColumnsType, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGradeLabel } from '../../../ui/grades';
import { antdSortOrder } from '../../../ui/list/list-params';
import { ListEmpty } from '../../../ui/list/ListEmpty';
import { ListTable } from '../../../ui/list/ListTable';
import { useListState } from '../../../ui/list/useListState';
import { StemExcerpt } from '../../../ui/rich/RichHtml';
import { exportReport, useJzxItemAnalysis } from '../api';
import { itemFlags } from '../figures';
import { formatCorrelation } from '../heat';
import { ANALYTICS_NS } from '../i18n';
import {
  ChoiceCounts,
  ExportButton,
  FacilityChip,
  FlagTags,
  KnowledgePointTags,
  TypeTag,
  useLocale,
  useFirstPageOn,
} from '../parts';
import { type ReportFilters, viewFilters } from '../report-params';
import { useSubjectLabel } from '../../../ui/subjects';

type Sort = (typeof JZX_ITEM_SORTS)[number];

/**
 * What facility, discrimination and the choice counts mean, above the table: open on wide screens, a line
 * to open on phones (where it would push the table a screen down).
 */
export function ItemHelp() {
  const { t } = useTranslation(ANALYTICS_NS);
  const narrow = Grid.useBreakpoint().sm === false;
  return (
    <details className="jzx-help" open={!narrow} data-testid="jzx-item-help">
      <summary className="jzx-help__title">{t('items.helpTitle')}</summary>
      <ul className="jzx-help__list">
        <li>{t('items.helpFacility')}</li>
        <li>{t('items.helpDiscrimination')}</li>
        <li>{t('items.helpChoices')}</li>
      </ul>
    </details>
  );
}

/** A question as a cell: its stem (typeset through the shared rich-text pipeline), type, subject and grade, knowledge points. */
export function QuestionCell({
  item,
  extra,
}: {
  item: Pick<JzxItem, 'stemText' | 'type' | 'subject' | 'grade' | 'knowledgePoints'>;
  /** more tags beside the type */
  extra?: ReactNode;
}) {
  const gradeLabel = useGradeLabel();
  const subjectLabel = useSubjectLabel();
  return (
    <Flex vertical gap={4} className="jzx-question">
      <StemExcerpt text={item.stemText} className="jzx-stem" />
      <Flex wrap gap={4} align="center">
        <TypeTag type={item.type} />
        <Typography.Text type="secondary">
          {subjectLabel(item.subject)} · {gradeLabel(item.grade)}
        </Typography.Text>
        {extra}
      </Flex>
      <KnowledgePointTags points={item.knowledgePoints} />
    </Flex>
  );
}

/**
 * Item analysis: every question answered in scope, a page at a time, sorted on the server by answers,
 * facility or discrimination; the choices picked (the key marked) and flags for poor items.
 */
export function ItemAnalysisView({ filters }: { filters: ReportFilters }) {
  const { t } = useTranslation(ANALYTICS_NS);
  const screens = Grid.useBreakpoint();
  const locale = useLocale();
  const fixed = viewFilters.items(filters);
  const list = useListState<Record<string, never>>({}, { fixed });
  const query = useJzxItemAnalysis(list.params);

  useFirstPageOn(fixed, list.setPage);

  const sortable = (key: Sort) => ({ key, sorter: true, sortOrder: antdSortOrder(list.state, key) });
  const discrimination = (r: JzxItem) => (
    <span data-testid="jzx-item-discrimination">{formatCorrelation(r.discrimination, locale)}</span>
  );
  const facility = (r: JzxItem) => <FacilityChip facility={r.facility} testId="jzx-item-facility" />;

  const narrow: TableColumnsType<JzxItem> = [
    {
      key: 'question',
      title: t('fields.question'),
      render: (_, r) => (
        <Flex vertical gap={6}>
          <QuestionCell item={r} />
          <Flex wrap gap={12} align="center">
            <span>
              {t('fields.attempts')} {r.attempts}
            </span>
            <span>
              {t('fields.facility')} {facility(r)}
            </span>
            <span>
              {t('fields.discrimination')} {discrimination(r)}
            </span>
          </Flex>
          {r.choices.length > 0 && <ChoiceCounts choices={r.choices} />}
          <FlagTags flags={itemFlags(r)} />
        </Flex>
      ),
    },
  ];
  const columns: TableColumnsType<JzxItem> = [
    { key: 'question', title: t('fields.question'), render: (_, r) => <QuestionCell item={r} /> },
    { ...sortable('attempts'), title: t('fields.attempts'), width: 110, align: 'right', dataIndex: 'attempts' },
    {
      ...sortable('facility'),
      title: t('fields.facility'),
      width: 110,
      align: 'center',
      render: (_, r) => facility(r),
    },
    {
      ...sortable('discrimination'),
      title: t('fields.discrimination'),
      width: 130,
      align: 'right',
      render: (_, r) => discrimination(r),
    },
    { key: 'choices', title: t('fields.choices'), width: 170, render: (_, r) => <ChoiceCounts choices={r.choices} /> },
    { key: 'flags', title: t('fields.flags'), width: 150, render: (_, r) => <FlagTags flags={itemFlags(r)} /> },
  ];

  const sort = list.state.sort as Sort | undefined;
  return (
    <Flex vertical gap={12} data-testid="jzx-items">
      <Flex justify="space-between" align="flex-start" gap={12} wrap>
        <Typography.Paragraph type="secondary" className="jzx-intro">
          {t('items.intro')}
        </Typography.Paragraph>
        <ExportButton
          run={() =>
            exportReport({ view: 'items', ...fixed, ...(sort ? { sort, order: list.state.order ?? 'desc' } : {}) })
          }
        />
      </Flex>
      <ItemHelp />
      {screens.sm === false && (
        // Phones have no column headers to sort by: the same sorts as a choice.
        <Select<string>
          aria-label={t('items.sortBy')}
          className="jzx-sort"
          value={`${sort ?? 'attempts'}:${list.state.order ?? 'desc'}`}
          onChange={(value) => {
            const [key, order] = value.split(':') as [Sort, 'asc' | 'desc'];
            list.setSort(key, order);
          }}
          options={JZX_ITEM_SORTS.flatMap((key) =>
            (['desc', 'asc'] as const).map((order) => ({
              value: `${key}:${order}`,
              label: t(`items.sort.${order}`, { field: t(`fields.${key}`) }),
            })),
          )}
          data-testid="jzx-items-sort"
        />
      )}
      <ListTable<JzxItem>
        query={query}
        list={list}
        columns={screens.sm === false ? narrow : columns}
        rowKey="questionId"
        scroll={screens.sm === false ? {} : { x: 980 }}
        empty={<ListEmpty filtered={false} text={t('items.empty')} />}
        onRow={(r) => ({ 'data-testid': 'jzx-item-row', 'data-question': r.questionId }) as object}
        errorTestId="jzx-error-state"
        data-testid="jzx-items-table"
      />
    </Flex>
  );
}
