import type { QuestionDetail, QuestionFields, QuestionType, Subject } from '@edu/shared';
import { Alert, Button, Drawer, Grid, Segmented, Space, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../app/app-store';
import { confirmDialog, toastSuccess } from '../../../app/feedback';
import { callerManagesContent, useCaller } from '../../../ui/access';
import { QueryError } from '../../../ui/QueryError';
import { type QuestionSave, useQuestionDetail, useSaveQuestion } from '../api/questions';
import { useUploadsInFlight } from '../editor/useUploadsInFlight';
import { CONTENT_NS } from '../i18n';
import { QuestionDraftPreview } from './QuestionDraftPreview';
import { QuestionForm } from './QuestionForm';
import { draftFromFields, validateDraft } from './question-form';
import { useQuestionDraft } from './useQuestionDraft';

interface Props {
  open: boolean;
  /** the question to change; absent: a new one */
  questionId?: number;
  defaults?: { subject?: Subject; grade?: number; type?: QuestionType };
  onClose: () => void;
  onSaved?: (q: QuestionDetail) => void;
  /**
   * Review mode (AI question creation): the form opens with these fields, and its checked fields go to
   * `onSubmit` (accept) instead of saveQuestion.
   */
  review?: { fields: QuestionFields; onSubmit: (fields: QuestionFields) => Promise<void> };
}

/**
 * Create or change a question: type, subject, grade, difficulty, knowledge points, the stem, options,
 * answer and analysis (all rich text with formulas), and beside it the question as a student will see
 * it, updated as you type. Checked type by type with the server's own schema before it is sent.
 */
export function QuestionFormDrawer({ open, questionId, defaults, onClose, onSaved, review }: Props) {
  const { t } = useTranslation(CONTENT_NS);
  const language = useAppStore((s) => s.language);
  const caller = useCaller();
  // A reviewed question keeps the owner it was generated for.
  const platformManager = callerManagesContent(caller, null) && !review;
  const screens = Grid.useBreakpoint();
  const narrow = !screens.lg;
  const detail = useQuestionDetail(open ? questionId : undefined);
  const save = useSaveQuestion();
  const { uploading, onUploadingChange } = useUploadsInFlight();
  const { draft, setDraft, update, changed, tried, setTried, pane, setPane } = useQuestionDraft({
    open,
    questionId,
    defaults,
    detail: detail.data,
    platformManager,
    initial: useMemo(() => (review ? draftFromFields(review.fields) : undefined), [review]),
  });

  /** Closes at once when nothing would be lost; otherwise asks first (typed changes, pictures uploading). */
  const requestClose = async () => {
    if (!uploading && !changed()) {
      onClose();
      return;
    }
    const discard = await confirmDialog({
      title: t('lesson.discardTitle'),
      content: t('question.discardBody'),
      okText: t('lesson.discard'),
      cancelText: t('common:cancel'),
    });
    if (discard) onClose();
  };

  const validation = useMemo(() => validateDraft(draft, language), [draft, language]);
  const errors = tried ? validation.errors : {};

  const [submitting, setSubmitting] = useState(false);
  const submit = async () => {
    if (uploading || submitting) return;
    setTried(true);
    if (!validation.ok || !validation.fields) return;
    if (review) {
      setSubmitting(true);
      try {
        await review.onSubmit(validation.fields);
        onClose();
      } catch {
        // the request client showed the server's message
      } finally {
        setSubmitting(false);
      }
      return;
    }
    const body: QuestionSave = { ...validation.fields, id: draft.id };
    if (draft.id === undefined && platformManager) body.brandId = draft.owner ? draft.owner : null;
    try {
      const saved = await save.mutateAsync(body);
      void toastSuccess(draft.id === undefined ? t('question.created') : t('question.saved'));
      onSaved?.(saved);
      onClose();
    } catch {
      // the request client showed the server's message
    }
  };

  const loading = questionId !== undefined && (detail.isLoading || (detail.data && draft.id !== questionId));
  const errorCount = Object.keys(validation.errors).length;

  const editing = { draft, setDraft, update, errors, onUploadingChange };
  const form = <QuestionForm editing={editing} narrow={narrow} platformManager={platformManager} />;
  const previewPane = <QuestionDraftPreview draft={draft} />;

  return (
    <Drawer
      open={open}
      onClose={() => void requestClose()}
      title={
        review ? t('ai.editTitle') : questionId === undefined ? t('question.createTitle') : t('question.editTitle')
      }
      size={narrow ? '100%' : 1180}
      destroyOnHidden
      mask={{ closable: false }}
      data-testid="question-form"
      className="qf-drawer"
      footer={
        <Space className="qf-footer">
          {tried && errorCount > 0 && (
            <Typography.Text type="danger" data-testid="qf-error-count">
              {t('question.fixErrors', { count: errorCount })}
            </Typography.Text>
          )}
          {uploading && (
            <Typography.Text type="secondary" data-testid="qf-uploading">
              {t('editor.image.waiting')}
            </Typography.Text>
          )}
          <Button onClick={() => void requestClose()} data-testid="qf-cancel">
            {t('common:cancel')}
          </Button>
          <Button
            type="primary"
            loading={save.isPending || submitting}
            disabled={uploading}
            onClick={() => void submit()}
            data-testid="qf-submit"
          >
            {review ? t('ai.acceptEdited') : t('ui:actions.save')}
          </Button>
        </Space>
      }
    >
      {questionId !== undefined && detail.isError ? (
        <QueryError testId="content-error" error={detail.error} onRetry={() => void detail.refetch()} />
      ) : loading ? (
        <Spin className="ct-center-spin" />
      ) : narrow ? (
        <>
          <Segmented<'edit' | 'preview'>
            block
            value={pane}
            onChange={setPane}
            options={[
              { value: 'edit', label: t('ui:actions.edit') },
              { value: 'preview', label: t('question.studentView') },
            ]}
            className="qf-pane-switch"
          />
          {/* The form stays mounted behind the preview: its editors may be uploading pictures. */}
          <div hidden={pane !== 'edit'}>{form}</div>
          {pane === 'preview' && previewPane}
        </>
      ) : (
        <div className="qf-layout">
          <div className="qf-layout__form">{form}</div>
          <aside className="qf-layout__preview">{previewPane}</aside>
        </div>
      )}
      {tried && validation.errors.form && <Alert type="error" title={validation.errors.form.join('; ')} />}
    </Drawer>
  );
}
