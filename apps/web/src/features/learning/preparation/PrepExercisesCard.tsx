import { PlusOutlined } from '@ant-design/icons';
import type { PrepQuestion } from '@edu/shared';
import { Button, Card, Grid, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LEARNING_NS } from '../i18n';
import { addQuestions, moveQuestion, type PrepDraft, removeQuestion } from './prep-draft';
import { ExerciseList, QuestionLine } from './prep-ui';

/**
 * The prepara page's exercises: the chosen ones in order (moved, removed), the lesson's own not chosen (added
 * back one by one) and the way to the question bank (`onOpenBank`: the page's BankPicker).
 */
export function PrepExercisesCard({
  questions,
  unused,
  onEdit,
  onOpenBank,
}: {
  questions: PrepQuestion[];
  unused: PrepQuestion[];
  onEdit: (change: Partial<PrepDraft>) => void;
  onOpenBank: () => void;
}) {
  const { t } = useTranslation(LEARNING_NS);
  const screens = Grid.useBreakpoint();
  const addFromBank = (
    <Button icon={<PlusOutlined />} onClick={onOpenBank} data-testid="prep-add-bank">
      {t('prepare.addFromBank')}
    </Button>
  );
  return (
    <Card
      title={t('prepare.exercises', { count: questions.length })}
      className="prep-card"
      // Narrow screens: the button under the title, which keeps its whole width.
      extra={screens.sm === false ? undefined : addFromBank}
    >
      {screens.sm === false && <div className="prep-add-bank--narrow">{addFromBank}</div>}
      <ExerciseList
        questions={questions}
        onMove={(i, by) => onEdit({ questions: moveQuestion(questions, i, by) })}
        onRemove={(id) => onEdit({ questions: removeQuestion(questions, id) })}
      />
      {unused.length > 0 && (
        <section className="prep-unused" aria-label={t('prepare.unused')}>
          <Typography.Title level={5}>{t('prepare.unused')}</Typography.Title>
          <ul className="prep-exercises prep-exercises--unused">
            {unused.map((q) => (
              <li key={q.id} className="prep-exercise" data-testid="prep-unused">
                <QuestionLine question={q} />
                <Button
                  size="small"
                  icon={<PlusOutlined />}
                  aria-label={t('prepare.addLabel', { text: q.stemText.slice(0, 60) })}
                  onClick={() => onEdit({ questions: addQuestions(questions, [q]) })}
                  data-testid="prep-add-unused"
                >
                  {t('prepare.add')}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Card>
  );
}
