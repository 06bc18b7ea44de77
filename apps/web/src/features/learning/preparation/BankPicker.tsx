import { EXERCISES_MAX, QUESTION_TYPES, type PrepQuestion, type QuestionRow, type QuestionType } from '@edu/shared';
import { Button, Grid, Modal, Select, Space, type TableColumnsType, Typography } from 'antd';
import { type Key, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGradeLabel } from '../../../ui/grades';
import { ListTable } from '../../../ui/list/ListTable';
import { ListSearch } from '../../../ui/list/ListToolbar';
import { useListState } from '../../../ui/list/useListState';
import { StemExcerpt } from '../../../ui/rich/RichHtml';
import { LEARNING_NS } from '../i18n';
import { useBankQuestions } from './api';
import { QuestionTypeTag } from './prep-ui';

interface Filters {
  type?: QuestionType;
  grade?: number;
}

/**
 * Picks exercises from the question bank the teacher may read (the bank's search: stem words, type,
 * grade; paged on the server). Questions already chosen show ticked and cannot be picked twice; the
 * picked ones are added after them.
 */
export function BankPicker({
  open,
  chosen,
  grade,
  lessonIds,
  onAdd,
  onClose,
}: {
  open: boolean;
  chosen: readonly number[];
  /** the class's grade: the first filter */
  grade: number;
  /** the lesson's own exercises (a question picked here that is one of them is marked so) */
  lessonIds: ReadonlySet<number>;
  onAdd: (questions: PrepQuestion[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(LEARNING_NS);
  const gradeLabel = useGradeLabel();
  const screens = Grid.useBreakpoint();
  const list = useListState<Filters>({ grade }, { pageSize: 10 });
  const query = useBankQuestions(list.params, open);
  const [picked, setPicked] = useState<Map<number, QuestionRow>>(new Map());
  const room = EXERCISES_MAX - chosen.length;

  useEffect(() => {
    if (open) setPicked(new Map());
  }, [open]);

  const onSelect = (keys: Key[], rows: (QuestionRow | undefined)[]) => {
    setPicked((before) => {
      const known = new Map(before);
      for (const r of rows) if (r) known.set(r.id, r);
      const next = new Map<number, QuestionRow>();
      for (const key of keys) {
        const id = Number(key);
        const row = known.get(id);
        if (row && !chosen.includes(id)) next.set(id, row);
      }
      return next;
    });
  };

  const columns: TableColumnsType<QuestionRow> = [
    {
      key: 'stem',
      title: t('prepare.stem'),
      render: (_, q) => <StemExcerpt text={q.stemText} />,
    },
    {
      key: 'type',
      title: t('prepare.pickType'),
      width: 120,
      responsive: ['sm'],
      render: (_, q) => <QuestionTypeTag type={q.type} />,
    },
    {
      key: 'difficulty',
      title: t('prepare.difficultyLabel'),
      width: 110,
      responsive: ['md'],
      render: (_, q) => q.difficulty,
    },
    {
      key: 'grade',
      title: t('ui:fields.grade'),
      width: 110,
      responsive: ['md'],
      render: (_, q) => gradeLabel(q.grade),
    },
  ];

  return (
    <Modal
      open={open}
      title={t('prepare.pickTitle')}
      onCancel={onClose}
      width={screens.md ? 960 : '100%'}
      destroyOnHidden
      data-testid="prep-bank-picker"
      footer={
        <Space wrap>
          <Typography.Text type={picked.size > room ? 'danger' : 'secondary'}>
            {t('prepare.pickRoom', { count: picked.size, room })}
          </Typography.Text>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button
            type="primary"
            disabled={picked.size === 0 || picked.size > room}
            onClick={() => {
              onAdd(
                [...picked.values()].map((q) => ({
                  id: q.id,
                  type: q.type,
                  difficulty: q.difficulty,
                  stemText: q.stemText,
                  inLesson: lessonIds.has(q.id),
                })),
              );
              onClose();
            }}
            data-testid="prep-bank-add"
          >
            {t('prepare.pickAdd', { count: picked.size })}
          </Button>
        </Space>
      }
    >
      <Space wrap className="prep-picker__filters">
        <ListSearch list={list} placeholder={t('prepare.pickSearch')} testId="prep-bank-search" />
        <Select<QuestionType>
          allowClear
          aria-label={t('prepare.pickType')}
          placeholder={t('prepare.pickType')}
          className="prep-picker__select"
          value={list.state.filters.type}
          onChange={(type) => list.setFilters({ type })}
          options={QUESTION_TYPES.map((type) => ({ value: type, label: t(`prepare.types.${type}`) }))}
        />
        <Select<number>
          allowClear
          aria-label={t('ui:fields.grade')}
          placeholder={t('ui:fields.grade')}
          className="prep-picker__select"
          value={list.state.filters.grade}
          onChange={(g) => list.setFilters({ grade: g })}
          options={Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: gradeLabel(i + 1) }))}
        />
      </Space>
      <ListTable<QuestionRow>
        query={query}
        list={list}
        compact
        columns={columns}
        // Narrow screens: the stem takes the width (the other columns hide), no sideways scrolling.
        scroll={screens.md ? { x: 640 } : {}}
        data-testid="prep-bank-table"
        rowSelection={{
          preserveSelectedRowKeys: true,
          selectedRowKeys: [...chosen, ...picked.keys()],
          getCheckboxProps: (q) => ({ disabled: chosen.includes(q.id), 'aria-label': q.stemText.slice(0, 80) }),
          onChange: onSelect,
        }}
        emptyText={t('prepare.pickNone')}
        errorTestId="learning-error"
        pagination={{ size: 'small' }}
      />
    </Modal>
  );
}
