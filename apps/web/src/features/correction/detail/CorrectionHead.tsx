import type { CorrectionDetail } from '@edu/shared';
import { Alert, Button, Card, Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../ui/format';
import { ShareLinkButton } from '../../../ui/share/ShareLinkButton';
import { CORRECTION_NS } from '../i18n';
import { CorrectionStateTag, LateTag } from '../parts';
import { HoldBanner } from './HoldBanner';
import type { HoldState } from './useCorrectionHold';

export interface CorrectionHeadProps {
  detail: CorrectionDetail;
  hold: HoldState;
  onRetryHold: () => void;
  /** the last save left nothing waiting and nothing is changed since: said so, with a way on */
  allDone: boolean;
  /** goes to the next submission of the queue */
  onNext: () => void;
}

/**
 * The grading page's head: whose work it is and which lesson, the submission's facts (handed in when, due
 * when, its score, how many of its answers a person has graded), the hold, and "all done" after a save.
 */
export function CorrectionHead({ detail, hold, onRetryHold, allDone, onNext }: CorrectionHeadProps) {
  const { t } = useTranslation(CORRECTION_NS);
  const byPerson = detail.items.filter((i) => i.byPerson);
  const graded = byPerson.filter((i) => i.correction !== null).length;
  return (
    <Card className="correction-detail__head">
      <Flex vertical gap={12}>
        <Flex wrap gap={8} align="center" justify="space-between">
          <Typography.Title level={3} className="correction-detail__title" data-testid="correction-title">
            {t('detail.title', { student: detail.student.name, lesson: detail.lesson.title })}
          </Typography.Title>
          <Flex wrap gap={8} align="center">
            <CorrectionStateTag state={detail.correctionState} />
            <ShareLinkButton
              kind="student_report"
              target={{ studentId: detail.student.id, classId: detail.class.id, lessonId: detail.lesson.id }}
            />
          </Flex>
        </Flex>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            {
              key: 'student',
              label: t('fields.student'),
              children: `${detail.student.name} (${detail.student.username})`,
            },
            { key: 'class', label: t('ui:fields.class'), children: detail.class.name },
            { key: 'course', label: t('fields.course'), children: detail.lesson.courseTitle },
            {
              key: 'submittedAt',
              label: t('fields.submittedAt'),
              children: (
                <span className="correction-when">
                  {formatDateTime(detail.submittedAt)}
                  {detail.late && <LateTag />}
                </span>
              ),
            },
            {
              key: 'dueAt',
              label: t('fields.dueAt'),
              children: detail.dueAt ? formatDateTime(detail.dueAt) : t('notHomework'),
            },
            {
              key: 'score',
              label: t('fields.score'),
              children: <span data-testid="correction-score">{detail.score ?? t('detail.notScored')}</span>,
            },
            {
              key: 'progress',
              label: t('fields.progress'),
              children: t('detail.progress', { done: graded, total: byPerson.length }),
            },
          ]}
        />
        <HoldBanner hold={hold} onRetry={onRetryHold} />
        {allDone && (
          <Alert
            type="success"
            showIcon
            title={t('detail.allDone')}
            data-testid="correction-all-done"
            action={
              detail.nextId !== null && (
                <Button size="small" type="primary" onClick={onNext}>
                  {t('detail.goNext')}
                </Button>
              )
            }
          />
        )}
      </Flex>
    </Card>
  );
}
