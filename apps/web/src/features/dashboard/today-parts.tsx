import { CheckCircleOutlined } from '@ant-design/icons';
import { Card, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppStore } from '../../app/app-store';
import { htmlLangOf } from '../../app/i18n';
import { QueryError } from '../../ui/QueryError';
import { absoluteTime, moreOf, relativeTime } from './today-model';

// The parts both to-do cards (TodayTodo.tsx) are made of: the card, its parts, their items and markers.

/** A moment relative to now, the exact date and time beside it (and as the `<time>`'s value). */
export function When({ iso, label }: { iso: string; label?: (relative: string) => string }) {
  const language = useAppStore((s) => s.language);
  const relative = relativeTime(iso, Date.now(), htmlLangOf(language));
  return (
    <span className="today-when">
      {label ? label(relative) : relative}{' '}
      <time dateTime={iso} className="today-when__exact">
        ({absoluteTime(iso)})
      </time>
    </span>
  );
}

/** A marker said in words as well as in colour (red: overdue or missing; green: done). */
export function Flag({
  tone,
  icon,
  children,
}: {
  tone: 'danger' | 'warning' | 'ok' | 'info';
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <span className={`today-flag today-flag--${tone}`}>
      {icon}
      {children}
    </span>
  );
}

/** One to-do: a link to the page where it is done; its title first, then what it is about. */
export function Item({
  to,
  title,
  meta,
  facts,
  onOpen,
  testId,
}: {
  to: string;
  title: string;
  meta: string;
  facts: ReactNode;
  onOpen?: () => void;
  testId: string;
}) {
  return (
    <li className="today-item">
      <Link to={to} className="today-item__link" onClick={onOpen} data-testid={testId}>
        <span className="today-item__title">{title}</span>
        <span className="today-item__meta">{meta}</span>
        <span className="today-item__facts">{facts}</span>
      </Link>
    </li>
  );
}

/** A part of the day: a heading with its count, its items (or what it means that there is none), "+N more". */
export function Part({
  id,
  icon,
  title,
  part,
  empty,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  part: { list: readonly unknown[]; total: number };
  empty: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  const more = moreOf(part);
  const headingId = `today-${id}-title`;
  return (
    <section className="today-part" aria-labelledby={headingId} data-testid={`today-${id}`}>
      <h4 className="today-part__title" id={headingId}>
        <span className="today-part__icon" aria-hidden>
          {icon}
        </span>
        <span>{title}</span>
        <span className="today-part__count">{t('todo.count', { count: part.total })}</span>
      </h4>
      {part.total === 0 ? (
        <p className="today-part__empty">
          <CheckCircleOutlined aria-hidden /> {empty}
        </p>
      ) : (
        <>
          <ul className="today-part__list">{children}</ul>
          {more > 0 && <p className="today-part__more">{t('todo.more', { count: more })}</p>}
        </>
      )}
    </section>
  );
}

/** The frame of the to-do: a card with its title, loading and error states. */
export function TodoCard({
  title,
  intro,
  query,
  testId,
  children,
}: {
  title: string;
  intro: string;
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <Card
      className="dashboard__card today"
      title={<h3 className="today__title">{title}</h3>}
      data-testid={testId}
      aria-busy={query.isPending}
    >
      <p className="today__intro">{intro}</p>
      {query.isError ? (
        <QueryError error={query.error} onRetry={() => query.refetch()} compact testId="today-error" />
      ) : query.isPending ? (
        <div role="status" aria-label={t('todo.loading')} data-testid="today-loading">
          <Skeleton active paragraph={{ rows: 4 }} />
        </div>
      ) : (
        children
      )}
    </Card>
  );
}

export function AllClear({ text }: { text: string }) {
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} className="today__clear" data-testid="today-clear" />
  );
}
