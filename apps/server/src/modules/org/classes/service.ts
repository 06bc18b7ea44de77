import { and, eq, inArray, ne, notInArray } from 'drizzle-orm';
import { type ClassDetail, type ClassRow, RoleType, type SaveClassInput } from '@edu/shared';
import type { Db } from '../../../db/client';
import { classes, classStudents, classTeachers, schools, users } from '../../../db/schema';
import { badRequest, conflict, notFound } from '../../../http/errors';
import { writeAudit } from '../../audit';
import { type Exec, type Tx, uniqueViolation } from '../../../db/queries';
import { inScope, type OrgScope } from '../../../access/org';
import type { Caller } from '../../../http/define-route';
import { liveUsersOf } from '../users/queries';
import { type ClassRecord, classRowById, classStudentPage, classTeacherList, findClassInScope } from './queries';

const NAME_TAKEN = 'name: the school already has a class of this grade with this name';
const ALREADY_IN_CLASS = 'studentIds: some students are already in another active class of this school';

export async function getClassDetail(
  db: Db,
  scope: OrgScope,
  q: { id: number; page: number; pageSize: number; keyword?: string },
): Promise<ClassDetail> {
  const cls = await findClassInScope(db, scope, q.id);
  const row = cls ? await classRowById(db, cls.id) : null;
  if (!cls || !row) throw notFound('Class not found');
  const [teachers, students] = await Promise.all([classTeacherList(db, cls), classStudentPage(db, cls.id, q)]);
  return { class: row, teachers, students };
}

async function memberIds(tx: Exec, classId: number) {
  const [teachers, students] = await Promise.all([
    tx.select({ id: classTeachers.teacherId }).from(classTeachers).where(eq(classTeachers.classId, classId)),
    tx.select({ id: classStudents.studentId }).from(classStudents).where(eq(classStudents.classId, classId)),
  ]);
  return {
    teacherIds: teachers.map((t) => t.id).sort((a, b) => a - b),
    studentIds: students.map((s) => s.id).sort((a, b) => a - b),
  };
}

async function snapshot(tx: Exec, c: ClassRecord): Promise<Record<string, unknown>> {
  return {
    id: c.id,
    schoolId: c.schoolId,
    brandId: c.brandId,
    grade: c.grade,
    name: c.name,
    headTeacherId: c.headTeacherId,
    status: c.status,
    ...(await memberIds(tx, c.id)),
  };
}

/** Every id must be a live user of `roleType` in the school; names the field and the ids that are not. */
async function requireMembers(tx: Exec, field: string, ids: number[], roleType: number, schoolId: number) {
  const found = await liveUsersOf(tx, ids, roleType, { schoolId });
  const missing = ids.filter((id) => !found.some((u) => u.id === id));
  const what = roleType === RoleType.teacher ? 'teachers' : 'students';
  if (missing.length > 0) throw badRequest(`${field}: not ${what} of this school: ${missing.join(', ')}`);
}

/** Replaces the class's teachers or students with `ids`. */
async function replaceTeachers(tx: Tx, cls: ClassRecord, ids: number[]) {
  await tx
    .delete(classTeachers)
    .where(
      and(eq(classTeachers.classId, cls.id), ids.length > 0 ? notInArray(classTeachers.teacherId, ids) : undefined),
    );
  if (ids.length === 0) return;
  await tx
    .insert(classTeachers)
    .values(ids.map((teacherId) => ({ classId: cls.id, teacherId, brandId: cls.brandId, schoolId: cls.schoolId })))
    .onConflictDoNothing();
}

async function replaceStudents(tx: Tx, cls: ClassRecord, ids: number[]) {
  await tx
    .delete(classStudents)
    .where(
      and(eq(classStudents.classId, cls.id), ids.length > 0 ? notInArray(classStudents.studentId, ids) : undefined),
    );
  if (ids.length === 0) return;
  if (cls.status === 1) {
    const elsewhere = await tx
      .select({ id: users.id, name: users.name, className: classes.name })
      .from(classStudents)
      .innerJoin(classes, eq(classes.id, classStudents.classId))
      .innerJoin(users, eq(users.id, classStudents.studentId))
      .where(
        and(
          inArray(classStudents.studentId, ids),
          eq(classStudents.active, true),
          eq(classStudents.schoolId, cls.schoolId),
          ne(classStudents.classId, cls.id),
        ),
      );
    if (elsewhere.length > 0) {
      const who = elsewhere.map((s) => `${s.name} (${s.id}) in ${s.className}`).join(', ');
      throw conflict(`studentIds: already in another active class: ${who}; use moveStudents`);
    }
  }
  await tx
    .insert(classStudents)
    .values(
      ids.map((studentId) => ({
        classId: cls.id,
        studentId,
        brandId: cls.brandId,
        schoolId: cls.schoolId,
        active: cls.status === 1,
      })),
    )
    .onConflictDoNothing();
}

