import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditRow, ChapterRow, CourseRow, LessonRow, MaterialRow } from '@edu/shared';
import { AUDIT_TARGET_TYPES, CONTENT_AUDIT_TARGET_TYPES } from '@edu/shared';
import { createTestApp, type TestApp } from '../../../test/harness';
import { ContentFixture, expectError, expectOk } from '../../content/test-fixtures';

/**
 * getAuditLog over content changes (course, chapter, lesson, question, knowledge point, material): the
 * entries carry the content's brand (null for platform content) and no school, so a brand admin reads
 * its brand's content history, a school admin none, the platform admin all.
 */

let t: TestApp;
let f: ContentFixture;
let acme: number;
const ids = {
  brandCourse: 0,
  platformCourse: 0,
  acmeCourse: 0,
  chapter: 0,
  lesson: 0,
  question: 0,
  knowledgePoint: 0,
  material: 0,
};

interface AuditPage {
  list: AuditRow[];
  total: number;
}

const LOG = '/openapi/manage/getAuditLog';
const C = (p: string) => `/openapi/course/${p}`;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function course(who: string, title: string, extra: Record<string, unknown> = {}) {
  const body = { title, subject: 'math', grade: 8, kind: 'normal', ...extra };
  return expectOk(await f.post<CourseRow>(who, C('saveCourse'), body as never, { json: true })).id;
}

beforeAll(async () => {
  t = await createTestApp();
  f = new ContentFixture(t);
  acme = await f.brandId('acme');
  // Content history: the brand admin (localhost brand) builds a course, the admin a platform course
  // and one of Acme, a teacher uploads a material.
  ids.brandCourse = await course('brandadmin', 'Audit brand course');
  ids.platformCourse = await course('admin', 'Audit platform course');
  ids.acmeCourse = await course('admin', 'Audit Acme course', { brandId: acme });
  ids.chapter = expectOk(
    await f.post<ChapterRow>('brandadmin', C('saveChapter'), { courseId: ids.brandCourse, title: '第一章' }),
  ).id;
  ids.lesson = expectOk(
    await f.post<LessonRow>('brandadmin', C('saveLesson'), {
      chapterId: ids.chapter,
      title: '1.1',
      content: '<p>x</p>',
    }),
  ).id;
  ids.knowledgePoint = expectOk(
    await f.post<{ id: number }>('brandadmin', '/openapi/topic/saveKnowledgePoint', { subject: 'math', name: '方程' }),
  ).id;
  ids.question = expectOk(
    await f.post<{ id: number }>(
      'brandadmin',
      '/openapi/topic/saveQuestion',
      {
        type: 'judge',
        subject: 'math',
        grade: 8,
        difficulty: 1,
        stem: '<p>$1+1=2$</p>',
        answer: { judge: true },
      } as never,
      { json: true },
    ),
  ).id;
  ids.material = expectOk(
    await f.upload<MaterialRow>(
      'teacher',
      '/openapi/material/upload',
      { name: 'pic.png' },
      {
        filename: 'pic.png',
        body: PNG,
      },
    ),
  ).id;
  expectOk(await f.post('brandadmin', C('saveCourse'), { id: ids.brandCourse, title: 'Audit brand course 2' }));
});
afterAll(async () => {
  await t.close();
});

const actions = (page: AuditPage) => page.list.map((e) => e.action);

