import { and, count, eq, gte, isNull, sql } from 'drizzle-orm';
import { DATA_SCREEN_DAYS, type DataScreen, type GetDataScreenQuery, RoleType } from '@edu/shared';
import type { Db } from '../../../db/client';
import { classes, classStudents, schools, sessions, users } from '../../../db/schema';
import { badRequest, notFound } from '../../../http/errors';
import { qualified } from '../../../db/queries';
import type { OrgScope } from '../../../access/org';
import { learningFigures } from './learning';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A time zone both Node and the database understand; IANA names only. */
function timeZoneOf(tz: string | undefined): string {
  const zone = tz && tz !== '' ? tz : 'UTC';
  if (!/^[A-Za-z]+(?:[/_+-][A-Za-z0-9]+)*$/.test(zone)) throw badRequest('tz: must be an IANA time zone');
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    throw badRequest('tz: must be an IANA time zone');
  }
  return zone;
}

/** YYYY-MM-DD of an instant in a time zone. */
function dayIn(zone: string, at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    at,
  );
}

export interface ScreenTarget {
  schoolId: number;
  zone: string;
}

async function schoolOf(db: Db, schoolId: number) {
  const [school] = await db
    .select({ id: schools.id, name: schools.name })
    .from(schools)
    .where(eq(schools.id, schoolId));
  if (!school) throw notFound('School not found');
  return school;
}

/**
 * The school of a data screen and its time zone, or the refusal: the school admin's own school only (any
 * other school id → 404 exactly like an unknown one, DESIGN.md section 3), an IANA zone (400 otherwise).
 */
export async function screenTarget(db: Db, scope: OrgScope, q: GetDataScreenQuery): Promise<ScreenTarget> {
  if (scope.kind !== 'school' || scope.schoolId !== q.schoolId) throw notFound('School not found');
  const zone = timeZoneOf(q.tz);
  await schoolOf(db, q.schoolId);
  return { schoolId: q.schoolId, zone };
}

/** The school admin's data screen: live figures of its own school only. */
export async function getDataScreen(
  db: Db,
  scope: OrgScope,
  q: GetDataScreenQuery,
  now = new Date(),
): Promise<DataScreen> {
  return screenFigures(db, await screenTarget(db, scope, q), now);
}

/**
 * The figures of a screen's school (its scope already checked). Logins per day count the sessions created
 * each day (every login creates one) and the distinct users; the learning figures are in ./learning.ts.
 */
export async function screenFigures(db: Db, target: ScreenTarget, now = new Date()): Promise<DataScreen> {
  const { schoolId, zone } = target;

  // Days in the zone: today and the 13 before it. Sessions since 15 days ago cover them in any zone.
  const days: string[] = [];
  for (let i = DATA_SCREEN_DAYS - 1; i >= 0; i--) days.push(dayIn(zone, new Date(now.getTime() - i * DAY_MS)));
  const since = new Date(now.getTime() - (DATA_SCREEN_DAYS + 1) * DAY_MS);
  const day = sql<string>`to_char(${sessions.createdAt} at time zone ${zone}, 'YYYY-MM-DD')`;

  const [school, people, classRows, unassigned, logins, learning] = await Promise.all([
    schoolOf(db, schoolId),
    db
      .select({ roleType: users.roleType, n: count() })
      .from(users)
      .where(and(eq(users.schoolId, schoolId), isNull(users.deletedAt)))
      .groupBy(users.roleType),
    db
      .select({
        id: classes.id,
        name: classes.name,
        grade: classes.grade,
        studentCount:
          sql<number>`(select count(*) from class_students cs join users u on u.id = cs.student_id where cs.class_id = ${qualified(classes, classes.id)} and u.deleted_at is null)`.mapWith(
            Number,
          ),
      })
      .from(classes)
      .where(and(eq(classes.schoolId, schoolId), eq(classes.status, 1)))
      .orderBy(classes.grade, classes.name, classes.id),
    db
      .select({ n: count() })
      .from(users)
      .where(
        and(
          eq(users.schoolId, schoolId),
          eq(users.roleType, RoleType.student),
          isNull(users.deletedAt),
          sql`not exists (select 1 from ${classStudents} cs where cs.student_id = ${qualified(users, users.id)} and cs.active)`,
        ),
      ),
    db
      .select({ day, logins: count(), users: sql<number>`count(distinct ${sessions.userId})`.mapWith(Number) })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(users.schoolId, schoolId), gte(sessions.createdAt, since)))
      // By position: the day expression carries the zone as a parameter, so it cannot be repeated.
      .groupBy(sql`1`),
    learningFigures(db, schoolId, zone, now),
  ]);

  const countOf = (role: number) => people.find((p) => p.roleType === role)?.n ?? 0;
  const byGrade = new Map<number, number>();
  for (const c of classRows) byGrade.set(c.grade, (byGrade.get(c.grade) ?? 0) + c.studentCount);
  const studentsByGrade: DataScreen['studentsByGrade'] = [...byGrade.entries()]
    .sort(([a], [b]) => a - b)
    .map(([grade, n]) => ({ grade, count: n }));
  const none = unassigned[0]?.n ?? 0;
  if (none > 0) studentsByGrade.push({ grade: null, count: none });
  const loginsByDate = new Map(logins.map((l) => [l.day, l]));

  return {
    school,
    teacherCount: countOf(RoleType.teacher),
    studentCount: countOf(RoleType.student),
    classCount: classRows.length,
    studentsByGrade,
    classes: classRows,
    loginsByDay: days.map((date) => ({
      date,
      logins: loginsByDate.get(date)?.logins ?? 0,
      users: loginsByDate.get(date)?.users ?? 0,
    })),
    learning,
    tz: zone,
    generatedAt: now.toISOString(),
  };
}
