import {
  CheckCircleFilled,
  CheckCircleOutlined,
  ClockCircleFilled,
  ClockCircleOutlined,
  CloseCircleFilled,
  LockOutlined,
  MinusCircleFilled,
} from '@ant-design/icons';
import type { CorrectionHold, CorrectionRow, CorrectionState, GradeOutcome } from '@edu/shared';
import { Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../ui/format';
import { durationKey } from './duration';
import { CORRECTION_NS } from './i18n';

/** Who graded it last, and when; a dash before anyone has. */
export function CorrectedByCell({ row }: { row: Pick<CorrectionRow, 'correctedBy' | 'correctedAt'> }) {
  if (!row.correctedBy) return '—';
  return (
    <div>
      <div>{row.correctedBy.name}</div>
      <Typography.Text type="secondary" className="correction-small">
        {formatDateTime(row.correctedAt)}
      </Typography.Text>
    </div>
  );
}

/** Waiting or corrected, in words and with an icon (never by colour alone). */
export function CorrectionStateTag({ state }: { state: CorrectionState }) {
  const { t } = useTranslation(CORRECTION_NS);
  return (
    <Tag
      color={state === 'waiting' ? 'orange' : 'green'}
      icon={state === 'waiting' ? <ClockCircleOutlined /> : <CheckCircleOutlined />}
      data-testid="correction-state"
      data-state={state}
    >
      {t(`state.${state}`)}
    </Tag>
  );
}

/** Handed in after the due time. */
export function LateTag() {
  const { t } = useTranslation(CORRECTION_NS);
  return (
    <Tag color="volcano" data-testid="correction-late">
      {t('late')}
    </Tag>
  );
}

/** When it was handed in, and whether late. */
export function HandedIn({ row }: { row: Pick<CorrectionRow, 'submittedAt' | 'late'> }) {
  return (
    <span className="correction-when">
      <time dateTime={row.submittedAt}>{formatDateTime(row.submittedAt)}</time>
      {row.late && <LateTag />}
    </span>
  );
}

/** The homework's due time, or words when the lesson is not homework. */
export function DueAt({ dueAt }: { dueAt: string | null }) {
  const { t } = useTranslation(CORRECTION_NS);
  if (!dueAt) return <Typography.Text type="secondary">{t('notHomework')}</Typography.Text>;
  return <time dateTime={dueAt}>{formatDateTime(dueAt)}</time>;
}

/** Who holds it now (a corrector grading it) and until when; "you" when it is the caller. */
export function HolderCell({ hold }: { hold: CorrectionHold | null }) {
  const { t } = useTranslation(CORRECTION_NS);
  if (!hold) return <Typography.Text type="secondary">{t('noHolder')}</Typography.Text>;
  const name = hold.mine ? t('holderMine', { name: hold.holderName }) : hold.holderName;
  return (
    <Tooltip title={t('holderUntil', { time: formatDateTime(hold.until) })}>
      <Tag icon={<LockOutlined />} color={hold.mine ? 'blue' : 'gold'} data-testid="correction-holder">
        {name}
      </Tag>
    </Tooltip>
  );
}

/** A student: name, username below. */
export function StudentCell({ student, children }: { student: CorrectionRow['student']; children?: ReactNode }) {
  return (
    <div className="correction-student">
      {children ?? <span className="correction-student__name">{student.name}</span>}
      <Typography.Text type="secondary" className="correction-student__username">
        {student.username}
      </Typography.Text>
    </div>
  );
}

/** A lesson: title, its course below. */
export function LessonCell({ title, course }: { title: string; course: string }) {
  return (
    <div className="correction-lesson">
      <span>{title}</span>
      <Typography.Text type="secondary" className="correction-lesson__course">
        {course}
      </Typography.Text>
    </div>
  );
}

/** A waiting time in words ("2 d 3 h"). */
export function useWaitText(): (ms: number | null | undefined) => string {
  const { t } = useTranslation(CORRECTION_NS);
  return (ms) => {
    if (ms === null || ms === undefined) return '—';
    const { key, ...parts } = durationKey(ms);
    return t(`duration.${key}`, parts);
  };
}

const OUTCOME: Record<GradeOutcome, { color: string; icon: ReactNode }> = {
  correct: { color: 'green', icon: <CheckCircleFilled /> },
  partial: { color: 'gold', icon: <MinusCircleFilled /> },
  wrong: { color: 'red', icon: <CloseCircleFilled /> },
  pending: { color: 'purple', icon: <ClockCircleFilled /> },
};

/** An answer's grade: right, partly right, wrong, or waiting for a person. */
export function OutcomeTag({ outcome }: { outcome: GradeOutcome }) {
  const { t } = useTranslation(CORRECTION_NS);
  return (
    <Tag color={OUTCOME[outcome].color} icon={OUTCOME[outcome].icon} data-testid="correction-outcome">
      {t(`outcome.${outcome}`)}
    </Tag>
  );
}
