import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import {
  FALLING_SCORE_DROP,
  FOLLOW_UP_EXCERPT,
  type FollowUpSummary,
  type GetFollowUpsQuery,
  type GetSupportLessonReportQuery,
  type GetSupportStudentLessonsQuery,
  type GetSupportStudentsQuery,
  type FollowUps,
  type LessonReport,
  RoleType,
  SUPPORT_KIND_ROLE,
  type SupportKind,
  type SupportStudentLessons,
  type SupportStudents,
} from '@edu/shared';
import type { SupportScope } from '../../../access/scopes';
import type { Db } from '../../../db/client';
import { type Exec, iso, isoOrNull, keywordOf, pageOf, pageWindow, prefixPattern } from '../../../db/queries';
import { classes, classStudents, followUpNotes, submissions, supportLinks, users } from '../../../db/schema';
import { forbidden, notFound } from '../../../http/errors';
import { getMyLessons } from '../lessons/queries';
import { reportOf } from '../lessons/service';
import { workTrend } from '../students/trend';

// A DL's work list (README.md "A DL's work list"): the students linked to the caller by a support link of
// its kind in its brand; any other student answers 404, like an unknown id.

const num = (expr: SQL) => sql<number>`${expr}`.mapWith(Number);
const numOrNull = (expr: SQL) => sql<number | null>`${expr}`.mapWith((v) => (v === null ? null : Number(v)));
const dateOrNull = (expr: SQL) =>
  sql<Date | null>`${expr}`.mapWith((v: Date | string | null) => (v === null ? null : new Date(v)));

/** The helper's link kind and brand; an account without a brand, or no helper, reaches no student (403). */
export function helperOf(scope: SupportScope): { userId: number; brandId: number; kind: SupportKind } {
  const kind = (Object.entries(SUPPORT_KIND_ROLE) as [SupportKind, number][]).find(
    ([, role]) => role === scope.roleType,
  )?.[0];
  if (kind === undefined) throw forbidden();
  if (scope.brandId === null) throw forbidden('This account has no brand');
  return { userId: scope.userId, brandId: scope.brandId, kind };
}

/** The caller's links: its kind, its brand, live students of that brand. */
function linkedWhere(helper: ReturnType<typeof helperOf>): SQL {
  return and(
    eq(supportLinks.staffId, helper.userId),
    eq(supportLinks.kind, helper.kind),
    eq(supportLinks.brandId, helper.brandId),
    eq(users.brandId, helper.brandId),
    eq(users.roleType, RoleType.student),
    isNull(users.deletedAt),
  ) as SQL;
}

/** One of the caller's linked students; any other id answers 404 like an unknown one. */
export async function linkedStudent(db: Exec, scope: SupportScope, studentId: number) {
  const helper = helperOf(scope);
  const [row] = await db
    .select({ id: users.id, name: users.name, username: users.username })
    .from(supportLinks)
    .innerJoin(users, eq(users.id, supportLinks.studentId))
    .where(and(linkedWhere(helper), eq(supportLinks.studentId, studentId)))
    .limit(1);
  if (!row) throw notFound('Student not found');
  return { id: row.id, name: row.name, username: row.username, brandId: helper.brandId };
}

/** Handed in after the due time; no hand-in once the due time has gone: the homework's words. */
const handedIn = sql`s.state in ('submitted', 'graded')`;

/**
 * The DL's work list: its linked students with their work over their active classes (handed in, average,
 * trend as on /myStudent/myStudent), overdue homework, the last hand-in and the latest follow-up. The most
 * overdue homework first, then falling scores, then by name.
 */
