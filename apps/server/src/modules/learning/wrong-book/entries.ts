import { type SQL, sql } from 'drizzle-orm';
import type {
  EntryCorrection,
  QuestionAnswer,
  QuestionType,
  Subject,
  WrongBookEntry,
  WrongBookFilter,
  WrongSource,
} from '@edu/shared';
import { containsPattern } from '../../../db/queries';
import { normalizeSearch, previewOf, renderRichText } from '../../content';
import { responseOf } from '../lessons/service';

// The rows of a student's book as its pages read them: the condition of a filter, the columns of an entry
// and the mapping to the contract. book.ts (the list, the tree, the sheet) and camp.ts use them.

/** The book of one student (`w` wrong_questions, `q` its question) under a filter. */
export function bookWhere(studentId: number, f: Partial<WrongBookFilter>): SQL {
  const parts: SQL[] = [sql`w.student_id = ${studentId}`];
  if (f.state === 'learning') parts.push(sql`w.mastered_at is null`);
  if (f.state === 'mastered') parts.push(sql`w.mastered_at is not null`);
  if (f.subject) parts.push(sql`q.subject = ${f.subject}`);
  if (f.knowledgePointId !== undefined) {
    parts.push(sql`exists (select 1 from question_knowledge_points qk
      where qk.question_id = w.question_id and qk.knowledge_point_id = ${f.knowledgePointId})`);
  }
  const kw = f.keyword ? normalizeSearch(f.keyword) : '';
  if (kw) parts.push(sql`q.search_text like ${containsPattern(kw)}`);
  return sql.join(parts, sql` and `);
}

/** The order of a sort (the question id last: a stable page). */
export function bookOrder(sort: WrongBookFilter['sort']): SQL {
  switch (sort) {
    case 'mostWrong':
      return sql`w.wrong_count desc, w.last_wrong_at desc, w.question_id desc`;
    case 'due':
      return sql`w.mastered_at is not null, w.due_at asc, w.question_id asc`;
    default:
      return sql`w.last_wrong_at desc, w.question_id desc`;
  }
}

/** A question's knowledge points as a JSON array of {id, name} (`q` the question). */
export const pointsJson = sql`(select coalesce(json_agg(json_build_object('id', kp.id, 'name', kp.name)
    order by kp.sort, kp.id), '[]'::json)
  from question_knowledge_points qk join knowledge_points kp on kp.id = qk.knowledge_point_id
  where qk.question_id = q.id)`;

/** What a question's preview, key and analysis need (`q`). */
export const questionColumns = sql`q.id as "questionId", q.subject, q.type, q.difficulty, q.stem, q.options,
  q.answer, q.analysis`;

export interface QuestionRow {
  questionId: number;
  subject: Subject;
  type: QuestionType;
  difficulty: number;
  stem: string;
  options: string[];
  answer: QuestionAnswer;
  analysis: string;
}

export interface EntryRow extends QuestionRow {
  points: { id: number; name: string }[];
  wrongResponse: unknown;
  wrongCount: number;
  correctCount: number;
  correctDays: number;
  firstWrongAt: Date | string;
  lastWrongAt: Date | string;
  masteredAt: Date | string | null;
  dueAt: Date | string;
  submissionId: number | null;
  practiceId: number | null;
  aiCourseId: number | null;
  aiCourseTitle: string | null;
  lessonId: number | null;
  lessonTitle: string | null;
  homework: boolean | null;
  correction: (Omit<EntryCorrection, 'reviewedAt'> & { reviewedAt: string | null }) | null;
}

/**
 * An entry's columns: the question, the counts, where the latest wrong answer was given (the lesson, and
 * whether it was the class's homework) and the latest error correction of that answer (the highest attempt,
 * error_corrections_attempt_uq). From `wrong_questions w join questions q`.
 */
