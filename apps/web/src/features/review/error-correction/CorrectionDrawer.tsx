import { UndoOutlined } from '@ant-design/icons';
import type { MyErrorCorrection, MyErrorCorrections, QuestionPreview } from '@edu/shared';
import { Alert, Button, Card, Drawer, Flex, Image, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { confirmDialog, toastSuccess } from '../../../app/feedback';
import { formatDateTime } from '../../../ui/format';
import { OutcomeTag, photoUrlOf } from '../../../ui/question/LessonReportContent';
import { StudentQuestion } from '../../../ui/question/StudentQuestion';
import { QueryError } from '../../../ui/QueryError';
import { REVIEW_NS } from '../i18n';
import { useAnswerCorrections, useWithdrawErrorCorrection } from './api';
import { CorrectionForm } from './CorrectionForm';
import { CORRECTION_STATE_COLOR } from './state';
import './error-correction.css';

/** One attempt as the student sent it, with the teacher's review. */
function AttemptCard({ attempt, list }: { attempt: MyErrorCorrection; list: MyErrorCorrections }) {
  const { t } = useTranslation(REVIEW_NS);
  const photoUrl = attempt.photo ? list.photoUrls[attempt.photo] : undefined;
  return (
    <Card size="small" data-testid="error-correction-attempt" data-state={attempt.state}>
      <Flex vertical gap={8}>
        <Flex wrap gap={8} align="center">
          <Typography.Text strong>{t('errorCorrection.attemptN', { n: attempt.attempt })}</Typography.Text>
          <Tag color={CORRECTION_STATE_COLOR[attempt.state]}>{t(`errorCorrection.state.${attempt.state}`)}</Tag>
          <Typography.Text type="secondary" className="ec-small">
            {t('errorCorrection.sentAt', { time: formatDateTime(attempt.createdAt) })}
          </Typography.Text>
        </Flex>
        {attempt.outcome && attempt.outcome !== 'pending' && <OutcomeTag outcome={attempt.outcome} />}
        <StudentQuestion
          index={1}
          preview={attempt.preview}
          response={attempt.response}
          photoUrl={photoUrlOf(list.photoUrls, attempt.response)}
          readOnly
        />
        <div>
          <Typography.Text strong>{t('errorCorrection.yourExplanation')}</Typography.Text>
          <span className="ec-plain">{attempt.explanation}</span>
        </div>
        {photoUrl && <Image src={photoUrl} width={180} alt={t('errorCorrection.photoAlt', { n: attempt.attempt })} />}
        {attempt.reviewComment && (
          <div className="ec-comment" data-testid="error-correction-comment">
            <Typography.Text strong>{t('errorCorrection.comment')}</Typography.Text>
            <span className="ec-plain">{attempt.reviewComment}</span>
          </div>
        )}
        {attempt.reviewedBy && (
          <Typography.Text type="secondary" className="ec-small">
            {t('errorCorrection.reviewedBy', {
              name: attempt.reviewedBy.name,
              time: formatDateTime(attempt.reviewedAt),
            })}
          </Typography.Text>
        )}
      </Flex>
    </Card>
  );
}

/**
 * The drawer of one wrong answer's correction: a new attempt (when none waits and none was accepted), the
 * one that waits (it may be withdrawn), and every attempt with the teacher's comments, latest first.
 */
export function CorrectionDrawer({
  open,
  onClose,
  submissionId,
  questionId,
  preview,
}: {
  open: boolean;
  onClose: () => void;
  submissionId: number;
  questionId: number;
  preview: QuestionPreview;
}) {
  const { t } = useTranslation(REVIEW_NS);
  const history = useAnswerCorrections(submissionId, questionId, open);
  const withdraw = useWithdrawErrorCorrection();
  const attempts = history.data?.list ?? [];
  const latest = attempts[0];
  const canSend = !attempts.some((a) => a.state === 'pending' || a.state === 'accepted');

  const onWithdraw = async (id: number) => {
    const ok = await confirmDialog({
      title: t('errorCorrection.withdrawConfirm.title'),
      content: t('errorCorrection.withdrawConfirm.content'),
      okText: t('errorCorrection.withdrawConfirm.ok'),
      cancelText: t('common:cancel'),
    });
    if (!ok) return;
    try {
      await withdraw.mutateAsync(id);
      void toastSuccess(t('errorCorrection.withdrawn'));
    } catch {
      // The request client's toast says why (reviewed meanwhile).
    }
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('errorCorrection.drawerTitle')}
      size={Math.min(640, window.innerWidth)}
      destroyOnHidden
      data-testid="error-correction-student-drawer"
    >
      {history.isError ? (
        <QueryError error={history.error} onRetry={() => void history.refetch()} compact testId="review-error" />
      ) : !history.data ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={16}>
          {latest?.state === 'pending' && (
            <Alert
              type="info"
              showIcon
              title={t('errorCorrection.waiting')}
              data-testid="error-correction-waiting"
              action={
                <Button
                  size="small"
                  icon={<UndoOutlined />}
                  loading={withdraw.isPending}
                  onClick={() => void onWithdraw(latest.id)}
                  data-testid="error-correction-withdraw"
                >
                  {t('errorCorrection.withdraw')}
                </Button>
              }
            />
          )}
          {latest?.state === 'accepted' && <Alert type="success" showIcon title={t('errorCorrection.acceptedNote')} />}
          {canSend && (
            <CorrectionForm
              key={attempts.length}
              submissionId={submissionId}
              questionId={questionId}
              preview={preview}
              onSent={() => void history.refetch()}
            />
          )}
          {attempts.length > 0 && (
            <section aria-label={t('errorCorrection.history')}>
              <Typography.Title level={5} className="ec-drawer__heading">
                {t('errorCorrection.history')}
              </Typography.Title>
              <Flex vertical gap={8}>
                {attempts.map((a) => (
                  <AttemptCard key={a.id} attempt={a} list={history.data} />
                ))}
              </Flex>
            </section>
          )}
        </Flex>
      )}
    </Drawer>
  );
}
