import { EditOutlined, EyeOutlined, RedoOutlined } from '@ant-design/icons';
import type { ErrorCorrectionState, QuestionPreview } from '@edu/shared';
import { Button, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_NS } from '../i18n';
import { CorrectionDrawer } from './CorrectionDrawer';
import { CORRECTION_STATE_COLOR } from './state';
import './error-correction.css';

/** What the wrong-question book knows of an entry: its answer, and the latest correction of it. */
export interface ErrorCorrectionEntry {
  questionId: number;
  /** the handed-in lesson or homework of the wrong answer; null when it came from the training camp */
  submissionId: number | null;
  preview: QuestionPreview;
  correction: {
    id: number;
    state: ErrorCorrectionState;
    attempt: number;
    reviewComment: string;
    reviewedAt: string | null;
  } | null;
}

/**
 * The error correction of a book entry (issue 11 item 2): "Correct it" before any, the state of the latest
 * (waiting, accepted, or returned with the teacher's comment and "Try again"), each opening the drawer where
 * the student answers the question again with what went wrong. Nothing for a wrong answer of the training
 * camp: a correction goes with handed-in work, which a teacher reviews.
 */
export function ErrorCorrectionAction({ entry }: { entry: ErrorCorrectionEntry }) {
  const { t } = useTranslation(REVIEW_NS);
  const [open, setOpen] = useState(false);
  if (entry.submissionId === null) return null;
  const c = entry.correction;
  return (
    <div className="ec-action" data-testid="error-correction-action" data-state={c?.state ?? 'none'}>
      {c && <Tag color={CORRECTION_STATE_COLOR[c.state]}>{t(`errorCorrection.state.${c.state}`)}</Tag>}
      {!c && (
        <Tooltip title={t('errorCorrection.correctHint')}>
          <Button icon={<EditOutlined />} onClick={() => setOpen(true)} data-testid="error-correction-start">
            {t('errorCorrection.correct')}
          </Button>
        </Tooltip>
      )}
      {c?.state === 'returned' && (
        <Button icon={<RedoOutlined />} onClick={() => setOpen(true)} data-testid="error-correction-start">
          {t('errorCorrection.tryAgain')}
        </Button>
      )}
      {(c?.state === 'pending' || c?.state === 'accepted') && (
        <Button
          type="link"
          size="small"
          icon={<EyeOutlined />}
          onClick={() => setOpen(true)}
          data-testid="error-correction-view"
        >
          {t('errorCorrection.view')}
        </Button>
      )}
      {c?.state === 'returned' && c.reviewComment && (
        <Typography.Text className="ec-action__comment" data-testid="error-correction-returned-comment">
          {t('errorCorrection.returnedComment', { comment: c.reviewComment })}
        </Typography.Text>
      )}
      <CorrectionDrawer
        open={open}
        onClose={() => setOpen(false)}
        submissionId={entry.submissionId}
        questionId={entry.questionId}
        preview={entry.preview}
      />
    </div>
  );
}
