import type { MasteryLevel, StudentLessonState, WrongAnswer } from '@edu/shared';
import { escapeHtml } from '@edu/shared/render/entities';
import { Tag, Typography } from 'antd';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../ui/rich/RichHtml';
import { REPORTS_NS } from './i18n';

// The reports' small parts: tags, cells and the lazy charts (echarts loads with the first chart shown).

const charts = () => import('./charts/ReportCharts');
export const TrendChart = lazy(() => charts().then((m) => ({ default: m.TrendChart })));
export const MasteryChart = lazy(() => charts().then((m) => ({ default: m.MasteryChart })));
export const AccuracyChart = lazy(() => charts().then((m) => ({ default: m.AccuracyChart })));
export const BandsChart = lazy(() => charts().then((m) => ({ default: m.BandsChart })));

/** Where a chart goes while echarts loads: a box of the chart's height. */
export function ChartSlot({ children, short }: { children: ReactNode; short?: boolean }) {
  return (
    <Suspense fallback={<div className={short ? 'reports-chart reports-chart--short' : 'reports-chart'} />}>
      {children}
    </Suspense>
  );
}

// Preset colours (as OutcomeTag's): their text keeps 4.5:1 on the tag, the status colours' warning does not.
const LEVEL_COLOR: Record<MasteryLevel, string> = { mastered: 'green', developing: 'gold', needsWork: 'red' };

/** A mastery level as a coloured tag, optionally with what it is about (a knowledge point and its percent). */
export function LevelTag({ level, children }: { level: MasteryLevel; children?: ReactNode }) {
  const { t } = useTranslation(REPORTS_NS);
  return (
    <Tag color={LEVEL_COLOR[level]} className="reports-level" data-level={level}>
      {children ?? t(`level.${level}`)}
    </Tag>
  );
}

const STATE_COLOR: Record<string, string> = {
  graded: 'green',
  waiting: 'purple',
  submitted: 'purple',
  in_progress: 'blue',
  new: 'default',
};

/** A submission's state: graded, waiting for a teacher, in progress, not started. */
export function WorkStateTag({ state }: { state: StudentLessonState | 'waiting' }) {
  const { t } = useTranslation(REPORTS_NS);
  return (
    <Tag color={STATE_COLOR[state]} data-state={state}>
      {t(`state.${state}`)}
    </Tag>
  );
}

/** A list cell: a title in bold over a line of what it belongs to. */
export function TitleCell({ title, detail }: { title: ReactNode; detail: ReactNode }) {
  return (
    <div className="reports-title-cell">
      <Typography.Text strong>{title}</Typography.Text>
      <div>
        <Typography.Text type="secondary">{detail}</Typography.Text>
      </div>
    </div>
  );
}

/** A share 0-1 as a percent ('—' for none). */
export function percent(share: number | null | undefined): string {
  return share === null || share === undefined ? '—' : `${Math.round(share * 1000) / 10}%`;
}

/** A score or '—'. */
export function scoreText(score: number | null | undefined): string {
  return score === null || score === undefined ? '—' : String(score);
}

/** A wrong answer as the class gave it: letters, true/false, each blank's value, written or photo. */
export function WrongAnswerText({ answer }: { answer: WrongAnswer }) {
  const { t } = useTranslation(REPORTS_NS);
  const what = (() => {
    switch (answer.kind) {
      case 'choices':
        return answer.values.join(', ');
      case 'judge':
        return t(answer.values[0] === 'true' ? 'question:true' : 'question:false');
      case 'blanks':
        return answer.values
          .map((value, i) =>
            t('classReport.blankN', { n: i + 1, value: value === '' ? t('classReport.empty') : value }),
          )
          .join('; ');
      case 'short':
        return answer.values.map((v) => t(v === 'photo' ? 'classReport.photo' : 'classReport.text')).join(' + ');
      default:
        return t('classReport.empty');
    }
  })();
  return (
    <span className="reports-wrong" data-testid="class-report-wrong">
      <span className="reports-wrong__what">{what}</span>
      <Typography.Text type="secondary"> · {t('classReport.times', { count: answer.count })}</Typography.Text>
    </span>
  );
}

/** A teacher's comment as written (plain text, escaped), its formulas between $ … $ typeset. */
export function CommentText({ comment, excerpt }: { comment: string; excerpt?: boolean }) {
  const source = useMemo(() => escapeHtml(comment), [comment]);
  return (
    <RichText
      source={source}
      className={excerpt ? 'reports-comment reports-comment--excerpt' : 'reports-comment'}
      data-testid="evaluation-comment"
    />
  );
}
