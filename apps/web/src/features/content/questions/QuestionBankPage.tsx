import { ApartmentOutlined, DownloadOutlined, DownOutlined, ImportOutlined, PlusOutlined } from '@ant-design/icons';
import type { QuestionRow, Subject } from '@edu/shared';
import { mayCall } from '@edu/shared/api/endpoint';
import { Button, Card, Drawer, Dropdown, Grid, Modal, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routes, saveBlob } from '../../../app/api';
import { toastSuccess } from '../../../app/feedback';
import { callerManagesContent, useCaller } from '../../../ui/access';
import { settle } from '../../../ui/confirm';
import { ListTable } from '../../../ui/list/ListTable';
import { ListToolbar, ListSearch } from '../../../ui/list/ListToolbar';
import { useListState } from '../../../ui/list/useListState';
import { exportQuestions, useDeleteQuestion, useQuestionList } from '../api/questions';
import { BrandFilter } from '../components/selects';
import '../content.css';
import '../i18n';
import { CONTENT_NS } from '../i18n';
import { ImportDialog } from './ImportDialog';
import { KnowledgePanel } from './KnowledgePanel';
import { QuestionFilterFields, type QuestionFilters } from './QuestionFilterFields';
import { QuestionFormDrawer } from './QuestionFormDrawer';
import { QuestionPreviewDrawer } from './QuestionPreviewDrawer';
import { useQuestionColumns } from './useQuestionColumns';

interface Filters extends QuestionFilters {
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
  const caller = useCaller();
  const manager = mayCall(routes.content.saveQuestion, caller.roles);
  const platformManager = callerManagesContent(caller, null);
  const screens = Grid.useBreakpoint();
  const narrow = !screens.lg;
  const list = useListState<Filters>({});
  const query = useQuestionList(list.params);
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
      okText: t('ui:actions.delete'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' },
      cancelText: t('common:cancel'),
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
      const file = await exportQuestions(filters, format);
      saveBlob(file.blob, file.fileName);
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

  const columns = useQuestionColumns({
    sorted: list.state,
    narrow,
    manager,
    onPreview: setPreviewing,
    onEdit: (id) => setEditing({ id }),
    onDelete: confirmDelete,
  });

  const panel = (
    <KnowledgePanel
      subject={treeSubject}
      onSubjectChange={changeTreeSubject}
      selected={f.knowledgePointId}
      onSelect={selectPoint}
      brandId={platformManager ? f.brandId : undefined}
    />
  );

  return (
    <div className="ct-sided" data-testid="question-bank">
      {modalContext}
      {!narrow && <Card className="ct-card qb-side">{panel}</Card>}
      <Card className="ct-card ct-list qb-main">
        <ListToolbar
          filters={
            <>
              <ListSearch list={list} placeholder={t('question.searchPlaceholder')} />
              <QuestionFilterFields
                filters={f}
                onFilters={(change) => {
                  list.setFilters(change);
                  if (change.subject) setTreeSubject(change.subject);
                }}
              />
              {platformManager && (
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
                  {t('ui:actions.export')} <DownOutlined />
                </Button>
              </Dropdown>
              {manager && (
                <>
                  <Button icon={<ImportOutlined />} onClick={() => setImporting(true)} data-testid="import-questions">
                    {t('ui:actions.import')}
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
        <ListTable<QuestionRow>
          query={query}
          list={list}
          columns={columns}
          scroll={{ x: 1530 }}
          data-testid="question-table"
          emptyText={t('question.none')}
          errorTestId="content-error"
          pagination={{ size: narrow ? 'small' : undefined }}
        />
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