describe('getAuditLog: content targets', () => {
  it('accepts every content target type next to the organization ones', () => {
    expect(AUDIT_TARGET_TYPES).toEqual(expect.arrayContaining([...CONTENT_AUDIT_TARGET_TYPES, 'school', 'user']));
  });

  it("a brand admin reads its brand's content history, type by type and item by item", async () => {
    const courses = expectOk(await f.get<AuditPage>('brandadmin', LOG, { targetType: 'course', pageSize: 100 }));
    expect(courses.list.map((e) => [e.action, e.targetId])).toEqual([
      ['course.update', ids.brandCourse],
      ['course.create', ids.brandCourse],
    ]);
    const one = expectOk(
      await f.get<AuditPage>('brandadmin', LOG, { targetType: 'course', targetId: ids.brandCourse }),
    );
    expect(one.list[0]).toMatchObject({
      action: 'course.update',
      targetType: 'course',
      actor: { username: 'brandadmin' },
      before: expect.objectContaining({ title: 'Audit brand course' }),
      after: expect.objectContaining({ title: 'Audit brand course 2' }),
    });
    for (const [type, id, action] of [
      ['chapter', ids.chapter, 'chapter.create'],
      ['lesson', ids.lesson, 'lesson.create'],
      ['question', ids.question, 'question.create'],
      ['knowledgePoint', ids.knowledgePoint, 'knowledgePoint.create'],
      ['material', ids.material, 'material.upload'],
    ] as const) {
      const log = expectOk(await f.get<AuditPage>('brandadmin', LOG, { targetType: type, targetId: id }));
      expect(actions(log), type).toEqual([action]);
      expect(log.list[0]?.targetType).toBe(type);
    }
    // The whole scope: the brand's content entries are there, the platform's and Acme's are not.
    const all = expectOk(await f.get<AuditPage>('brandadmin', LOG, { pageSize: 100 }));
    const courseIds = all.list.filter((e) => e.targetType === 'course').map((e) => e.targetId);
    expect(new Set(courseIds)).toEqual(new Set([ids.brandCourse]));
    expect(actions(all)).toEqual(expect.arrayContaining(['material.upload', 'knowledgePoint.create']));
    const kw = expectOk(await f.get<AuditPage>('brandadmin', LOG, { keyword: 'lesson.' }));
    expect(actions(kw)).toEqual(['lesson.create']);
  });

  it('the platform admin reads every brand and platform content', async () => {
    const courses = expectOk(await f.get<AuditPage>('admin', LOG, { targetType: 'course', pageSize: 100 }));
    expect(new Set(courses.list.map((e) => e.targetId))).toEqual(
      new Set([ids.brandCourse, ids.platformCourse, ids.acmeCourse]),
    );
    const acmeLog = expectOk(await f.get<AuditPage>('admin', LOG, { targetType: 'course', targetId: ids.acmeCourse }));
    expect(acmeLog.list.map((e) => [e.action, e.after?.title])).toEqual([['course.create', 'Audit Acme course']]);
  });

  it('answers 404 for content of another brand or of the platform, and school admins see no content', async () => {
    expectError(await f.get('brandadmin', LOG, { targetType: 'course', targetId: ids.acmeCourse }), 404);
    expectError(await f.get('brandadmin', LOG, { targetType: 'course', targetId: ids.platformCourse }), 404);
    expectError(await f.get('schooladmin', LOG, { targetType: 'course', targetId: ids.brandCourse }), 404);
    expectError(await f.get('schooladmin', LOG, { targetType: 'material', targetId: ids.material }), 404);
    const school = expectOk(await f.get<AuditPage>('schooladmin', LOG, { targetType: 'lesson' }));
    expect(school).toMatchObject({ list: [], total: 0 });
    expectError(await f.get('teacher', LOG, { targetType: 'material' }), 403);
    expectError(await f.get('admin', LOG, { targetType: 'lessons' }), 400, /^targetType: /);
    expectError(await f.get('admin', LOG, { targetType: 'knowledgepoint' }), 400, /^targetType: /);
  });

  it('keeps the history of deleted content readable in its scope', async () => {
    expectOk(await f.post('brandadmin', C('deleteCourse'), { id: ids.brandCourse }));
    const log = expectOk(
      await f.get<AuditPage>('brandadmin', LOG, { targetType: 'course', targetId: ids.brandCourse }),
    );
    expect(actions(log)).toEqual(['course.delete', 'course.update', 'course.create']);
    // Still inside its brand only: a school admin of that brand sees none of it.
    const school = expectOk(
      await f.get<AuditPage>('schooladmin', LOG, { targetType: 'course', targetId: ids.brandCourse }),
    );
    expect(school.total).toBe(0);
  });
});
