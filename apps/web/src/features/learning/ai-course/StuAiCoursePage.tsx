import type { AnswerResponse } from '@edu/shared';
import { Alert, Button, Card, Empty, Flex, List, Result, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { QueryError } from '../../../ui/QueryError';
import { idFromQuery } from '../../../ui/query-id';
import { RichHtml } from '../../../ui/rich/RichHtml';
import { StudentQuestion } from '../../../ui/question/StudentQuestion';
import { browserTimeZone } from '../../../ui/time-zone';
import '../i18n';
import { LEARNING_NS } from '../i18n';
import '../learning.css';
import { useAnswerAiItem, useMyAiCourseItem, useMyAiCourses } from './api';
import { stuAiCoursePath } from './paths';
import { PointStates } from './PointStates';
import { pKnownText } from './reason';

/**
 * /stuLesson/aiCourse: the student's AI courses; with ?id= one of them, item by item: a lesson to read, then
 * questions answered one at a time (graded at once, the next item chosen from the answer).
 */
export default function StuAiCoursePage() {
  const [search] = useSearchParams();
  const id = idFromQuery(search.get('id'));
  return id === undefined ? <MyAiCourses /> : <DoAiCourse key={id} id={id} />;
}

function MyAiCourses() {
  const { t } = useTranslation(LEARNING_NS);
  const navigate = useNavigate();
  const list = useMyAiCourses();
  if (list.isError) return <QueryError error={list.error} onRetry={() => list.refetch()} testId="learning-error" />;
  if (!list.data) return <Skeleton active />;
  return (
    <Card data-testid="stu-ai-courses">
      <Typography.Paragraph type="secondary">{t('aiCourse.studentIntro')}</Typography.Paragraph>
      {list.data.length === 0 ? (
        <Empty description={t('aiCourse.noneStudent')} />
      ) : (
        <List
          dataSource={list.data}
          renderItem={(c) => (
            <List.Item
              actions={[
                <Button
                  key="open"
                  type="primary"
                  onClick={() => navigate(stuAiCoursePath(c.id))}
                  aria-label={`${c.state === 'completed' ? t('aiCourse.open') : t('aiCourse.resume')}: ${c.title}`}
                  data-testid="stu-ai-open"
                >
                  {c.state === 'completed' ? t('aiCourse.open') : t('aiCourse.resume')}
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={c.title}
                description={
                  <Flex gap={8} wrap>
                    <Tag color={c.state === 'completed' ? 'green' : 'blue'}>{t(`aiCourse.states.${c.state}`)}</Tag>
                    <span>{t('aiCourse.answeredOf', { correct: c.correct, answered: c.answered })}</span>
                  </Flex>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

function DoAiCourse({ id }: { id: number }) {
  const { t } = useTranslation(LEARNING_NS);
  const navigate = useNavigate();
  const next = useMyAiCourseItem(id);
  const answer = useAnswerAiItem();
  const [response, setResponse] = useState<AnswerResponse | undefined>();
  if (next.isError) return <QueryError error={next.error} onRetry={() => next.refetch()} testId="learning-error" />;
  if (!next.data) return <Skeleton active />;
  const { course, item } = next.data;
  const last = answer.data?.answered;
  const send = async (r?: AnswerResponse) => {
    if (!item) return;
    const done = await answer
      .mutateAsync({ id, itemId: item.id, response: r, tz: browserTimeZone() })
      .catch(() => undefined);
    if (done) setResponse(undefined);
  };
  return (
    <Flex vertical gap={16} data-testid="stu-ai-course">
      <Card title={course.title}>
        <PointStates points={course.points} />
      </Card>
      {last && last.correct !== null && (
        <Alert
          type={last.correct ? 'success' : 'warning'}
          showIcon
          role="status"
          title={last.correct ? t('aiCourse.feedbackRight') : t('aiCourse.feedbackWrong')}
          description={t('aiCourse.feedbackP', {
            before: pKnownText(last.pKnownBefore ?? 0),
            after: pKnownText(last.pKnownAfter ?? 0),
          })}
          data-testid="stu-ai-feedback"
        />
      )}
      {item === null ? (
        <Card>
          <Result
            status="success"
            title={t('aiCourse.complete')}
            extra={<Button onClick={() => navigate(stuAiCoursePath())}>{t('aiCourse.backToList')}</Button>}
            data-testid="stu-ai-complete"
          />
        </Card>
      ) : (
        <Card
          title={t('aiCourse.itemTitle', { no: item.position, point: item.knowledgePointName })}
          data-testid="stu-ai-item"
          data-item={item.id}
          data-kind={item.kind}
        >
          {item.kind === 'lesson' ? (
            <Flex vertical gap={16}>
              <Typography.Title level={4}>{item.title}</Typography.Title>
              <RichHtml html={item.html} className="stu-lesson__html" />
              <Flex justify="end">
                <Button type="primary" loading={answer.isPending} onClick={() => send()} data-testid="stu-ai-continue">
                  {t('aiCourse.readDone')}
                </Button>
              </Flex>
            </Flex>
          ) : (
            item.question && (
              <Flex vertical gap={16}>
                <StudentQuestion
                  index={item.position}
                  preview={item.question}
                  response={response}
                  onChange={setResponse}
                />
                <Flex justify="end">
                  <Button
                    type="primary"
                    disabled={response === undefined}
                    loading={answer.isPending}
                    onClick={() => send(response)}
                    data-testid="stu-ai-submit"
                  >
                    {t('aiCourse.submit')}
                  </Button>
                </Flex>
              </Flex>
            )
          )}
        </Card>
      )}
    </Flex>
  );
}
