import {
  AimOutlined,
  CheckCircleFilled,
  ClockCircleFilled,
  CloseCircleFilled,
  MinusCircleFilled,
  WarningFilled,
} from '@ant-design/icons';
import type { ClassSessionBoard } from '@edu/shared';
import { Badge, Flex, Table, type TableColumnsType, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardCell, BoardRow, BoardState } from '../board';
import '../../../ui/ui.css';
import { SUPERVISION_NS } from '../i18n';

type Question = ClassSessionBoard['questions'][number];
type CellKind = 'correct' | 'partial' | 'wrong' | 'pending' | 'none';

const ICON: Record<Exclude<CellKind, 'none'>, ReactNode> = {
  correct: <CheckCircleFilled />,
  partial: <MinusCircleFilled />,
  wrong: <CloseCircleFilled />,
  pending: <ClockCircleFilled />,
};

const kindOf = (cell: BoardCell | undefined): CellKind => (cell ? (cell.outcome ?? 'pending') : 'none');

/**
 * One answer: right/wrong by colour AND icon (and its word for screen readers); the answer itself in a
 * tooltip on hover and on keyboard focus (an answered cell is a button, so Tab reaches it).
 */
function AnswerCell({ row, question, cell }: { row: BoardRow; question: Question; cell: BoardCell | undefined }) {
  const { t } = useTranslation(SUPERVISION_NS);
  const kind = kindOf(cell);
  const label = t('board.cellLabel', { name: row.name, no: question.no, outcome: t(`board.cell.${kind}`) });
  if (kind === 'none' || !cell) {
    return (
      <span
        className="supervise-cell supervise-cell--none"
        data-testid="supervise-cell"
        data-outcome="none"
        data-no={question.no}
      >
        <span aria-hidden>·</span>
        <span className="ui-visually-hidden">{label}</span>
      </span>
    );
  }
  const answer = t('board.answer', { text: cell.answerText.trim() || t('board.emptyAnswer') });
  return (
    <Tooltip title={answer} trigger={['hover', 'focus']}>
      <button
        type="button"
        className={`supervise-cell supervise-cell--${kind}`}
        aria-label={`${label}. ${answer}`}
        data-testid="supervise-cell"
        data-outcome={kind}
        data-no={question.no}
      >
        {ICON[kind as Exclude<CellKind, 'none'>]}
      </button>
    </Tooltip>
  );
}

/** The board's grid: a row per student (presence, the question it is on), a column per question. */
export function BoardGrid({
  state,
  questions,
  stuckQuestionId,
  testId = 'supervise-grid',
}: {
  state: BoardState;
  questions: ClassSessionBoard['questions'];
  stuckQuestionId: number | null;
  testId?: string;
}) {
  const { t } = useTranslation(SUPERVISION_NS);
  const noOf = new Map(questions.map((q) => [q.questionId, q.no]));

  const columns: TableColumnsType<BoardRow> = [
    {
      key: 'student',
      title: t('fields.student'),
      fixed: 'start',
      width: 150,
      render: (_, r) => (
        <Flex vertical gap={0}>
          <span className="supervise-name">{r.name}</span>
          <Badge
            status={r.online ? 'success' : 'default'}
            text={t(r.online ? 'board.presence.online' : 'board.presence.offline')}
            data-testid="supervise-presence"
            data-online={r.online}
          />
        </Flex>
      ),
    },
    {
      key: 'current',
      title: t('fields.current'),
      width: 96,
      render: (_, r) => {
        const no = r.questionId === null ? undefined : noOf.get(r.questionId);
        return (
          <span data-testid="supervise-current" data-no={no ?? ''}>
            {no === undefined ? t('board.notOnQuestion') : t('board.questionNo', { no })}
          </span>
        );
      },
    },
    ...questions.map((q) => ({
      key: `q${q.questionId}`,
      width: 64,
      align: 'center' as const,
      title: (
        <Tooltip title={q.stem}>
          <span className="supervise-qhead" data-testid="supervise-qhead" data-no={q.no}>
            {t('board.questionShort', { no: q.no })}
            {state.focusQuestionId === q.questionId && (
              <AimOutlined className="supervise-qhead__focus" aria-label={t('board.focusTag')} role="img" />
            )}
            {stuckQuestionId === q.questionId && (
              <WarningFilled className="supervise-qhead__stuck" aria-label={t('board.stuckTag')} role="img" />
            )}
          </span>
        </Tooltip>
      ),
      onHeaderCell: () => ({ className: stuckQuestionId === q.questionId ? 'supervise-col--stuck' : undefined }),
      render: (_: unknown, r: BoardRow) => <AnswerCell row={r} question={q} cell={r.answers[q.questionId]} />,
    })),
  ];

  return (
    <Table<BoardRow>
      className="supervise-grid"
      size="small"
      rowKey="studentId"
      columns={columns}
      dataSource={state.rows}
      pagination={false}
      scroll={{ x: 250 + questions.length * 64 }}
      onRow={(r) => ({ 'data-testid': 'supervise-student', 'data-student': r.name }) as object}
      data-testid={testId}
    />
  );
}
