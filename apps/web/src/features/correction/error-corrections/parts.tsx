import { CameraOutlined, CheckCircleOutlined, ClockCircleOutlined, RollbackOutlined } from '@ant-design/icons';
import type { ErrorCorrectionRow, ErrorCorrectionState } from '@edu/shared';
import { Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CORRECTION_NS } from '../i18n';

const STATE: Record<ErrorCorrectionState, { color: string; icon: ReactNode }> = {
  pending: { color: 'orange', icon: <ClockCircleOutlined /> },
  accepted: { color: 'green', icon: <CheckCircleOutlined /> },
  returned: { color: 'volcano', icon: <RollbackOutlined /> },
};

/** Waiting, accepted or returned, in words and with an icon (never by colour alone). */
export function ErrorStateTag({ state }: { state: ErrorCorrectionState }) {
  const { t } = useTranslation(CORRECTION_NS);
  return (
    <Tag color={STATE[state].color} icon={STATE[state].icon} data-testid="error-correction-state" data-state={state}>
      {t(`errorCorrection.state.${state}`)}
    </Tag>
  );
}

/** A question's type in words ("Fill in the blanks"). */
export function useQuestionTypeText(): (type: string) => string {
  const { t } = useTranslation(CORRECTION_NS);
  return (type) => t(`errorCorrection.questionType.${type}`, { defaultValue: type });
}

/** Which answer: the lesson's title, the question's type below (and a camera when a photo goes with it). */
export function QuestionCell({ row }: { row: Pick<ErrorCorrectionRow, 'lessonTitle' | 'questionType' | 'hasPhoto'> }) {
  const typeText = useQuestionTypeText();
  return (
    <div className="correction-lesson">
      <span>{row.lessonTitle}</span>
      <Typography.Text type="secondary" className="correction-small">
        {typeText(row.questionType)}
        {row.hasPhoto && <CameraOutlined className="error-list__photo" aria-hidden="true" />}
      </Typography.Text>
    </div>
  );
}
