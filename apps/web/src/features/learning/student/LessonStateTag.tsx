import type { StudentLessonState } from '@edu/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { LEARNING_NS } from '../i18n';

const STATE_COLOR: Record<StudentLessonState, string> = {
  new: 'blue',
  in_progress: 'gold',
  submitted: 'purple',
  graded: 'green',
};

/** Where a student stands in a lesson: new, in progress, handed in, graded. */
export function LessonStateTag({ state }: { state: StudentLessonState }) {
  const { t } = useTranslation(LEARNING_NS);
  return (
    <Tag color={STATE_COLOR[state]} data-testid="stu-lesson-state" data-state={state}>
      {t(`student.states.${state}`)}
    </Tag>
  );
}
