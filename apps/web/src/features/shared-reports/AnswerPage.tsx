import { Card, Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ReportItemCard } from '../../ui/question/LessonReportContent';
import '../../ui/question/i18n';
import type { SharedData } from './api';
import { SHARED_REPORT_NS } from './i18n';
import { SharedPage } from './SharedPage';

/** /AnswerDetail?token=: one answer with its marks (the question, the answer, points, comment, photo); no names. */
export default function SharedAnswerPage() {
  return <SharedPage kind="answer">{(data) => <SharedAnswer data={data} />}</SharedPage>;
}

function SharedAnswer({ data }: { data: SharedData<'answer'> }) {
  const { t } = useTranslation(SHARED_REPORT_NS);
  return (
    <Flex vertical gap={16}>
      <Card className="shared-report__head">
        <Typography.Title level={1} className="shared-report__title" data-testid="shared-title">
          {t('answer.heading', { lesson: data.lesson.title, n: data.n })}
        </Typography.Title>
        <Descriptions
          size="small"
          column={1}
          items={[{ key: 'course', label: t('answer.course'), children: data.lesson.courseTitle }]}
        />
      </Card>
      <ReportItemCard item={data.item} n={data.n} photoUrls={data.photoUrls} showBy={false} />
    </Flex>
  );
}
