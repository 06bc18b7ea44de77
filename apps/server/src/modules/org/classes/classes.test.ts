import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassDetail, ClassList, ClassRow, UserList, UserRow } from '@edu/shared';
import { classes, classStudents } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { md5Hex } from '../../auth';
import { expectError, expectOk, OrgFixture } from '../test-fixtures';

let t: TestApp;
let f: OrgFixture;
let no1: number;
let riverside: number;
let acmeNorth: number;
/** 启明第一中学's classes */
let c7: number;
let c81: number;
let c82: number;
let c83: number;
let c9: number;
let riverside9: number;
let acme7: number;

beforeAll(async () => {
  t = await createTestApp();
  f = new OrgFixture(t);
  no1 = await f.schoolId('启明第一中学');
  riverside = await f.schoolId('滨江双语学校');
  acmeNorth = await f.schoolId('Acme Academy North');
  c7 = await f.classId('启明第一中学', '七年级1班');
  c81 = await f.classId('启明第一中学', '八年级1班');
  c82 = await f.classId('启明第一中学', '八年级2班');
  c83 = await f.classId('启明第一中学', '八年级3班');
  c9 = await f.classId('启明第一中学', '九年级1班');
  riverside9 = await f.classId('滨江双语学校', '九年级1班');
  acme7 = await f.classId('Acme Academy North', 'Grade 7 Class 1');
});
afterAll(async () => {
  await t.close();
});

const LIST = '/openapi/manage/getClassList';
const DETAIL = '/openapi/manage/getClassDetail';
const SAVE = '/openapi/manage/saveClass';
const DELETE = '/openapi/manage/deleteClass';
const MOVE = '/openapi/manage/moveStudents';

async function newStudent(username: string): Promise<number> {
  const row = expectOk(
    await f.post<UserRow>('schooladmin', '/openapi/manage/saveUser', {
      username,
      name: username,
      roleType: 1,
      pwd: md5Hex('p'),
    }),
  );
  return row.id;
}

describe('getClassList', () => {
  it('keeps each admin to its scope, sorted by grade and name', async () => {
    expect(expectOk(await f.get<ClassList>('admin', LIST)).total).toBe(9);
    const brand = expectOk(await f.get<ClassList>('brandadmin', LIST));
    expect(brand.total).toBe(7);
    expect(brand.list.every((c) => c.schoolId === no1 || c.schoolId === riverside)).toBe(true);
    const school = expectOk(await f.get<ClassList>('schooladmin', LIST));
    expect(school.list.map((c) => c.name)).toEqual(['七年级1班', '八年级1班', '八年级2班', '八年级3班', '九年级1班']);
    expect(school.list[1]).toMatchObject({
      id: c81,
      grade: 8,
      headTeacherName: '王芳',
      teacherCount: 2,
      studentCount: 4,
      status: 1,
      schoolName: expect.stringContaining('启明第一中学'),
    });
    expect(expectOk(await f.get<ClassList>('schooladmin', LIST, { schoolId: riverside })).total).toBe(0);
  });

  it('filters by school, grade, teacher, status and keyword; sorts', async () => {
    const g8 = expectOk(await f.get<ClassList>('brandadmin', LIST, { grade: 8 }));
    expect(g8.list.map((c) => c.id)).toEqual([c81, c82, c83]);
    const theirs = expectOk(await f.get<ClassList>('admin', LIST, { teacherId: await f.userId('teacher') }));
    expect(theirs.list.map((c) => c.id)).toEqual([c81, c82, c83]);
    const river = expectOk(await f.get<ClassList>('admin', LIST, { schoolId: riverside }));
    expect(river.total).toBe(2);
    const kw = expectOk(await f.get<ClassList>('admin', LIST, { keyword: 'class 1' }));
    expect(kw.list.map((c) => c.name)).toEqual(['Grade 7 Class 1', 'Grade 8 Class 1']);
    expect(expectOk(await f.get<ClassList>('admin', LIST, { keyword: '九年级' })).total).toBe(2);
    const bySize = expectOk(await f.get<ClassList>('admin', LIST, { sort: 'studentCount', pageSize: 1 }));
    expect(bySize.list[0]?.studentCount).toBe(24);
    expect(expectOk(await f.get<ClassList>('admin', LIST, { status: 0 })).total).toBe(0);
  });

  it('refuses other roles and bad parameters', async () => {
    expectError(await f.get('teacher', LIST), 403);
    expectError(await f.get('student', LIST), 403);
    expectError(await f.get('admin', LIST, { grade: 13 }), 400, 'grade: must be 1 to 12');
    expectError(await f.get('admin', LIST, { grade: 'seven' }), 400, 'grade: must be 1 to 12');
  });
});

