import type { MasteryLevel } from '@edu/shared';
import { Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LessonReportContent } from '../../ui/question/LessonReportContent';
import '../../ui/question/i18n';
import type { SharedData } from './api';
import { SHARED_REPORT_NS } from './i18n';
import { SharedPage } from './SharedPage';

/**
 * /reportDeta?token=: a student's report of a lesson, shared by its teacher or corrector with the family: whose
 * report (name, class), the lesson, score and answers with a person's marks; no teacher's or corrector's name.
 */
export default function SharedStudentReportPage() {
  return <SharedPage kind="student_report">{(data) => <StudentReport data={data} />}</SharedPage>;
}

const LEVEL_COLOR: Record<MasteryLevel, string> = { mastered: 'green', developing: 'gold', needsWork: 'red' };

type Evaluation = NonNullable<SharedData<'student_report'>['evaluation']>;

/** The after-class evaluation: the overall level, each knowledge point's mastery, the teacher's comment. */
function EvaluationCard({ evaluation }: { evaluation: Evaluation }) {
  const { t } = useTranslation(SHARED_REPORT_NS);
  return (
    <Card title={<h2 className="shared-report__h2">{t('evaluation.title')}</h2>} data-testid="shared-evaluation">
      <Flex vertical gap={12}>
        {evaluation.level && (
          <div>
            <Typography.Text strong>{t('evaluation.level')}: </Typography.Text>
            <Tag color={LEVEL_COLOR[evaluation.level]}>{t(`evaluation.levels.${evaluation.level}`)}</Tag>
          </div>
        )}
        {evaluation.mastery.length > 0 && (
          <div>
            <Typography.Text strong>{t('evaluation.mastery')}</Typography.Text>
            <Flex wrap gap={8} className="shared-evaluation__points">
              {evaluation.mastery.map((p) => (
                <Tag key={p.knowledgePointId} color={LEVEL_COLOR[p.level]}>
                  {t('evaluation.pointCredit', { name: p.name, percent: Math.round(p.meanCredit * 100) })} ·{' '}
                  {t(`evaluation.levels.${p.level}`)}
                </Tag>
              ))}
            </Flex>
          </div>
        )}
        <div>
          <Typography.Text strong>{t('evaluation.comment')}</Typography.Text>
          {evaluation.comment ? (
            <p className="shared-evaluation__comment" data-testid="shared-evaluation-comment">
              {evaluation.comment}
            </p>
          ) : (
            <Typography.Paragraph type="secondary">{t('evaluation.noComment')}</Typography.Paragraph>
          )}
        </div>
      </Flex>
    </Card>
  );
}

function StudentReport({ data }: { data: SharedData<'student_report'> }) {
  const { t } = useTranslation(SHARED_REPORT_NS);
  return (
    <Flex vertical gap={16}>
      <Card className="shared-report__head">
        <Typography.Title level={1} className="shared-report__title" data-testid="shared-title">
          {t('student.heading', { name: data.student.name })}
        </Typography.Title>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2 }}
          items={[
            { key: 'class', label: t('student.className'), children: data.className },
            { key: 'course', label: t('student.course'), children: data.report.courseTitle },
          ]}
        />
      </Card>
      {data.evaluation && <EvaluationCard evaluation={data.evaluation} />}
      <LessonReportContent report={data.report} showBy={false} />
    </Flex>
  );
}
