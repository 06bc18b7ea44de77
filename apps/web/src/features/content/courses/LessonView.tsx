import type { LessonDetail } from '@edu/shared';
import { Card, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONTENT_NS } from '../i18n';
import { QuestionView } from '../render/QuestionView';
import { RichHtml } from '../../../ui/rich/RichHtml';

/**
 * A lesson as students read it: its content rendered (formulas typeset by KaTeX, sanitized) and its
 * exercises as they will answer them (no answers shown).
 */
export function LessonView({ lesson }: { lesson: LessonDetail }) {
  const { t } = useTranslation(CONTENT_NS);
  return (
    <>
      <Card className="ct-card lesson-view" data-testid="lesson-view">
        {lesson.html.trim() === '' ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('lesson.empty')} />
        ) : (
          <RichHtml html={lesson.html} className="lesson-view__content" data-testid="lesson-html" />
        )}
      </Card>
      <Card
        className="ct-card"
        title={t('exercises.title', { count: lesson.exercises.length })}
        data-testid="lesson-view-exercises"
      >
        {lesson.exercises.length === 0 ? (
          <Typography.Text type="secondary">{t('exercises.noneReader')}</Typography.Text>
        ) : (
          <ol className="exercise-list exercise-list--reader">
            {lesson.exercises.map((e, i) => (
              <li key={e.questionId} className="exercise-item" data-testid="exercise-item">
                <QuestionView preview={e.preview} index={i + 1} />
              </li>
            ))}
          </ol>
        )}
      </Card>
    </>
  );
}