/**
 * saveClass: creates a class (no id) or changes the fields given. Teachers, head teacher and students
 * must be live users of the class's school; the head teacher is always one of the teachers.
 */
export async function saveClass(db: Db, caller: Caller<OrgScope>, input: SaveClassInput): Promise<ClassRow> {
  const { scope, auth, ip } = caller;
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      let before: Record<string, unknown> | null = null;
      let cls: ClassRecord;
      if (input.id === undefined) {
        const schoolId = input.schoolId ?? (scope.kind === 'school' ? scope.schoolId : undefined);
        if (schoolId === undefined) throw badRequest('schoolId: is required');
        if (input.grade === undefined) throw badRequest('grade: is required');
        if (input.name === undefined) throw badRequest('name: is required');
        const [school] = await tx.select().from(schools).where(eq(schools.id, schoolId)).limit(1);
        if (!school || !inScope(scope, { brandId: school.brandId, schoolId: school.id })) {
          throw notFound('School not found');
        }
        if (school.brandId === null) throw badRequest('schoolId: the school is not bound to a brand yet');
        if (!school.enabled) throw conflict('schoolId: the school is disabled');
        const [created] = await tx
          .insert(classes)
          .values({
            brandId: school.brandId,
            schoolId: school.id,
            grade: input.grade,
            name: input.name,
            status: input.status ?? 1,
          })
          .returning();
        if (!created) throw new Error('insert returned no class');
        cls = created;
      } else {
        const found = await findClassInScope(tx, scope, input.id);
        if (!found) throw notFound('Class not found');
        if (input.schoolId !== undefined && input.schoolId !== found.schoolId) {
          throw badRequest('schoolId: a class cannot move to another school');
        }
        before = await snapshot(tx, found);
        const [updated] = await tx
          .update(classes)
          .set({
            ...(input.grade !== undefined ? { grade: input.grade } : {}),
            ...(input.name !== undefined ? { name: input.name } : {}),
            ...(input.status !== undefined ? { status: input.status } : {}),
            updatedAt: new Date(),
          })
          .where(eq(classes.id, found.id))
          .returning();
        if (!updated) throw notFound('Class not found');
        cls = updated;
        if (input.status !== undefined && input.status !== found.status) {
          // Reactivating fails on the one-active-class index if a student has joined another class since.
          await tx
            .update(classStudents)
            .set({ active: input.status === 1 })
            .where(eq(classStudents.classId, cls.id));
        }
      }

      const headTeacherId = input.headTeacherId !== undefined ? input.headTeacherId : cls.headTeacherId;
      if (input.headTeacherId !== undefined && input.headTeacherId !== null) {
        await requireMembers(tx, 'headTeacherId', [input.headTeacherId], RoleType.teacher, cls.schoolId);
      }
      if (input.teacherIds !== undefined) {
        await requireMembers(tx, 'teacherIds', input.teacherIds, RoleType.teacher, cls.schoolId);
      }
      if (input.studentIds !== undefined) {
        await requireMembers(tx, 'studentIds', input.studentIds, RoleType.student, cls.schoolId);
      }
      if (headTeacherId !== cls.headTeacherId) {
        const [withHead] = await tx.update(classes).set({ headTeacherId }).where(eq(classes.id, cls.id)).returning();
        if (withHead) cls = withHead;
      }
      if (input.teacherIds !== undefined || headTeacherId !== null) {
        const current = input.teacherIds ?? (await memberIds(tx, cls.id)).teacherIds;
        const teacherIds =
          headTeacherId !== null && !current.includes(headTeacherId) ? [...current, headTeacherId] : current;
        await replaceTeachers(tx, cls, teacherIds);
      }
      if (input.studentIds !== undefined) await replaceStudents(tx, cls, input.studentIds);

      await writeAudit(tx, {
        actorId: auth.userId,
        action: before === null ? 'class.create' : 'class.update',
        targetType: 'class',
        targetId: cls.id,
        brandId: cls.brandId,
        schoolId: cls.schoolId,
        before,
        after: await snapshot(tx, cls),
        ip,
      });
      return cls.id;
    });
  } catch (err) {
    const constraint = uniqueViolation(err);
    if (constraint === 'classes_school_grade_name_uq') throw conflict(NAME_TAKEN);
    if (constraint === 'class_students_one_active_uq') throw conflict(ALREADY_IN_CLASS);
    throw err;
  }
  const row = await classRowById(db, id);
  if (!row) throw notFound('Class not found');
  return row;
}

