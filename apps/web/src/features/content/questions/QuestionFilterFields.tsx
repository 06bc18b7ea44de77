import type { QuestionType, Subject } from '@edu/shared';
import { DifficultySelect, GradeSelect, QuestionTypeSelect, SubjectSelect } from '../components/selects';

/** The filters of a question list (the bank and the lesson editor's picker). */
export interface QuestionFilters {
  type?: QuestionType;
  subject?: Subject;
  grade?: number;
  difficulty?: number;
  knowledgePointId?: number;
}

/**
 * A question list's type, subject, grade and difficulty filters, in its toolbar. Another subject clears
 * the knowledge point (the points are a subject's).
 */
export function QuestionFilterFields({
  filters,
  onFilters,
}: {
  filters: QuestionFilters;
  onFilters: (change: Partial<QuestionFilters>) => void;
}) {
  return (
    <>
      <QuestionTypeSelect
        allowClear
        value={filters.type}
        onChange={(v) => onFilters({ type: v as QuestionType })}
        className="list-toolbar__select"
        data-testid="filter-type"
      />
      <SubjectSelect
        allowClear
        value={filters.subject}
        onChange={(v) => onFilters({ subject: v as Subject | undefined, knowledgePointId: undefined })}
        className="list-toolbar__select"
        data-testid="filter-subject"
      />
      <GradeSelect
        allowClear
        value={filters.grade}
        onChange={(v) => onFilters({ grade: v })}
        className="list-toolbar__select"
        data-testid="filter-grade"
      />
      <DifficultySelect
        allowClear
        value={filters.difficulty}
        onChange={(v) => onFilters({ difficulty: v })}
        className="list-toolbar__select"
        data-testid="filter-difficulty"
      />
    </>
  );
}