export async function getSupportStudents(
  db: Db,
  scope: SupportScope,
  q: GetSupportStudentsQuery,
): Promise<SupportStudents> {
  const helper = helperOf(scope);
  const kw = keywordOf(q.keyword);
  const linked = db
    .select({ id: supportLinks.studentId })
    .from(supportLinks)
    .innerJoin(users, eq(users.id, supportLinks.studentId))
    .where(linkedWhere(helper));
  // The students' work in the classes they are in now, per student (students/trend.ts).
  const agg = workTrend(
    db,
    and(
      inArray(submissions.studentId, linked),
      sql`exists (select 1 from ${classStudents} cs where cs.class_id = ${submissions.classId} and cs.student_id = ${submissions.studentId} and cs.active)`,
    ),
    false,
  );
  const inner = db
    .select({
      studentId: sql<number>`${users.id}`.as('student_id'),
      name: sql<string>`${users.name}`.as('name'),
      username: sql<string>`${users.username}`.as('username'),
      done: sql<number>`coalesce(${agg.done}, 0)`.as('done_n'),
      average: sql<number>`${agg.average}`.as('average_score'),
      recentAverage: sql<number>`${agg.recent}`.as('recent_average'),
      earlierAverage: sql<number>`${agg.earlier}`.as('earlier_average'),
      lastSubmittedAt: sql<Date>`${agg.last}`.as('last_submitted_at'),
      // The homework of its active classes whose due time is gone and that it has not handed in.
      overdue: sql<number>`(select count(*) from assignments a join ${classStudents} cs on cs.class_id = a.class_id
        and cs.student_id = ${users.id} and cs.active where a.due_at <= now()
        and not exists (select 1 from ${submissions} s where s.student_id = ${users.id} and s.class_id = a.class_id
          and s.lesson_id = a.lesson_id and ${handedIn}))`.as('overdue_n'),
    })
    .from(supportLinks)
    .innerJoin(users, eq(users.id, supportLinks.studentId))
    .leftJoin(agg, eq(agg.studentId, users.id))
    .where(
      and(
        linkedWhere(helper),
        kw
          ? sql`(lower(${users.name}) like ${prefixPattern(kw)} or lower(${users.username}) like ${prefixPattern(kw)})`
          : undefined,
      ),
    )
    .as('t');
  const falling = sql`coalesce(${inner.recentAverage} <= ${inner.earlierAverage} - ${FALLING_SCORE_DROP}, false)`;
  const { limit, offset } = pageWindow(q);
  const page = (lim: number, off: number) =>
    db
      .select({
        studentId: num(sql`${inner.studentId}`),
        name: sql<string>`${inner.name}`,
        username: sql<string>`${inner.username}`,
        done: num(sql`${inner.done}`),
        average: numOrNull(sql`${inner.average}`),
        recentAverage: numOrNull(sql`${inner.recentAverage}`),
        earlierAverage: numOrNull(sql`${inner.earlierAverage}`),
        falling: sql<boolean>`${falling}`.mapWith((v) => v === true || v === 't'),
        overdue: num(sql`${inner.overdue}`),
        lastSubmittedAt: dateOrNull(sql`${inner.lastSubmittedAt}`),
        total: num(sql`count(*) over ()`),
      })
      .from(inner)
      .where(q.attention === 'falling' ? falling : q.attention === 'overdue' ? sql`${inner.overdue} > 0` : undefined)
      .orderBy(sql`${inner.overdue} desc`, sql`${falling} desc`, sql`${inner.name} asc`, sql`${inner.studentId} asc`)
      .limit(lim)
      .offset(off);
  const rows = await page(limit, offset);
  const total = rows[0]?.total ?? (offset > 0 ? ((await page(1, 0))[0]?.total ?? 0) : 0);
  const ids = rows.map((r) => r.studentId);
  const [memberships, latest] = await Promise.all([classesOf(db, ids), latestFollowUps(db, helper.brandId, ids)]);
  return pageOf(
    q,
    rows.map(({ total: _t, lastSubmittedAt, ...r }) => ({
      ...r,
      classes: memberships.get(r.studentId) ?? [],
      lastSubmittedAt: isoOrNull(lastSubmittedAt),
      latestFollowUp: latest.get(r.studentId) ?? null,
    })),
    total,
  );
}

