import { sql } from 'drizzle-orm';
import {
  type GetWrongBookQuery,
  type GetWrongSheetQuery,
  SUBJECTS,
  type Subject,
  WRONG_SHEET_MAX,
  type WrongBook,
  type WrongBookGroups,
  type WrongSheet,
} from '@edu/shared';
import type { ClassroomScope } from '../../../access/scopes';
import type { Db } from '../../../db/client';
import { pageOf, pageWindow, selectRows } from '../../../db/queries';
import { photosOf, photoUrlsFor } from '../photos/urls';
import {
  analysisOf,
  answerKeyOf,
  bookOrder,
  bookWhere,
  type EntryRow,
  entryColumns,
  entryJoins,
  entryOf,
  previewOfRow,
  type QuestionRow,
} from './entries';
import { settleBook } from './recorder';

// The student's own book (README.md "The book"): the list, its tree and the printed sheet. The scope is
// the student itself: every statement starts from `w.student_id = <the caller>` (the primary key and the
// (student, last wrong) index), so another student's rows never appear.

/** A page of the book under the filter, with the signed addresses of the photos its answers carry. */
export async function getWrongBook(db: Db, scope: ClassroomScope, q: GetWrongBookQuery): Promise<WrongBook> {
  // A student who just handed in finds its wrong answers here (recorder.ts); so do the reads below.
  await settleBook(db, scope.userId);
  const where = bookWhere(scope.userId, q);
  const { limit, offset } = pageWindow(q);
  const [rows, counted] = await Promise.all([
    selectRows<EntryRow>(
      db,
      sql`select ${entryColumns} from wrong_questions w join questions q on q.id = w.question_id ${entryJoins}
          where ${where} order by ${bookOrder(q.sort)} limit ${limit} offset ${offset}`,
    ),
    selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from wrong_questions w join questions q on q.id = w.question_id where ${where}`,
    ),
  ]);
  const list = rows.map(entryOf);
  const page = pageOf(q, list, Number(counted[0]?.n ?? 0));
  return { ...page, photoUrls: await photoUrlsFor(db, scope.userId, photosOf(list.map((e) => e.wrongResponse))) };
}

interface GroupRow {
  subject: Subject;
  pointId: number | null;
  pointName: string | null;
  learning: number;
  mastered: number;
}

/**
 * The tree of the book: per subject, per knowledge point its questions link to (a question of two points
 * counts in both), and the subject's questions linked to none, each with learning and mastered counts.
 */
export async function getWrongBookGroups(db: Db, scope: ClassroomScope): Promise<WrongBookGroups> {
  await settleBook(db, scope.userId);
  const rows = await selectRows<GroupRow>(
    db,
    sql`select q.subject, kp.id as "pointId", kp.name as "pointName",
          count(*) filter (where w.mastered_at is null)::int as learning,
          count(*) filter (where w.mastered_at is not null)::int as mastered
        from wrong_questions w join questions q on q.id = w.question_id
        left join question_knowledge_points qk on qk.question_id = w.question_id
        left join knowledge_points kp on kp.id = qk.knowledge_point_id
        where w.student_id = ${scope.userId}
        group by q.subject, kp.id, kp.name, kp.sort
        order by q.subject, kp.sort nulls last, kp.id`,
  );
  const totals = await selectRows<{ subject: Subject; learning: number; mastered: number }>(
    db,
    sql`select q.subject, count(*) filter (where w.mastered_at is null)::int as learning,
          count(*) filter (where w.mastered_at is not null)::int as mastered
        from wrong_questions w join questions q on q.id = w.question_id
        where w.student_id = ${scope.userId} group by q.subject`,
  );
  const order = (s: Subject) => SUBJECTS.indexOf(s);
  const subjects = totals
    .sort((a, b) => order(a.subject) - order(b.subject))
    .map((t) => {
      const mine = rows.filter((r) => r.subject === t.subject);
      const unlinked = mine.find((r) => r.pointId === null);
      return {
        subject: t.subject,
        learning: Number(t.learning),
        mastered: Number(t.mastered),
        points: mine.flatMap((r) =>
          r.pointId === null
            ? []
            : [{ id: Number(r.pointId), name: r.pointName ?? '', learning: r.learning, mastered: r.mastered }],
        ),
        unlinked: { learning: unlinked?.learning ?? 0, mastered: unlinked?.mastered ?? 0 },
      };
    });
  return {
    total: {
      learning: subjects.reduce((n, s) => n + s.learning, 0),
      mastered: subjects.reduce((n, s) => n + s.mastered, 0),
    },
    subjects,
  };
}

/**
 * The printed sheet (/wrongQues): the first WRONG_SHEET_MAX questions of the book under the filter in its
 * order, or the questions asked for by id (those of the caller's book, in the order given), numbered, with
 * previews without answers and the key part after them.
 */
export async function getWrongSheet(db: Db, scope: ClassroomScope, q: GetWrongSheetQuery): Promise<WrongSheet> {
  await settleBook(db, scope.userId);
  const byIds = q.ids !== undefined && q.ids.length > 0;
  const where = byIds
    ? sql`w.student_id = ${scope.userId} and w.question_id = any(${`{${(q.ids ?? []).join(',')}}`}::int[])`
    : bookWhere(scope.userId, q);
  const [rows, counted, who, point] = await Promise.all([
    selectRows<QuestionRow>(
      db,
      sql`select q.id as "questionId", q.subject, q.type, q.difficulty, q.stem, q.options, q.answer, q.analysis
          from wrong_questions w join questions q on q.id = w.question_id
          where ${where} order by ${bookOrder(q.sort)} limit ${WRONG_SHEET_MAX}`,
    ),
    selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from wrong_questions w join questions q on q.id = w.question_id where ${where}`,
    ),
    selectRows<{ name: string }>(db, sql`select name from users where id = ${scope.userId}`),
    q.knowledgePointId === undefined || byIds
      ? Promise.resolve([])
      : selectRows<{ id: number; name: string }>(
          db,
          sql`select id, name from knowledge_points where id = ${q.knowledgePointId}`,
        ),
  ]);
  const ordered = byIds ? (q.ids ?? []).flatMap((id) => rows.filter((r) => Number(r.questionId) === id)) : rows;
  const numbered = ordered.map((r, i) => ({ ...r, number: i + 1, questionId: Number(r.questionId) }));
  const kp = point[0];
  return {
    studentName: who[0]?.name ?? '',
    generatedAt: new Date().toISOString(),
    filter: {
      subject: byIds ? null : (q.subject ?? null),
      knowledgePoint: kp ? { id: Number(kp.id), name: kp.name } : null,
      state: q.state,
      keyword: byIds ? '' : (q.keyword ?? ''),
      byIds,
    },
    total: Number(counted[0]?.n ?? 0),
    questions: numbered.map((r) => ({
      number: r.number,
      questionId: r.questionId,
      subject: r.subject,
      preview: previewOfRow(r),
    })),
    key: numbered.map((r) => ({
      number: r.number,
      questionId: r.questionId,
      key: answerKeyOf(r.answer),
      analysisHtml: analysisOf(r),
    })),
  };
}
