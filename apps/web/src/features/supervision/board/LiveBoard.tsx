import { AimOutlined, PoweroffOutlined, WarningFilled } from '@ant-design/icons';
import type { ClassSessionBoard } from '@edu/shared';
import { Alert, Button, Card, Flex, Modal, Select, Space, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import { settle } from '../../../ui/confirm';
import { useSessionAction } from '../api';
import { applyEvents, boardStateOf, onlineCount, stuckQuestion, tallyQuestion } from '../board';
import { SUPERVISION_NS } from '../i18n';
import { BoardGrid } from './BoardGrid';
import { useSessionStream } from './useSessionStream';

/**
 * The live board of a session: the last board the server answered with the stream's later events on top.
 * Actions: focus everyone on question N, end the session (after a confirmation).
 */
export function LiveBoard({ board }: { board: ClassSessionBoard }) {
  const { t } = useTranslation(SUPERVISION_NS);
  const [modal, modalContext] = Modal.useModal();
  const sessionId = board.session.id;
  // The stream starts after the first board this page got; later boards only let events go.
  const [fromEventId] = useState(board.lastEventId);
  const stream = useSessionStream(sessionId, fromEventId, board.session.state === 'live');
  const action = useSessionAction();
  const { settle: settleEvents } = stream;
  useEffect(() => settleEvents(board.lastEventId), [board.lastEventId, settleEvents]);

  const state = useMemo(() => applyEvents(boardStateOf(board), stream.events), [board, stream.events]);
  const order = useMemo(() => board.questions.map((q) => q.questionId), [board.questions]);
  const stuck = stuckQuestion(state, order);
  const stuckNo = stuck ? board.questions.find((q) => q.questionId === stuck.questionId)?.no : undefined;
  const focusNo = board.questions.find((q) => q.questionId === state.focusQuestionId)?.no;
  const [chosenNo, setChosenNo] = useState<number | undefined>();
  const targetNo = chosenNo ?? stuckNo ?? focusNo ?? board.questions[0]?.no;

  const focus = async () => {
    if (targetNo === undefined) return;
    await action.mutateAsync({ sessionId, action: 'focus', questionNo: targetNo });
    void toastSuccess(t('board.focusDone', { no: targetNo }));
  };
  const confirmEnd = () => {
    void modal.confirm({
      title: t('board.endTitle'),
      content: t('board.endContent'),
      okText: t('board.end'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' },
      cancelText: t('common:cancel'),
      onOk: settle(() => action.mutateAsync({ sessionId, action: 'end' })),
    });
  };

  return (
    <Flex vertical gap={16} data-testid="supervise-live">
      {modalContext}
      <Card size="small">
        <Flex justify="space-between" align="center" wrap gap={12}>
          <Space wrap size={16}>
            <Typography.Text strong data-testid="supervise-online">
              {t('board.online', { online: onlineCount(state), total: state.rows.length })}
            </Typography.Text>
            <Typography.Text
              role="status"
              type={stream.status === 'open' ? 'success' : 'warning'}
              data-testid="supervise-connection"
              data-status={stream.status}
            >
              <span className={`supervise-dot supervise-dot--${stream.status}`} aria-hidden />
              {t(`board.connection.${stream.status}`)}
            </Typography.Text>
          </Space>
          <Flex wrap gap={8} align="center">
            <Select<number>
              aria-label={t('board.focusLabel')}
              className="supervise-focus-select"
              value={targetNo}
              onChange={setChosenNo}
              options={board.questions.map((q) => ({ value: q.no, label: t('board.questionNo', { no: q.no }) }))}
              data-testid="supervise-focus-no"
            />
            <Button
              icon={<AimOutlined />}
              onClick={() => void focus().catch(() => undefined)}
              loading={action.isPending && action.variables?.action === 'focus'}
              data-testid="supervise-focus"
            >
              {t('board.focusButton')}
            </Button>
            <Button danger icon={<PoweroffOutlined />} onClick={confirmEnd} data-testid="supervise-end">
              {t('board.end')}
            </Button>
          </Flex>
        </Flex>
      </Card>
      {stream.refusal && <Alert type="error" showIcon title={t('board.refused', { msg: stream.refusal })} />}
      {stuck && stuckNo !== undefined ? (
        <Alert
          type="warning"
          icon={<WarningFilled />}
          showIcon
          title={t('board.stuck', { no: stuckNo, n: stuck.students })}
          description={t('board.tally', { ...tallyQuestion(state, stuck.questionId) })}
          data-testid="supervise-stuck"
          data-no={stuckNo}
        />
      ) : (
        <Alert type="success" showIcon title={t('board.noneStuck')} data-testid="supervise-stuck" data-no="" />
      )}
      <Card size="small" className="supervise-grid-card">
        <BoardGrid state={state} questions={board.questions} stuckQuestionId={stuck?.questionId ?? null} />
      </Card>
    </Flex>
  );
}
