import { EVALUATION_COMMENT_MAX, type EvaluationRow } from '@edu/shared';
import { Alert, Button, Drawer, Flex, Grid, Input, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRequestError } from '../../../app/api';
import { confirmDialog, toastError, toastSuccess } from '../../../app/feedback';
import { formatDateTime } from '../../../ui/format';
import { useSaveLessonEvaluation } from '../api';
import { REPORTS_NS } from '../i18n';
import { CommentText, LevelTag, percent, scoreText, WorkStateTag } from '../parts';

/**
 * A student's evaluation for the lesson: its mastery of the lesson's knowledge points, and the teacher's
 * comment, edited with a preview and saved from the version read (a comment saved meanwhile, by another tab or
 * a co-teacher, is refused: the latest is loaded to look at before saving again).
 */
export function EvaluationDrawer({
  row,
  lessonTitle,
  onClose,
  reload,
}: {
  row: EvaluationRow;
  lessonTitle: string;
  onClose: () => void;
  /** refetches the list; the row as it is now */
  reload: () => Promise<EvaluationRow | null>;
}) {
  const { t } = useTranslation(REPORTS_NS);
  const screens = Grid.useBreakpoint();
  const inputId = useId();
  const save = useSaveLessonEvaluation();
  const [draft, setDraft] = useState(row.comment);
  const [base, setBase] = useState<string | null>(row.updatedAt);
  const [stale, setStale] = useState(false);
  const dirty = draft.trim() !== row.comment.trim();

  const close = async () => {
    if (dirty) {
      const ok = await confirmDialog({
        title: t('evaluation.unsaved'),
        content: draft.slice(0, 120),
        okText: t('evaluation.discard'),
        cancelText: t('common:cancel'),
      });
      if (!ok) return;
    }
    onClose();
  };

  const submit = async () => {
    try {
      const saved = await save.mutateAsync({
        classId: row.classId,
        lessonId: row.lessonId,
        studentId: row.studentId,
        comment: draft,
        updatedAt: base,
      });
      setBase(saved.updatedAt);
      setDraft(saved.comment);
      setStale(false);
      void toastSuccess(t('evaluation.saved'));
    } catch (err) {
      if (isRequestError(err) && err.code === 409) {
        const now = await reload();
        setStale(true);
        setBase(now?.updatedAt ?? null);
        setDraft(now?.comment ?? '');
        return;
      }
      void toastError(isRequestError(err) ? err.msg : String(err));
    }
  };

  return (
    <Drawer
      open
      onClose={() => void close()}
      title={t('evaluation.drawerTitle', { name: row.name, lesson: lessonTitle })}
      size={screens.md ? 560 : '100%'}
      destroyOnHidden
      data-testid="evaluation-drawer"
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={() => void close()}>{t('common:cancel')}</Button>
          <Button
            type="primary"
            loading={save.isPending}
            disabled={!dirty}
            onClick={() => void submit()}
            data-testid="evaluation-save"
          >
            {t('ui:actions.save')}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={16}>
        <Flex wrap gap={8} align="center">
          <WorkStateTag state={row.state} />
          {row.score !== null && (
            <span>
              {t('fields.score')}: {scoreText(row.score)}
            </span>
          )}
          {row.level && <LevelTag level={row.level} />}
        </Flex>
        <div>
          <Typography.Text strong>{t('fields.mastery')}</Typography.Text>
          <div className="reports-levels">
            {row.mastery.length === 0 ? (
              <Typography.Text type="secondary">{t('evaluation.noMastery')}</Typography.Text>
            ) : (
              row.mastery.map((m) => (
                <LevelTag key={m.knowledgePointId} level={m.level}>
                  {m.name} {percent(m.meanCredit)}
                </LevelTag>
              ))
            )}
          </div>
        </div>
        {stale && <Alert type="warning" showIcon title={t('evaluation.stale')} data-testid="evaluation-stale" />}
        <div>
          <label htmlFor={inputId}>
            <Typography.Text strong>{t('evaluation.commentLabel', { name: row.name })}</Typography.Text>
          </label>
          <Input.TextArea
            id={inputId}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            maxLength={EVALUATION_COMMENT_MAX}
            showCount
            autoSize={{ minRows: 5, maxRows: 12 }}
            placeholder={t('evaluation.commentPlaceholder')}
            data-testid="evaluation-input"
          />
        </div>
        {draft.trim() !== '' && (
          <div>
            <Typography.Text type="secondary">{t('evaluation.preview')}</Typography.Text>
            <CommentText comment={draft.trim()} />
          </div>
        )}
        {row.author && row.updatedAt && (
          <Typography.Text type="secondary">
            {t('evaluation.by', { name: row.author.name, time: formatDateTime(row.updatedAt) })}
          </Typography.Text>
        )}
      </Flex>
    </Drawer>
  );
}
