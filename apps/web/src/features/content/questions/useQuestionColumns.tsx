import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import type { QuestionRow } from '@edu/shared';
import { Button, Space, type TableColumnsType, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../ui/format';
import { useGradeLabel } from '../../../ui/grades';
import { antdSortOrder, type ListState } from '../../../ui/list/list-params';
import { CONTENT_NS } from '../i18n';
import { Difficulty, QuestionTypeTag } from '../render/QuestionView';
import { StemExcerpt } from '../../../ui/rich/RichHtml';
import { useSubjectLabel } from '../../../ui/subjects';

/**
 * The columns of the question bank's table: the stem (opens the preview), type, subject and grade,
 * difficulty, knowledge points, use in lessons, owner, last change and the actions (edit and delete for
 * content managers, on the questions they may change).
 */
export function useQuestionColumns({
  sorted,
  narrow,
  manager,
  onPreview,
  onEdit,
  onDelete,
}: {
  /** the list's sort */
  sorted: Pick<ListState, 'sort' | 'order'>;
  narrow: boolean;
  /** the caller manages the bank (the server still says which rows are `editable`) */
  manager: boolean;
  onPreview: (id: number) => void;
  onEdit: (id: number) => void;
  onDelete: (q: QuestionRow) => void;
}): TableColumnsType<QuestionRow> {
  const { t } = useTranslation(CONTENT_NS);
  const gradeLabel = useGradeLabel();
  const subjectLabel = useSubjectLabel();
  return [
    {
      key: 'stem',
      title: t('fields.stem'),
      width: narrow ? 260 : 380,
      render: (_, q) => (
        <button
          type="button"
          onClick={() => onPreview(q.id)}
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
      sortOrder: antdSortOrder(sorted, 'grade'),
      render: (_, q) => `${subjectLabel(q.subject)} · ${gradeLabel(q.grade)}`,
    },
    {
      key: 'difficulty',
      title: t('fields.difficulty'),
      width: 130,
      sorter: true,
      sortOrder: antdSortOrder(sorted, 'difficulty'),
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
      render: (_, q) => (
        <>
          {q.brandName ?? <Tag color="gold">{t('owner.platform')}</Tag>}
          {q.provenance && (
            <Tag color="purple" className="qb-ai-tag" data-testid="question-ai-tag">
              {q.provenance.kind === 'provider' ? 'AI' : t('ai.variantOf', { id: q.provenance.variantOf })}
            </Tag>
          )}
        </>
      ),
    },
    {
      key: 'updatedAt',
      title: t('common.updatedAt'),
      width: 150,
      sorter: true,
      sortOrder: antdSortOrder(sorted, 'updatedAt'),
      render: (_, q) => formatDateTime(q.updatedAt),
    },
    {
      key: 'actions',
      title: t('ui:fields.actions'),
      fixed: narrow ? undefined : 'right',
      width: manager ? 150 : 90,
      render: (_, q) => (
        <Space size={0}>
          <Tooltip title={t('question.preview')}>
            <Button
              type="link"
              size="small"
              icon={<EyeOutlined />}
              onClick={() => onPreview(q.id)}
              aria-label={t('question.preview')}
              data-testid="question-action-preview"
            />
          </Tooltip>
          {manager && q.editable && (
            <>
              <Tooltip title={t('ui:actions.edit')}>
                <Button
                  type="link"
                  size="small"
                  icon={<EditOutlined />}
                  onClick={() => onEdit(q.id)}
                  aria-label={t('ui:actions.edit')}
                  data-testid="question-action-edit"
                />
              </Tooltip>
              <Tooltip
                title={q.lessonCount > 0 ? t('question.inUse', { count: q.lessonCount }) : t('ui:actions.delete')}
              >
                <Button
                  type="link"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  disabled={q.lessonCount > 0}
                  onClick={() => onDelete(q)}
                  aria-label={t('ui:actions.delete')}
                  data-testid="question-action-delete"
                />
              </Tooltip>
            </>
          )}
        </Space>
      ),
    },
  ];
}