describe('getClassDetail', () => {
  it('returns the class, its teachers (head first) and a page of students', async () => {
    const d = expectOk(await f.get<ClassDetail>('schooladmin', DETAIL, { id: c81, pageSize: 2 }));
    expect(d.class).toMatchObject({ id: c81, name: '八年级1班' });
    expect(d.teachers.map((x) => [x.username, x.head])).toEqual([
      ['teacher', true],
      ['huangjie', false],
    ]);
    expect(d.students).toMatchObject({ total: 4, page: 1, pageSize: 2 });
    expect(d.students.list).toHaveLength(2);
    const search = expectOk(await f.get<ClassDetail>('brandadmin', DETAIL, { id: c81, keyword: 'li' }));
    expect(search.students.list.map((s) => s.username)).toEqual(['lina']);
  });

  it('answers 404 out of scope and 403 for other roles', async () => {
    expectError(await f.get('brandadmin', DETAIL, { id: acme7 }), 404, 'Class not found');
    expectError(await f.get('schooladmin', DETAIL, { id: riverside9 }), 404, 'Class not found');
    expectError(await f.get('admin', DETAIL, { id: 999_999 }), 404);
    expectError(await f.get('teacher', DETAIL, { id: c81 }), 403);
  });
});

describe('saveClass', () => {
  it('creates a class with its teachers and students; the head teacher is always a teacher', async () => {
    const solo = await newStudent('solo');
    const teacher = await f.userId('teacher');
    const huangjie = await f.userId('huangjie');
    const created = expectOk(
      await f.post<ClassRow>('schooladmin', SAVE, {
        grade: 7,
        name: '七年级2班',
        headTeacherId: teacher,
        teacherIds: String(huangjie),
        studentIds: [solo],
      }),
    );
    expect(created).toMatchObject({
      schoolId: no1,
      grade: 7,
      name: '七年级2班',
      headTeacherId: teacher,
      teacherCount: 2,
      studentCount: 1,
    });
    expect(await f.classTeacherIds(created.id)).toEqual([teacher, huangjie].sort((a, b) => a - b));
    expect(await f.classStudentIds(created.id)).toEqual([solo]);
    const [audit] = await f.audits('class.create');
    expect(audit).toMatchObject({ targetType: 'class', targetId: created.id, schoolId: no1, before: null });
    expect(audit?.after).toMatchObject({ name: '七年级2班', studentIds: [solo], headTeacherId: teacher });
  });

  it('edits: renames, changes the head teacher and replaces the sets', async () => {
    const id = await f.classId('启明第一中学', '七年级2班');
    const huangjie = await f.userId('huangjie');
    const edited = expectOk(
      await f.post<ClassRow>(
        'brandadmin',
        SAVE,
        { id, name: '七年级(2)班', headTeacherId: huangjie, teacherIds: '', studentIds: '' },
        { json: false },
      ),
    );
    expect(edited).toMatchObject({ name: '七年级(2)班', headTeacherId: huangjie, teacherCount: 1, studentCount: 0 });
    expect(await f.classTeacherIds(id)).toEqual([huangjie]);
    const [audit] = await f.audits('class.update');
    expect(audit?.before).toMatchObject({ name: '七年级2班', studentIds: [await f.userId('solo')] });
    expect(audit?.after).toMatchObject({ name: '七年级(2)班', studentIds: [], teacherIds: [huangjie] });
    const noHead = expectOk(await f.post<ClassRow>('admin', SAVE, { id, headTeacherId: '' }));
    expect(noHead.headTeacherId).toBeNull();
    expect(await f.classTeacherIds(id)).toEqual([huangjie]);
  });

  it('refuses members outside the school, duplicates and students of another active class, writing nothing', async () => {
    const before = await f.state();
    const chenjing = await f.userId('chenjing');
    const lina = await f.userId('lina');
    const teacher = await f.userId('teacher');
    expectError(
      await f.post('admin', SAVE, { id: c7, teacherIds: [chenjing] }),
      400,
      `teacherIds: not teachers of this school: ${chenjing}`,
    );
    expectError(await f.post('admin', SAVE, { id: c7, headTeacherId: chenjing }), 400, /^headTeacherId: /);
    expectError(
      await f.post('admin', SAVE, { id: c7, studentIds: [teacher] }),
      400,
      `studentIds: not students of this school: ${teacher}`,
    );
    expectError(await f.post('admin', SAVE, { id: c7, studentIds: [await f.userId('sunyue')] }), 400, /^studentIds: /);
    expectError(
      await f.post('admin', SAVE, { id: c7, studentIds: [lina] }),
      409,
      /^studentIds: already in another active class: 李娜/,
    );
    expectError(
      await f.post('schooladmin', SAVE, { grade: 8, name: '八年级1班' }),
      409,
      /^name: the school already has a class/,
    );
    expectError(await f.post('schooladmin', SAVE, { id: c82, grade: 8, name: '八年级1班' }), 409, /^name: /);
    expectError(
      await f.post('admin', SAVE, { id: c7, schoolId: riverside }),
      400,
      'schoolId: a class cannot move to another school',
    );
    expectError(await f.post('schooladmin', SAVE, { name: 'x' }), 400, 'grade: is required');
    expectError(await f.post('schooladmin', SAVE, { grade: 7 }), 400, 'name: is required');
    expectError(await f.post('admin', SAVE, { grade: 7, name: 'x' }), 400, 'schoolId: is required');
    expectError(await f.post('schooladmin', SAVE, { grade: 13, name: 'x' }), 400, 'grade: must be 1 to 12');
    expectError(
      await f.post('schooladmin', SAVE, { grade: 7, name: 'x', studentIds: 'a,b' }),
      400,
      'studentIds: must be a list of ids',
    );
    // Other scopes: 404; other roles: 403.
    expectError(
      await f.post('schooladmin', SAVE, { grade: 7, name: 'x', schoolId: riverside }),
      404,
      'School not found',
    );
    expectError(
      await f.post('brandadmin', SAVE, { grade: 7, name: 'x', schoolId: acmeNorth }),
      404,
      'School not found',
    );
    expectError(await f.post('brandadmin', SAVE, { id: acme7, name: 'x' }), 404, 'Class not found');
    expectError(await f.post('schooladmin', SAVE, { id: riverside9, name: 'x' }), 404, 'Class not found');
    expectError(await f.post('teacher', SAVE, { id: c7, name: 'x' }), 403);
    expect(await f.state()).toEqual(before);
  });

  it('archiving frees the students for another class; reactivating then conflicts', async () => {
    const a = await newStudent('arch1');
    const b = await newStudent('arch2');
    const old = expectOk(
      await f.post<ClassRow>('schooladmin', SAVE, { grade: 6, name: '六年级1班', studentIds: [a, b] }),
    );
    expectOk(await f.post('schooladmin', SAVE, { id: old.id, status: 0 }));
    const rows = await t.db.select().from(classStudents).where(eq(classStudents.classId, old.id));
    expect(rows.map((r) => r.active)).toEqual([false, false]);
    const fresh = expectOk(
      await f.post<ClassRow>('schooladmin', SAVE, { grade: 7, name: '七年级3班', studentIds: [a] }),
    );
    const list = expectOk(await f.get<UserList>('schooladmin', '/openapi/manage/getUserList', { keyword: 'arch1' }));
    expect(list.list[0]).toMatchObject({ classId: fresh.id, className: '七年级3班' });
    const before = await f.state();
    expectError(await f.post('schooladmin', SAVE, { id: old.id, status: 1 }), 409, /already in another active class/);
    expect(await f.state()).toEqual(before);
  });
});