/** The active classes of each student, by name. */
async function classesOf(db: Exec, studentIds: number[]) {
  const out = new Map<number, { id: number; name: string }[]>();
  if (studentIds.length === 0) return out;
  const rows = await db
    .select({ studentId: classStudents.studentId, id: classes.id, name: classes.name })
    .from(classStudents)
    .innerJoin(classes, eq(classes.id, classStudents.classId))
    .where(and(inArray(classStudents.studentId, studentIds), eq(classStudents.active, true), eq(classes.status, 1)))
    .orderBy(asc(classes.name), asc(classes.id));
  for (const r of rows) out.set(r.studentId, [...(out.get(r.studentId) ?? []), { id: r.id, name: r.name }]);
  return out;
}

function excerptOf(note: string): string {
  const line = note.replace(/\s+/g, ' ').trim();
  return line.length > FOLLOW_UP_EXCERPT ? `${line.slice(0, FOLLOW_UP_EXCERPT - 1)}…` : line;
}

/** The newest follow-up of each student in the brand (follow_up_notes_student_contact_idx). */
async function latestFollowUps(db: Exec, brandId: number, studentIds: number[]) {
  const out = new Map<number, FollowUpSummary>();
  if (studentIds.length === 0) return out;
  const rows = await db
    .selectDistinctOn([followUpNotes.studentId], {
      studentId: followUpNotes.studentId,
      id: followUpNotes.id,
      contactAt: followUpNotes.contactAt,
      staffId: followUpNotes.staffId,
      staffName: users.name,
      note: followUpNotes.note,
    })
    .from(followUpNotes)
    .innerJoin(users, eq(users.id, followUpNotes.staffId))
    .where(and(inArray(followUpNotes.studentId, studentIds), eq(followUpNotes.brandId, brandId)))
    .orderBy(followUpNotes.studentId, desc(followUpNotes.contactAt), desc(followUpNotes.id));
  for (const r of rows) {
    out.set(r.studentId, {
      id: r.id,
      contactAt: iso(r.contactAt),
      staffId: r.staffId,
      staffName: r.staffName,
      excerpt: excerptOf(r.note),
    });
  }
  return out;
}

/** A linked student's follow-up notes in the brand (whoever wrote them), newest contact first. */
export async function getFollowUps(db: Db, scope: SupportScope, q: GetFollowUpsQuery): Promise<FollowUps> {
  const student = await linkedStudent(db, scope, q.studentId);
  const where = and(eq(followUpNotes.studentId, student.id), eq(followUpNotes.brandId, student.brandId));
  const { limit, offset } = pageWindow(q);
  const [rows, [count]] = await Promise.all([
    db
      .select({ n: followUpNotes, staffName: users.name, staffUsername: users.username })
      .from(followUpNotes)
      .innerJoin(users, eq(users.id, followUpNotes.staffId))
      .where(where)
      .orderBy(desc(followUpNotes.contactAt), desc(followUpNotes.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(followUpNotes)
      .where(where),
  ]);
  return pageOf(
    q,
    rows.map(({ n, staffName, staffUsername }) => ({
      id: n.id,
      studentId: n.studentId,
      staffId: n.staffId,
      staffName,
      staffUsername,
      note: n.note,
      agreed: n.agreed,
      contactAt: iso(n.contactAt),
      createdAt: iso(n.createdAt),
      mine: n.staffId === scope.userId,
    })),
    count?.n ?? 0,
  );
}

/** A linked student's lessons as its own list has them (getMyLessons, read for the student). */
export async function getSupportStudentLessons(
  db: Db,
  scope: SupportScope,
  q: GetSupportStudentLessonsQuery,
): Promise<SupportStudentLessons> {
  const { studentId, ...rest } = q;
  const student = await linkedStudent(db, scope, studentId);
  const page = await getMyLessons(db, { role: 'student', userId: student.id, brandId: student.brandId }, rest);
  return { ...page, student: { id: student.id, name: student.name, username: student.username } };
}

/** The report of a lesson a linked student handed in, as the student sees it; before the hand-in 404. */
export async function getSupportLessonReport(
  db: Db,
  scope: SupportScope,
  q: GetSupportLessonReportQuery,
): Promise<LessonReport> {
  const student = await linkedStudent(db, scope, q.studentId);
  return reportOf(db, q.lessonId, eq(submissions.studentId, student.id), scope.userId);
}