/** Deletes a class and its memberships; its students are then in no class. */
export async function deleteClass(db: Db, caller: Caller<OrgScope>, id: number): Promise<{ id: number }> {
  const { scope, auth, ip } = caller;
  await db.transaction(async (tx) => {
    const cls = await findClassInScope(tx, scope, id);
    if (!cls) throw notFound('Class not found');
    const before = await snapshot(tx, cls);
    await tx.delete(classes).where(eq(classes.id, cls.id));
    await writeAudit(tx, {
      actorId: auth.userId,
      action: 'class.delete',
      targetType: 'class',
      targetId: cls.id,
      brandId: cls.brandId,
      schoolId: cls.schoolId,
      before,
      ip,
    });
  });
  return { id };
}

/** Moves students of one class to another active class of the same school. */
export async function moveStudents(
  db: Db,
  caller: Caller<OrgScope>,
  input: { studentIds: number[]; fromClassId: number; toClassId: number },
): Promise<{ fromClassId: number; toClassId: number; moved: number }> {
  const { scope, auth, ip } = caller;
  const { studentIds, fromClassId, toClassId } = input;
  if (fromClassId === toClassId) throw badRequest('toClassId: must differ from fromClassId');
  try {
    await db.transaction(async (tx) => {
      const from = await findClassInScope(tx, scope, fromClassId);
      const to = await findClassInScope(tx, scope, toClassId);
      if (!from || !to) throw notFound('Class not found');
      if (from.schoolId !== to.schoolId) throw badRequest('toClassId: must be a class of the same school');
      if (to.status !== 1) throw conflict('toClassId: the class is archived');
      const inFrom = await tx
        .select({ id: classStudents.studentId })
        .from(classStudents)
        .where(and(eq(classStudents.classId, from.id), inArray(classStudents.studentId, studentIds)));
      const missing = studentIds.filter((sid) => !inFrom.some((r) => r.id === sid));
      if (missing.length > 0) throw badRequest(`studentIds: not in the class: ${missing.join(', ')}`);
      const inTo = await tx
        .select({ id: classStudents.studentId })
        .from(classStudents)
        .where(and(eq(classStudents.classId, to.id), inArray(classStudents.studentId, studentIds)));
      if (inTo.length > 0) {
        throw conflict(`studentIds: already in the target class: ${inTo.map((r) => r.id).join(', ')}`);
      }
      await tx
        .update(classStudents)
        .set({ classId: to.id, active: true, createdAt: new Date() })
        .where(and(eq(classStudents.classId, from.id), inArray(classStudents.studentId, studentIds)));
      const now = new Date();
      await tx
        .update(classes)
        .set({ updatedAt: now })
        .where(inArray(classes.id, [from.id, to.id]));
      for (const [cls, action] of [
        [from, 'class.students.moveOut'],
        [to, 'class.students.moveIn'],
      ] as const) {
        await writeAudit(tx, {
          actorId: auth.userId,
          action,
          targetType: 'class',
          targetId: cls.id,
          brandId: cls.brandId,
          schoolId: cls.schoolId,
          before: { classId: from.id, studentIds },
          after: { classId: to.id, studentIds },
          ip,
        });
      }
    });
  } catch (err) {
    if (uniqueViolation(err) === 'class_students_one_active_uq') throw conflict(ALREADY_IN_CLASS);
    throw err;
  }
  return { fromClassId, toClassId, moved: studentIds.length };
}