describe('moveStudents', () => {
  it('moves students to another class of the school and audits both classes', async () => {
    const lina = await f.userId('lina');
    const hesiyuan = await f.userId('hesiyuan');
    const res = await f.post<{ moved: number }>('schooladmin', MOVE, {
      studentIds: `${lina},${hesiyuan}`,
      fromClassId: c81,
      toClassId: c82,
    });
    expect(expectOk(res)).toEqual({ fromClassId: c81, toClassId: c82, moved: 2 });
    expect(await f.classStudentIds(c81)).not.toContain(lina);
    expect(await f.classStudentIds(c82)).toEqual(expect.arrayContaining([lina, hesiyuan]));
    const out = await f.audits('class.students.moveOut');
    const into = await f.audits('class.students.moveIn');
    expect(out[0]).toMatchObject({ targetId: c81, after: { classId: c82, studentIds: [lina, hesiyuan] } });
    expect(into[0]).toMatchObject({ targetId: c82, before: { classId: c81 } });
  });

  it('refuses students not in the class, other schools, archived targets and other roles, writing nothing', async () => {
    const before = await f.state();
    const student = await f.userId('student');
    const wanghao = await f.userId('wanghao');
    const archived = (await t.db.select().from(classes).where(eq(classes.name, '六年级1班')))[0]?.id ?? 0;
    expectError(
      await f.post('schooladmin', MOVE, { studentIds: [wanghao], fromClassId: c81, toClassId: c9 }),
      400,
      `studentIds: not in the class: ${wanghao}`,
    );
    expectError(
      await f.post('schooladmin', MOVE, { studentIds: [student], fromClassId: c81, toClassId: c81 }),
      400,
      'toClassId: must differ from fromClassId',
    );
    expectError(
      await f.post('admin', MOVE, { studentIds: [student], fromClassId: c81, toClassId: riverside9 }),
      400,
      'toClassId: must be a class of the same school',
    );
    expectError(
      await f.post('schooladmin', MOVE, { studentIds: [student], fromClassId: c81, toClassId: riverside9 }),
      404,
    );
    expectError(await f.post('brandadmin', MOVE, { studentIds: [student], fromClassId: acme7, toClassId: c81 }), 404);
    expectError(
      await f.post('schooladmin', MOVE, { studentIds: [student], fromClassId: c81, toClassId: archived }),
      409,
      'toClassId: the class is archived',
    );
    expectError(await f.post('schooladmin', MOVE, { fromClassId: c81, toClassId: c9 }), 400, 'studentIds: is required');
    expectError(await f.post('teacher', MOVE, { studentIds: [student], fromClassId: c81, toClassId: c9 }), 403);
    expect(await f.state()).toEqual(before);
  });
});

