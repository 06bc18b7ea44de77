import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import type { PrepQuestion, PrepState, QuestionType } from '@edu/shared';
import { escapeHtml } from '@edu/shared/render/entities';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { IconAction } from '../../../ui/IconAction';
import { RichText, StemExcerpt } from '../../../ui/rich/RichHtml';
import { LEARNING_NS } from '../i18n';

// The small parts the preparation pages share: state tags, a question's line, the notes as shown.

const STATE_COLOR: Record<PrepState, string> = { draft: 'gold', ready: 'green' };

/** A preparation's state, or "not prepared" when there is none. */
export function PrepStateTag({ state }: { state: PrepState | null }) {
  const { t } = useTranslation(LEARNING_NS);
  return (
    <Tag color={state ? STATE_COLOR[state] : 'default'} data-testid="prep-state" data-state={state ?? 'none'}>
      {state ? t(`prepare.states.${state}`) : t('prepare.notPrepared')}
    </Tag>
  );
}

export function QuestionTypeTag({ type }: { type: QuestionType }) {
  const { t } = useTranslation(LEARNING_NS);
  return <Tag color="blue">{t(`prepare.types.${type}`)}</Tag>;
}

/** Where a chosen question comes from: the lesson's own exercises or the question bank. */
export function SourceTag({ inLesson }: { inLesson: boolean }) {
  const { t } = useTranslation(LEARNING_NS);
  return <Tag>{inLesson ? t('prepare.fromLesson') : t('prepare.fromBank')}</Tag>;
}

/** A question as the preparation lists show it: type, source, difficulty and the stem's text, formulas typeset. */
export function QuestionLine({ question }: { question: PrepQuestion }) {
  const { t } = useTranslation(LEARNING_NS);
  return (
    <div className="prep-question">
      <Space size={4} wrap className="prep-question__tags">
        <QuestionTypeTag type={question.type} />
        <SourceTag inLesson={question.inLesson} />
        <Typography.Text type="secondary">{t('prepare.difficulty', { n: question.difficulty })}</Typography.Text>
      </Space>
      <StemExcerpt text={question.stemText} className="prep-question__stem" />
    </div>
  );
}

/** Teaching notes as written (plain text, line breaks kept), formulas between $ … $ typeset. */
export function NotesView({ notes, testId }: { notes: string; testId?: string }) {
  const { t } = useTranslation(LEARNING_NS);
  if (notes.trim() === '') return <Typography.Text type="secondary">{t('prepare.notesEmpty')}</Typography.Text>;
  return <RichText source={escapeHtml(notes)} className="prep-notes" data-testid={testId} />;
}

/**
 * The chosen exercises in order. Editable: each can move up or down one place or be removed (icon
 * buttons named after the question's number).
 */
export function ExerciseList({
  questions,
  onMove,
  onRemove,
}: {
  questions: readonly PrepQuestion[];
  onMove?: (index: number, by: -1 | 1) => void;
  onRemove?: (id: number) => void;
}) {
  const { t } = useTranslation(LEARNING_NS);
  if (questions.length === 0) {
    return <Typography.Text type="secondary">{t('prepare.noExercises')}</Typography.Text>;
  }
  return (
    <ol className="prep-exercises" data-testid="prep-exercises">
      {questions.map((q, i) => (
        <li key={q.id} className="prep-exercise" data-testid="prep-exercise" data-question-id={q.id}>
          <span className="prep-exercise__index">{i + 1}.</span>
          <QuestionLine question={q} />
          {onMove && onRemove && (
            <Space size={0} className="prep-exercise__actions">
              <IconAction
                label={t('prepare.moveUp', { n: i + 1 })}
                icon={<ArrowUpOutlined />}
                disabled={i === 0}
                onClick={() => onMove(i, -1)}
                data-testid="prep-move-up"
              />
              <IconAction
                label={t('prepare.moveDown', { n: i + 1 })}
                icon={<ArrowDownOutlined />}
                disabled={i === questions.length - 1}
                onClick={() => onMove(i, 1)}
                data-testid="prep-move-down"
              />
              <IconAction
                label={t('prepare.remove', { n: i + 1 })}
                icon={<DeleteOutlined />}
                danger
                onClick={() => onRemove(q.id)}
                data-testid="prep-remove"
              />
            </Space>
          )}
        </li>
      ))}
    </ol>
  );
}

/** Paths of the preparation pages. */
export const preparePath = (lessonId: number, classId?: number) =>
  `/TeaCourse/prepara?lessonId=${lessonId}${classId ? `&classId=${classId}` : ''}`;
export const polishPath = (prepId?: number) => (prepId ? `/Lesson/index?prepId=${prepId}` : '/Lesson/index');