export const entryColumns = sql`${questionColumns}, ${pointsJson} as points,
  w.wrong_response as "wrongResponse", w.wrong_count as "wrongCount", w.correct_count as "correctCount",
  w.correct_days as "correctDays", w.first_wrong_at as "firstWrongAt", w.last_wrong_at as "lastWrongAt",
  w.mastered_at as "masteredAt", w.due_at as "dueAt", w.submission_id as "submissionId",
  w.practice_id as "practiceId", aci.ai_course_id as "aiCourseId", aic.title as "aiCourseTitle",
  s.lesson_id as "lessonId", l.title as "lessonTitle",
  case when s.id is null then null
       else exists (select 1 from assignments a where a.class_id = s.class_id and a.lesson_id = s.lesson_id) end as homework,
  (select json_build_object('id', ec.id, 'state', ec.state, 'attempt', ec.attempt,
            'reviewComment', ec.review_comment, 'reviewedAt', ec.reviewed_at)
     from error_corrections ec where ec.submission_id = w.submission_id and ec.question_id = w.question_id
     order by ec.attempt desc limit 1) as correction`;

/** The joins entryColumns reads besides `w` and `q`. */
export const entryJoins = sql`left join submissions s on s.id = w.submission_id
  left join lessons l on l.id = s.lesson_id
  left join ai_course_items aci on aci.id = w.ai_course_item_id
  left join ai_courses ac on ac.id = aci.ai_course_id
  left join courses aic on aic.id = ac.course_id`;

const iso = (v: Date | string) => new Date(v).toISOString();
const isoOrNull = (v: Date | string | null) => (v === null ? null : iso(v));

/** The answer key as reports show it. */
export function answerKeyOf(answer: QuestionAnswer) {
  return {
    choices: answer.choices,
    judge: answer.judge,
    blanks: answer.blanks.map((b) => b.accepted),
    textHtml: answer.text ? renderRichText(answer.text) : '',
  };
}

export const previewOfRow = (r: QuestionRow) => previewOf({ id: r.questionId, ...r });
export const analysisOf = (r: Pick<QuestionRow, 'analysis'>) => (r.analysis ? renderRichText(r.analysis) : '');

function sourceOf(r: EntryRow): WrongSource {
  const none = { submissionId: null, lessonId: null, title: null, practiceId: null, aiCourseId: null };
  if (r.submissionId !== null) {
    return {
      ...none,
      kind: r.homework ? 'homework' : 'lesson',
      submissionId: Number(r.submissionId),
      lessonId: r.lessonId === null ? null : Number(r.lessonId),
      title: r.lessonTitle,
    };
  }
  if (r.practiceId !== null) return { ...none, kind: 'practice', practiceId: Number(r.practiceId) };
  if (r.aiCourseId !== null) {
    return { ...none, kind: 'aiCourse', aiCourseId: Number(r.aiCourseId), title: r.aiCourseTitle };
  }
  return { ...none, kind: 'gone' };
}

export function entryOf(r: EntryRow): WrongBookEntry {
  return {
    questionId: Number(r.questionId),
    subject: r.subject,
    preview: previewOfRow(r),
    knowledgePoints: r.points.map((p) => ({ id: Number(p.id), name: p.name })),
    wrongResponse: responseOf(r.wrongResponse),
    key: answerKeyOf(r.answer),
    analysisHtml: analysisOf(r),
    wrongCount: Number(r.wrongCount),
    correctCount: Number(r.correctCount),
    correctDays: Number(r.correctDays),
    firstWrongAt: iso(r.firstWrongAt),
    lastWrongAt: iso(r.lastWrongAt),
    masteredAt: isoOrNull(r.masteredAt),
    dueAt: iso(r.dueAt),
    submissionId: r.submissionId === null ? null : Number(r.submissionId),
    source: sourceOf(r),
    correction: r.correction
      ? {
          id: Number(r.correction.id),
          state: r.correction.state,
          attempt: Number(r.correction.attempt),
          reviewComment: r.correction.reviewComment,
          reviewedAt: isoOrNull(r.correction.reviewedAt),
        }
      : null,
  };
}