describe('deleteClass', () => {
  it('deletes the class and its memberships and audits the members', async () => {
    const members = await f.classStudentIds(c9);
    expect(expectOk(await f.post<{ id: number }>('brandadmin', DELETE, { id: c9 }))).toEqual({ id: c9 });
    expect(await t.db.select().from(classes).where(eq(classes.id, c9))).toEqual([]);
    expect(await f.classStudentIds(c9)).toEqual([]);
    expect(await f.classTeacherIds(c9)).toEqual([]);
    const [audit] = await f.audits('class.delete');
    expect(audit).toMatchObject({
      targetId: c9,
      schoolId: no1,
      before: expect.objectContaining({ name: '九年级1班', studentIds: members }),
    });
    // Its audit history stays readable to the school's admin.
    const log = expectOk(
      await f.get<{ total: number }>('schooladmin', '/openapi/manage/getAuditLog', {
        targetType: 'class',
        targetId: c9,
      }),
    );
    expect(log.total).toBe(1);
  });

  it('answers 404 out of scope, 403 for other roles, writing nothing', async () => {
    const before = await f.state();
    expectError(await f.post('schooladmin', DELETE, { id: riverside9 }), 404);
    expectError(await f.post('brandadmin', DELETE, { id: acme7 }), 404);
    expectError(await f.post('teacher', DELETE, { id: c7 }), 403);
    expectError(await f.post('admin', DELETE, { id: c9 }), 404);
    expectError(await f.post('admin', DELETE, {}), 400, 'id: must be a number');
    expect(await f.state()).toEqual(before);
  });
});
