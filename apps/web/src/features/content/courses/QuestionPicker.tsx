import type { QuestionRow, Subject } from '@edu/shared';
import { EXERCISES_MAX } from '@edu/shared';
import { Button, Grid, Modal, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../ui/list/ListTable';
import { ListSearch } from '../../../ui/list/ListToolbar';
import { useListState } from '../../../ui/list/useListState';
import { useQuestionList } from '../api/questions';
import { KnowledgePointSelect } from '../components/selects';
import { CONTENT_NS } from '../i18n';
import { QuestionFilterFields, type QuestionFilters } from '../questions/QuestionFilterFields';
import { QuestionPreviewDrawer } from '../questions/QuestionPreviewDrawer';
import { Difficulty, QuestionTypeTag } from '../render/QuestionView';
import { StemExcerpt } from '../../../ui/rich/RichHtml';

/**
 * Picks questions from the bank (with the bank's search and filters) to attach to a lesson. Questions
 * already attached are shown ticked and cannot be picked twice; the new ones are added after them.
 */
export function QuestionPicker({
  open,
  attached,
  defaults,
  onOk,
  onCancel,
  saving,
}: {
  open: boolean;
  attached: readonly number[];
  defaults: { subject?: Subject; grade?: number };
  onOk: (questionIds: number[]) => void;
  onCancel: () => void;
  saving?: boolean;
}) {
  const { t } = useTranslation(CONTENT_NS);
  const screens = Grid.useBreakpoint();
  const list = useListState<QuestionFilters>({ subject: defaults.subject }, { pageSize: 10 });
  const query = useQuestionList(list.params, open);
  const [picked, setPicked] = useState<number[]>([]);
  const [previewing, setPreviewing] = useState<number | undefined>();
  const f = list.state.filters;
  const room = EXERCISES_MAX - attached.length;

  useEffect(() => {
    if (open) setPicked([]);
  }, [open]);

  const columns: TableColumnsType<QuestionRow> = [
    {
      key: 'stem',
      title: t('fields.stem'),
      render: (_, q) => (
        <button type="button" onClick={() => setPreviewing(q.id)} className="qb-stem" title={q.stemText}>
          <StemExcerpt text={q.stemText} />
        </button>
      ),
    },
    { key: 'type', title: t('fields.type'), width: 100, render: (_, q) => <QuestionTypeTag type={q.type} /> },
    {
      key: 'difficulty',
      title: t('fields.difficulty'),
      width: 120,
      render: (_, q) => <Difficulty value={q.difficulty} />,
    },
    {
      key: 'kp',
      title: t('fields.knowledgePoints'),
      width: 170,
      render: (_, q) => q.knowledgePoints.slice(0, 2).map((k) => <Tag key={k.id}>{k.name}</Tag>),
    },
  ];

  return (
    <Modal
      open={open}
      title={t('exercises.pickTitle')}
      onCancel={onCancel}
      width={screens.md ? 1000 : '100%'}
      destroyOnHidden
      data-testid="question-picker"
      footer={
        <Space wrap>
          <Typography.Text type={picked.length > room ? 'danger' : 'secondary'}>
            {t('exercises.picked', { count: picked.length, max: room })}
          </Typography.Text>
          <Button onClick={onCancel}>{t('common:cancel')}</Button>
          <Button
            type="primary"
            disabled={picked.length === 0 || picked.length > room}
            loading={saving}
            onClick={() => onOk(picked)}
            data-testid="picker-ok"
          >
            {t('exercises.add', { count: picked.length })}
          </Button>
        </Space>
      }
    >
      <Space wrap className="picker-filters">
        <ListSearch list={list} placeholder={t('question.searchPlaceholder')} testId="picker-search" />
        <QuestionFilterFields filters={f} onFilters={list.setFilters} />
        <KnowledgePointSelect
          subject={f.subject}
          value={f.knowledgePointId}
          onChange={(v) => list.setFilters({ knowledgePointId: typeof v === 'number' ? v : undefined })}
          className="list-toolbar__select list-toolbar__select--wide"
        />
      </Space>
      <ListTable<QuestionRow>
        query={query}
        list={list}
        size="small"
        columns={columns}
        scroll={{ x: 700 }}
        data-testid="picker-table"
        rowSelection={{
          preserveSelectedRowKeys: true,
          selectedRowKeys: [...attached, ...picked],
          getCheckboxProps: (q) => ({ disabled: attached.includes(q.id) }),
          onChange: (keys) => setPicked(keys.map(Number).filter((id) => !attached.includes(id))),
        }}
        emptyText={t('question.none')}
        errorTestId="content-error"
        pagination={{ size: 'small' }}
      />
      <QuestionPreviewDrawer questionId={previewing} onClose={() => setPreviewing(undefined)} />
    </Modal>
  );
}
