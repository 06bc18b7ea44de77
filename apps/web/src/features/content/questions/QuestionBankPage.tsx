import {
  ApartmentOutlined,
  DeleteOutlined,
  DownloadOutlined,
  DownOutlined,
  EditOutlined,
  EyeOutlined,
  ImportOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import type { QuestionRow, QuestionType, Subject } from '@edu/shared';
import {
  Button,
  Card,
  Drawer,
  Dropdown,
  Grid,
  Modal,
  Space,
  Table,
  type TableColumnsType,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import { downloadFile } from '../../../app/upload';
import { useDeleteQuestion, useQuestionList } from '../api/questions';
import { useContentCaller } from '../components/caller';
import { ListEmpty, QueryError, settle } from '../components/common';
import { ListToolbar, SearchBox } from '../../../shell/list/ListToolbar';
import { formatDateTime } from '../components/format';
import { antdSortOrder } from '../../../shell/list/list-params';
import { useListState } from '../../../shell/list/useListState';
import {
  BrandFilter,
  DifficultySelect,
  GradeSelect,
  QuestionTypeSelect,
  SubjectSelect,
  useGradeLabel,
} from '../components/selects';
import '../content.css';
import '../i18n';
import { CONTENT_NS } from '../i18n';
import { Difficulty, QuestionTypeTag } from '../render/QuestionView';
import { StemExcerpt } from '../render/RichHtml';
import { ImportDialog } from './ImportDialog';
import { KnowledgePanel } from './KnowledgePanel';
import { QuestionFormDrawer } from './QuestionFormDrawer';
import { QuestionPreviewDrawer } from './QuestionPreviewDrawer';
import { useListPagination } from '../../../shell/list/pagination';

interface Filters {
  type?: QuestionType;
  subject?: Subject;
  grade?: number;
  difficulty?: number;
  knowledgePointId?: number;
  brandId?: number;
}

type Editing = { id?: number } | null;

/**
 * /topic/index: the question bank. Search and filter (text, type, subject, grade, knowledge point with
 * its descendants, difficulty), server pagination and sorting, a student's-eye preview, create and
 * edit per type, import and export, and the knowledge-point trees. Content managers (admin, brand
 * admin) change it; correction teachers read it.
 */
export default function QuestionBankPage() {
  const { t } = useTranslation(CONTENT_NS);
  const caller = useContentCaller();
  const screens = Grid.useBreakpoint();
  const narrow = !screens.lg;
  const gradeLabel = useGradeLabel();
  const list = useListState<Filters>({});
  const query = useQuestionList(list.params);
  const pager = useListPagination({ page: list.state.page, pageSize: list.state.pageSize, data: query.data });
  const remove = useDeleteQuestion();
  const [treeSubject, setTreeSubject] = useState<Subject>('math');
  const [treeOpen, setTreeOpen] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [previewing, setPreviewing] = useState<number | undefined>();
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [modal, modalContext] = Modal.useModal();
  const f = list.state.filters;

  const confirmDelete = (q: QuestionRow) => {
    void modal.confirm({
      title: t('question.deleteTitle'),
      content: (
        <>
          <Typography.Paragraph ellipsis={{ rows: 3 }}>{q.stemText}</Typography.Paragraph>
          {t('question.deleteBody')}
        </>
      ),
      okText: t('common.delete'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' },
      cancelText: t('common.cancel'),
      onOk: settle(async () => {
        await remove.mutateAsync(q.id);
        void toastSuccess(t('question.deleted'));
      }),
    });
  };

  const exportAs = async (format: 'json' | 'xlsx') => {
    setExporting(true);
    try {
      const { page: _p, pageSize: _s, sort: _o, order: _d, ...filters } = list.params;
      await downloadFile({
        url: '/openapi/topic/exportQuestions',
        params: { ...filters, format },
        fallbackName: `questions.${format}`,
      });
    } catch {
      // shown by the client
    } finally {
      setExporting(false);
    }
  };

  const selectPoint = (id: number | undefined) => {
    list.setFilters({ knowledgePointId: id, ...(id !== undefined ? { subject: treeSubject } : {}) });
    if (narrow) setTreeOpen(false);
  };
  const changeTreeSubject = (subject: Subject) => {
    setTreeSubject(subject);
    list.setFilters({ knowledgePointId: undefined, ...(f.subject ? { subject } : {}) });
  };

  const columns: TableColumnsType<QuestionRow> = [
    {
      key: 'stem',
      title: t('fields.stem'),
      width: narrow ? 260 : 380,
      render: (_, q) => (
        <button
          type="button"
          onClick={() => setPreviewing(q.id)}
          className="qb-stem"
          data-testid="question-stem-link"
          title={q.stemText}
        >
          <StemExcerpt text={q.stemText || '—'} />
        </button>
      ),
    },
    { key: 'type', title: t('fields.type'), width: 110, render: (_, q) => <QuestionTypeTag type={q.type} /> },
    {
      key: 'grade',
      title: t('question.subjectGrade'),
      width: 150,
      sorter: true,
      sortOrder: antdSortOrder(list.state, 'grade'),
      render: (_, q) => `${t(`subject.${q.subject}`)} · ${gradeLabel(q.grade)}`,
    },
    {
      key: 'difficulty',
      title: t('fields.difficulty'),
      width: 130,
      sorter: true,
      sortOrder: antdSortOrder(list.state, 'difficulty'),
      render: (_, q) => <Difficulty value={q.difficulty} />,
    },
    {
      key: 'knowledgePoints',
      title: t('fields.knowledgePoints'),
      width: 200,
      render: (_, q) =>
        q.knowledgePoints.length === 0 ? (
          '—'
        ) : (
          <Space size={[0, 4]} wrap>
            {q.knowledgePoints.slice(0, 2).map((k) => (
              <Tag key={k.id} className="qb-kp">
                {k.name}
              </Tag>
            ))}
            {q.knowledgePoints.length > 2 && (
              <Tooltip
                title={q.knowledgePoints
                  .slice(2)
                  .map((k) => k.name)
                  .join('、')}
              >
                <Tag>+{q.knowledgePoints.length - 2}</Tag>
              </Tooltip>
            )}
          </Space>
        ),
    },
    {
      key: 'lessons',
      title: t('question.usedIn'),
      width: 90,
      align: 'right',
      render: (_, q) => q.lessonCount,
    },
    {
      key: 'owner',
      title: t('fields.owner'),
      width: 130,
      ellipsis: true,
      render: (_, q) => q.brandName ?? <Tag color="gold">{t('owner.platform')}</Tag>,
    },
    {
      key: 'updatedAt',
      title: t('common.updatedAt'),
      width: 150,
      sorter: true,
      sortOrder: antdSortOrder(list.state, 'updatedAt'),
      render: (_, q) => formatDateTime(q.updatedAt),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      fixed: narrow ? undefined : 'right',
      width: caller.isManager ? 150 : 90,
      render: (_, q) => (
        <Space size={0}>
          <Tooltip title={t('question.preview')}>
            <Button
              type="link"
              size="small"
              icon={<EyeOutlined />}
              onClick={() => setPreviewing(q.id)}
              aria-label={t('question.preview')}
              data-testid="question-action-preview"
            />
          </Tooltip>
          {caller.isManager && q.editable && (
            <>
              <Tooltip title={t('common.edit')}>
                <Button
                  type="link"
                  size="small"
                  icon={<EditOutlined />}
                  onClick={() => setEditing({ id: q.id })}
                  aria-label={t('common.edit')}
                  data-testid="question-action-edit"
                />
              </Tooltip>
              <Tooltip title={q.lessonCount > 0 ? t('question.inUse', { count: q.lessonCount }) : t('common.delete')}>
                <Button
                  type="link"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  disabled={q.lessonCount > 0}
                  onClick={() => confirmDelete(q)}
                  aria-label={t('common.delete')}
                  data-testid="question-action-delete"
                />
              </Tooltip>
            </>
          )}
        </Space>
      ),
    },
  ];

  const panel = (
    <KnowledgePanel
      subject={treeSubject}
      onSubjectChange={changeTreeSubject}
      selected={f.knowledgePointId}
      onSelect={selectPoint}
      brandId={caller.isAdmin ? f.brandId : undefined}
    />
  );

  return (
    <div className="qb-page" data-testid="question-bank">
      {modalContext}
      {!narrow && <Card className="ct-card qb-side">{panel}</Card>}
      <Card className="ct-card ct-list qb-main">
        <ListToolbar
          filters={
            <>
              <SearchBox
                value={list.state.keyword}
                onSearch={list.setKeyword}
                placeholder={t('question.searchPlaceholder')}
              />
              <QuestionTypeSelect
                allowClear
                value={f.type}
                onChange={(v) => list.setFilters({ type: v as QuestionType })}
                className="list-toolbar__select"
                data-testid="filter-type"
              />
              <SubjectSelect
                allowClear
                value={f.subject}
                onChange={(v) => {
                  list.setFilters({ subject: v as Subject | undefined, knowledgePointId: undefined });
                  if (v) setTreeSubject(v as Subject);
                }}
                className="list-toolbar__select"
                data-testid="filter-subject"
              />
              <GradeSelect
                allowClear
                value={f.grade}
                onChange={(v) => list.setFilters({ grade: v })}
                className="list-toolbar__select"
                data-testid="filter-grade"
              />
              <DifficultySelect
                allowClear
                value={f.difficulty}
                onChange={(v) => list.setFilters({ difficulty: v })}
                className="list-toolbar__select"
                data-testid="filter-difficulty"
              />
              {caller.isAdmin && (
                <BrandFilter
                  value={f.brandId}
                  onChange={(v) => list.setFilters({ brandId: v, knowledgePointId: undefined })}
                  className="list-toolbar__select list-toolbar__select--wide"
                />
              )}
              {narrow && (
                <Button icon={<ApartmentOutlined />} onClick={() => setTreeOpen(true)} data-testid="open-knowledge">
                  {t('knowledge.title')}
                </Button>
              )}
              {f.knowledgePointId !== undefined && (
                <Tag
                  closable
                  color="blue"
                  onClose={() => list.setFilters({ knowledgePointId: undefined })}
                  data-testid="kp-filter-tag"
                >
                  {t('knowledge.filtering')}
                </Tag>
              )}
            </>
          }
          actions={
            <>
              <Dropdown
                trigger={['click']}
                menu={{
                  items: [
                    { key: 'json', label: t('export.json') },
                    { key: 'xlsx', label: t('export.xlsx') },
                  ],
                  onClick: ({ key }) => void exportAs(key as 'json' | 'xlsx'),
                }}
              >
                <Button icon={<DownloadOutlined />} loading={exporting} data-testid="export-questions">
                  {t('export.button')} <DownOutlined />
                </Button>
              </Dropdown>
              {caller.isManager && (
                <>
                  <Button icon={<ImportOutlined />} onClick={() => setImporting(true)} data-testid="import-questions">
                    {t('import.button')}
                  </Button>
                  <Button
                    type="primary"
                    icon={<PlusOutlined />}
                    onClick={() => setEditing({})}
                    data-testid="create-question"
                  >
                    {t('question.create')}
                  </Button>
                </>
              )}
            </>
          }
        />
        {query.isError && !query.data ? (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <Table<QuestionRow>
            rowKey="id"
            columns={columns}
            dataSource={query.data?.list ?? []}
            loading={query.isFetching}
            scroll={{ x: 1530 }}
            onChange={list.onTableChange}
            data-testid="question-table"
            locale={{
              emptyText: query.isLoading ? (
                ' '
              ) : (
                <ListEmpty filtered={list.filtered} onClear={() => list.reset({})} text={t('question.none')} />
              ),
            }}
            pagination={{
              ...pager,
              size: narrow ? 'small' : undefined,
            }}
          />
        )}
      </Card>
      {narrow && (
        <Drawer
          open={treeOpen}
          onClose={() => setTreeOpen(false)}
          placement="left"
          size={320}
          title={t('knowledge.title')}
        >
          {panel}
        </Drawer>
      )}
      <QuestionFormDrawer
        open={editing !== null}
        questionId={editing?.id}
        defaults={{ subject: f.subject ?? treeSubject, grade: f.grade, type: f.type }}
        onClose={() => setEditing(null)}
      />
      <QuestionPreviewDrawer
        questionId={previewing}
        onClose={() => setPreviewing(undefined)}
        onEdit={(id) => {
          setPreviewing(undefined);
          setEditing({ id });
        }}
      />
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
    </div>
  );
}
