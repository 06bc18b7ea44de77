import { ArrowLeftOutlined } from '@ant-design/icons';
import type { ClassSessionRow } from '@edu/shared';
import { Card, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../ui/format';
import { QueryError } from '../../../ui/QueryError';
import { idFromQuery } from '../../../ui/query-id';
import { useClassSession, useSessionSummary, useSessionTimeline } from '../api';
import '../i18n';
import { SUPERVISION_NS } from '../i18n';
import { SessionStateTag } from '../parts';
import { SESSION_LIST_PATH } from '../paths';
import '../supervision.css';
import { LiveBoard } from './LiveBoard';
import { ReplayView } from './ReplayView';
import { SummaryView } from './SummaryView';

/** How often a live board is fetched again (presence goes offline by silence, which no event carries). */
const BOARD_REFRESH_MS = 10_000;

/**
 * /superviseClass/superviseClassDetail?sessionId= (teacher, hidden): a live session's board, updated live
 * through its event stream; an ended one's replay and summary.
 */
export default function SessionBoardPage() {
  const { t } = useTranslation(SUPERVISION_NS);
  const [search] = useSearchParams();
  const sessionId = idFromQuery(search.get('sessionId'));
  const board = useClassSession(sessionId, BOARD_REFRESH_MS);
  if (sessionId === undefined) return <QueryError error={new Error(t('ui:missingId'))} testId="supervise-error" />;
  if (board.isError && !board.data)
    return <QueryError error={board.error} onRetry={() => board.refetch()} testId="supervise-error" />;
  if (!board.data) return <Skeleton active />;
  const { session } = board.data;
  return (
    <Flex vertical gap={16} className="supervise-page" data-testid="supervise-board" data-session={session.id}>
      <SessionHead session={session} />
      {session.state === 'live' ? <LiveBoard board={board.data} /> : <EndedSession sessionId={session.id} />}
    </Flex>
  );
}

function SessionHead({ session }: { session: ClassSessionRow }) {
  const { t } = useTranslation(SUPERVISION_NS);
  return (
    <Card size="small">
      <Flex vertical gap={4}>
        <Link to={SESSION_LIST_PATH} className="supervise-back">
          <ArrowLeftOutlined /> {t('board.back')}
        </Link>
        <Flex align="center" gap={8} wrap>
          <Typography.Title level={3} className="supervise-title" data-testid="supervise-title">
            {session.lessonTitle}
          </Typography.Title>
          <SessionStateTag state={session.state} />
        </Flex>
        <Typography.Text type="secondary">
          {session.className} · {formatDateTime(session.startedAt)}
          {session.endedAt ? ` – ${formatDateTime(session.endedAt)}` : ''}
        </Typography.Text>
      </Flex>
    </Card>
  );
}

function EndedSession({ sessionId }: { sessionId: number }) {
  const timeline = useSessionTimeline(sessionId, true);
  const summary = useSessionSummary(sessionId, true);
  return (
    <>
      {timeline.isError ? (
        <QueryError error={timeline.error} onRetry={() => timeline.refetch()} compact testId="supervise-error" />
      ) : timeline.data ? (
        <ReplayView timeline={timeline.data} />
      ) : (
        <Skeleton active />
      )}
      {summary.isError ? (
        <QueryError error={summary.error} onRetry={() => summary.refetch()} compact testId="supervise-error" />
      ) : summary.data ? (
        <SummaryView summary={summary.data} />
      ) : (
        <Skeleton active />
      )}
    </>
  );
}
