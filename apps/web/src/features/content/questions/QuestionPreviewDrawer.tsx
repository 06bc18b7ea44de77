import { CopyOutlined, EditOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { mayCall } from '@edu/shared/api/endpoint';
import { Button, Descriptions, Drawer, Grid, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../app/api';
import { useCaller } from '../../../ui/access';
import { formatDateTime } from '../../../ui/format';
import { useGradeLabel } from '../../../ui/grades';
import { QueryError } from '../../../ui/QueryError';
import { useQuestionDetail } from '../api/questions';
import { useMakeVariants } from '../api/ai-questions';
import { toastSuccess } from '../../../app/feedback';
import { CONTENT_NS } from '../i18n';
import { AnswerView, QuestionView } from '../render/QuestionView';
import { useSubjectLabel } from '../../../ui/subjects';

/** A question as a student sees it, then (for staff) its answer, analysis and where it is filed. */
export function QuestionPreviewDrawer({
  questionId,
  onClose,
  onEdit,
}: {
  questionId: number | undefined;
  onClose: () => void;
  onEdit?: (id: number) => void;
}) {
  const { t } = useTranslation(CONTENT_NS);
  const screens = Grid.useBreakpoint();
  const caller = useCaller();
  const manager = mayCall(routes.content.saveQuestion, caller.roles);
  const gradeLabel = useGradeLabel();
  const subjectLabel = useSubjectLabel();
  const detail = useQuestionDetail(questionId);
  const q = detail.data;
  const variants = useMakeVariants();
  const navigate = useNavigate();
  const makeVariants = async (id: number) => {
    try {
      const made = await variants.mutateAsync(id);
      void toastSuccess(t('ai.variantsMade', { count: made.created }));
      void navigate('/topic/aiQuestions');
    } catch {
      // the request client showed the server's message
    }
  };
  return (
    <Drawer
      open={questionId !== undefined}
      onClose={onClose}
      size={screens.md ? 720 : '100%'}
      title={t('question.previewTitle')}
      destroyOnHidden
      data-testid="question-preview"
      extra={
        q && manager ? (
          <Space>
            <Button
              icon={<CopyOutlined />}
              loading={variants.isPending}
              onClick={() => void makeVariants(q.id)}
              data-testid="make-variants"
            >
              {t('ai.makeVariants')}
            </Button>
            {q.editable && onEdit && (
              <Button icon={<EditOutlined />} onClick={() => onEdit(q.id)}>
                {t('ui:actions.edit')}
              </Button>
            )}
          </Space>
        ) : null
      }
    >
      {detail.isError ? (
        <QueryError testId="content-error" error={detail.error} onRetry={() => void detail.refetch()} />
      ) : !q ? (
        <Skeleton active />
      ) : (
        <Space direction="vertical" size={16} className="ct-fill">
          <div className="qp-student">
            <Typography.Text type="secondary" className="qp-student__label">
              {t('question.studentView')}
            </Typography.Text>
            <QuestionView preview={q.preview} />
          </div>
          <AnswerView data={q} />
          <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
            <Descriptions.Item label={t('fields.subject')}>{subjectLabel(q.subject)}</Descriptions.Item>
            <Descriptions.Item label={t('ui:fields.grade')}>{gradeLabel(q.grade)}</Descriptions.Item>
            <Descriptions.Item label={t('fields.knowledgePoints')} span={2}>
              {q.knowledgePoints.length === 0 ? '—' : q.knowledgePoints.map((k) => <Tag key={k.id}>{k.name}</Tag>)}
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.owner')}>{q.brandName ?? t('owner.platform')}</Descriptions.Item>
            {q.provenance && (
              <Descriptions.Item label={t('ai.provenance')}>
                <Tag color="purple" data-testid="question-provenance">
                  {q.provenance.kind === 'provider'
                    ? t('ai.fromProvider', { model: q.provenance.model, host: q.provenance.host })
                    : t('ai.variantOf', { id: q.provenance.variantOf })}
                </Tag>
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('question.usedIn')}>
              {t('question.lessonCount', { count: q.lessonCount })}
            </Descriptions.Item>
            <Descriptions.Item label={t('common.updatedAt')}>{formatDateTime(q.updatedAt)}</Descriptions.Item>
            <Descriptions.Item label={t('ui:fields.createdAt')}>{formatDateTime(q.createdAt)}</Descriptions.Item>
          </Descriptions>
        </Space>
      )}
    </Drawer>
  );
}
