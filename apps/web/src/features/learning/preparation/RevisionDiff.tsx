import type { PrepQuestion, PrepRevision } from '@edu/shared';
import { Alert, Descriptions, Grid, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LEARNING_NS } from '../i18n';
import { type ExerciseChange, type NotesLine, diffRevisions } from './prep-diff';
import { QuestionLine } from './prep-ui';

const SIGN: Record<NotesLine['kind'], string> = { same: ' ', added: '+', removed: '−' };

/** "before → after", the old value struck through, each with a hidden word for screen readers. */
function FromTo({ from, to }: { from: ReactNode; to: ReactNode }) {
  const { t } = useTranslation(LEARNING_NS);
  return (
    <span className="prep-diff__fromto">
      <del className="prep-diff__old">
        <span className="ui-visually-hidden">{t('prepare.diff.removed')}: </span>
        {from}
      </del>
      <span aria-hidden="true"> → </span>
      <ins className="prep-diff__new">
        <span className="ui-visually-hidden">{t('prepare.diff.added')}: </span>
        {to}
      </ins>
    </span>
  );
}

/** The notes line by line: + added, − removed; the changed characters of a replaced line marked. */
function NotesDiff({ lines }: { lines: NotesLine[] }) {
  const { t } = useTranslation(LEARNING_NS);
  const word = { added: t('prepare.diff.added'), removed: t('prepare.diff.removed') } as const;
  return (
    <div className="prep-diff__notes" data-testid="prep-diff-notes">
      {lines.map((line, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: lines are shown in order and never reordered
          key={i}
          className={`prep-diff__line prep-diff__line--${line.kind}`}
          data-kind={line.kind}
        >
          <span className="prep-diff__sign" aria-hidden="true">
            {SIGN[line.kind]}
          </span>
          {line.kind !== 'same' && <span className="ui-visually-hidden">{word[line.kind]}: </span>}
          <span className="prep-diff__text">
            {line.parts
              ? line.parts.map((p, k) =>
                  p.changed ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: parts of one line, in order
                    <mark key={k} className="prep-diff__mark">
                      {p.text}
                    </mark>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: parts of one line, in order
                    <span key={k}>{p.text}</span>
                  ),
                )
              : line.text || '\u00a0'}
          </span>
        </div>
      ))}
    </div>
  );
}

function ExercisesDiff({ changes, labels }: { changes: ExerciseChange[]; labels: ReadonlyMap<number, PrepQuestion> }) {
  const { t } = useTranslation(LEARNING_NS);
  const badge = (c: ExerciseChange) => {
    if (c.kind === 'added') return <Tag color="green">{t('prepare.diff.added')}</Tag>;
    if (c.kind === 'removed') return <Tag color="red">{t('prepare.diff.removed')}</Tag>;
    if (c.kind === 'moved') return <Tag color="blue">{t('prepare.diff.moved')}</Tag>;
    return null;
  };
  return (
    <ul className="prep-diff__exercises" data-testid="prep-diff-exercises">
      {changes.map((c) => {
        const q = labels.get(c.id);
        return (
          <li
            key={`${c.kind}-${c.id}`}
            className={`prep-diff__exercise prep-diff__exercise--${c.kind}`}
            data-kind={c.kind}
          >
            <span className="prep-diff__place">{c.kind === 'removed' ? '—' : `${c.to}.`}</span>
            <div className="prep-diff__exercise-body">
              <span className="prep-diff__badges">
                {badge(c)}
                {c.from !== undefined && c.to !== undefined && c.from !== c.to && (
                  <Typography.Text type="secondary">{t('prepare.diff.was', { n: c.from })}</Typography.Text>
                )}
              </span>
              {q ? (
                <QuestionLine question={q} />
              ) : (
                <Typography.Text type="secondary">{t('prepare.diff.deleted', { id: c.id })}</Typography.Text>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** What changed from one revision of a preparation to another (prep-diff.ts), field by field. */
export function RevisionDiff({ before, after }: { before: PrepRevision; after: PrepRevision }) {
  const { t } = useTranslation(LEARNING_NS);
  const screens = Grid.useBreakpoint();
  const diff = useMemo(() => diffRevisions(before, after), [before, after]);
  const labels = useMemo(
    () => new Map([...before.questions, ...after.questions].map((q) => [q.id, q] as const)),
    [before, after],
  );
  const none = t('prepare.diff.none');
  const unchanged = <Typography.Text type="secondary">{t('prepare.diff.unchanged')}</Typography.Text>;
  return (
    <section
      className="prep-diff"
      data-testid="prep-diff"
      aria-label={t('prepare.diff.title', { from: before.number, to: after.number })}
    >
      <Typography.Title level={5}>
        {t('prepare.diff.title', { from: before.number, to: after.number })}
      </Typography.Title>
      {diff.same && <Alert type="info" showIcon title={t('prepare.diff.same')} className="prep-diff__same" />}
      <Descriptions
        column={1}
        size="small"
        bordered
        // Narrow screens: each field's name above its changes, which then have the whole width.
        layout={screens.md === false ? 'vertical' : 'horizontal'}
        className="prep-diff__fields"
        items={[
          {
            key: 'plannedOn',
            label: t('prepare.plannedOn'),
            children: diff.plannedOn ? (
              <FromTo from={diff.plannedOn.from ?? none} to={diff.plannedOn.to ?? none} />
            ) : (
              <>
                {after.plannedOn ?? none} {unchanged}
              </>
            ),
          },
          {
            key: 'state',
            label: t('prepare.state'),
            children: diff.state ? (
              <FromTo from={t(`prepare.states.${diff.state.from}`)} to={t(`prepare.states.${diff.state.to}`)} />
            ) : (
              <>
                {t(`prepare.states.${after.state}`)} {unchanged}
              </>
            ),
          },
          {
            key: 'notes',
            label: t('prepare.notes'),
            children: diff.notesChanged ? <NotesDiff lines={diff.notes} /> : unchanged,
          },
          {
            key: 'exercises',
            label: t('prepare.exercises', { count: after.questionIds.length }),
            children: diff.exercisesChanged ? <ExercisesDiff changes={diff.exercises} labels={labels} /> : unchanged,
          },
        ]}
      />
    </section>
  );
}
