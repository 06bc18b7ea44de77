import type { GradeOutcome, JzxStudentAnswers } from '@edu/shared';
import { GRADE_OUTCOMES } from '@edu/shared';
import { Drawer, Flex, Grid, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../ui/format';
import { ListTable } from '../../../ui/list/ListTable';
import { useListState } from '../../../ui/list/useListState';
import { OutcomeTag } from '../../../ui/question/LessonReportContent';
import { StemExcerpt } from '../../../ui/rich/RichHtml';
import { useJzxStudentAnswers } from '../api';
import { answerTextOf } from '../figures';
import { ANALYTICS_NS } from '../i18n';
import { TypeTag } from '../parts';

type Row = JzxStudentAnswers['list'][number];

export interface OpenedAnswers {
  studentId: number;
  studentName: string;
  knowledgePointId: number;
  pointName: string;
}

/** The second drill-down: one student's graded answers to a knowledge point's questions (over the class's). */
export function AnswersDrawer({
  opened,
  onClose,
  afterOpenChange,
}: {
  opened: OpenedAnswers | null;
  onClose: () => void;
  afterOpenChange?: (open: boolean) => void;
}) {
  const { t } = useTranslation(ANALYTICS_NS);
  const screens = Grid.useBreakpoint();
  return (
    <Drawer
      open={opened !== null}
      onClose={onClose}
      afterOpenChange={afterOpenChange}
      title={opened ? t('answers.title', { name: opened.studentName, point: opened.pointName }) : ''}
      size={screens.lg ? 820 : '100%'}
      destroyOnHidden
      data-testid="jzx-answers-drawer"
    >
      {opened && <StudentAnswers opened={opened} />}
    </Drawer>
  );
}

const isOutcome = (value: string | null): value is GradeOutcome =>
  value !== null && (GRADE_OUTCOMES as readonly string[]).includes(value);

/** What the student answered, as it reads: options, true/false, each blank, the text, or a photo. */
export function AnswerText({ response }: { response: Readonly<Record<string, unknown>> }) {
  const { t } = useTranslation(ANALYTICS_NS);
  const answer = answerTextOf(response);
  switch (answer.kind) {
    case 'choices':
      return <span>{answer.text}</span>;
    case 'judge':
      return <span>{t(answer.value ? 'question:true' : 'question:false')}</span>;
    case 'blanks':
      return (
        <Flex vertical gap={0}>
          {answer.values.map((value, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: blanks are positional
            <span key={i}>{t('answers.blankN', { n: i + 1, value: value.trim() || t('answers.emptyBlank') })}</span>
          ))}
        </Flex>
      );
    case 'text':
      return <span className="jzx-answer-text">{answer.text}</span>;
    case 'photo':
      return <Typography.Text type="secondary">{t('answers.photo')}</Typography.Text>;
    default:
      return <Typography.Text type="secondary">{t('answers.none')}</Typography.Text>;
  }
}

function StudentAnswers({ opened }: { opened: OpenedAnswers }) {
  const { t } = useTranslation(ANALYTICS_NS);
  const screens = Grid.useBreakpoint();
  const list = useListState<Record<string, never>>(
    {},
    { fixed: { studentId: opened.studentId, knowledgePointId: opened.knowledgePointId } },
  );
  const query = useJzxStudentAnswers(list.params, true);

  const question = (r: Row) => (
    <Flex vertical gap={4}>
      <StemExcerpt text={r.stemText} className="jzx-stem" />
      <Flex wrap gap={4} align="center">
        <TypeTag type={r.questionType} />
        <Typography.Text type="secondary">{r.lessonTitle}</Typography.Text>
      </Flex>
    </Flex>
  );
  const outcome = (r: Row) =>
    isOutcome(r.outcome) ? <OutcomeTag outcome={r.outcome} /> : <Typography.Text type="secondary">—</Typography.Text>;

  const narrow: TableColumnsType<Row> = [
    {
      key: 'question',
      title: t('fields.question'),
      render: (_, r) => (
        <Flex vertical gap={6}>
          {question(r)}
          <Flex wrap gap={8} align="baseline">
            <Typography.Text type="secondary">{t('fields.answer')}</Typography.Text>
            <AnswerText response={r.response} />
          </Flex>
          <Flex wrap gap={8} align="center">
            {outcome(r)}
            <Typography.Text type="secondary">{formatDateTime(r.submittedAt)}</Typography.Text>
          </Flex>
        </Flex>
      ),
    },
  ];
  const columns: TableColumnsType<Row> = [
    { key: 'question', title: t('fields.question'), render: (_, r) => question(r) },
    { key: 'answer', title: t('fields.answer'), width: 160, render: (_, r) => <AnswerText response={r.response} /> },
    { key: 'outcome', title: t('fields.outcome'), width: 120, render: (_, r) => outcome(r) },
    { key: 'submittedAt', title: t('fields.submittedAt'), width: 150, render: (_, r) => formatDateTime(r.submittedAt) },
  ];

  return (
    <Flex vertical gap={12} data-testid="jzx-student-answers">
      <Typography.Paragraph type="secondary" className="jzx-intro">
        {t('answers.intro', { point: opened.pointName })}
      </Typography.Paragraph>
      <ListTable<Row>
        query={query}
        list={list}
        compact
        columns={screens.sm === false ? narrow : columns}
        rowKey={(r) => `${r.submissionId}-${r.questionId}`}
        scroll={screens.sm === false ? {} : { x: 640 }}
        emptyText={t('answers.empty')}
        onRow={(r) => ({ 'data-testid': 'jzx-answer-row', 'data-outcome': r.outcome ?? '' }) as object}
        errorTestId="jzx-error-state"
        data-testid="jzx-answers-table"
      />
    </Flex>
  );
}
