/**
 * Every content endpoint against every role (issue 4 item 5): who gets an answer, who gets 403, and
 * that a refused change writes nothing. Ids are the demo data's (seed-content.ts). Also checks that
 * the OpenAPI document lists every endpoint.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { materials, questions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { BOOK_COURSE, ContentFixture, MATH_COURSE } from './test-fixtures';

let t: TestApp;
let f: ContentFixture;
const ids = { course: 0, book: 0, chapter: 0, lesson: 0, question: 0, kp: 0, material: 0, class81: 0 };

beforeAll(async () => {
  t = await createTestApp();
  f = new ContentFixture(t);
  ids.course = await f.courseId(MATH_COURSE);
  ids.book = await f.courseId(BOOK_COURSE);
  ids.chapter = await f.chapterId('第一章 二次根式');
  ids.lesson = await f.lessonId('1.1 二次根式的概念与性质');
  ids.kp = await f.kpId('一次函数');
  const [q] = await t.db.select({ id: questions.id }).from(questions).limit(1);
  ids.question = q?.id ?? 0;
  const [m] = await t.db.select({ id: materials.id }).from(materials).limit(1);
  ids.material = m?.id ?? 0;
  ids.class81 = await f.classId('启明第一中学', '八年级1班');
});
afterAll(() => t.close());

const USERS = ['admin', 'brandadmin', 'teacher', 'student', 'corrector', 'schooladmin', 'consultant', 'dl'] as const;
type User = (typeof USERS)[number];

const COURSE_READERS: User[] = ['admin', 'brandadmin', 'teacher', 'student', 'corrector'];
const BANK_READERS: User[] = ['admin', 'brandadmin', 'teacher', 'corrector'];
const MANAGERS: User[] = ['admin', 'brandadmin'];

interface Endpoint {
  method: 'GET' | 'POST';
  url: string;
  params: () => Record<string, string | number | boolean | readonly number[]>;
  /** roles that get past the role check */
  allowed: User[];
  json?: boolean;
}

const E = (
  method: 'GET' | 'POST',
  path: string,
  allowed: User[],
  params: Endpoint['params'] = () => ({}),
  json = false,
): Endpoint => ({ method, url: `/openapi/${path}`, params, allowed, json });

const READS: Endpoint[] = [
  E('GET', 'course/getCourseList', COURSE_READERS),
  E('GET', 'course/getCourseDetail', COURSE_READERS, () => ({ id: ids.book })),
  E('GET', 'course/getTextbookEditions', COURSE_READERS),
  E('GET', 'course/getChapterTree', COURSE_READERS, () => ({ courseId: ids.book })),
  E('GET', 'topic/getQuestionList', BANK_READERS),
  E('GET', 'topic/getQuestionDetail', BANK_READERS, () => ({ id: ids.question })),
  E('GET', 'topic/getKnowledgeTree', BANK_READERS, () => ({ subject: 'math' })),
  E('GET', 'material/getMaterialList', ['teacher', 'student']),
  E('GET', 'material/getShareClasses', ['teacher']),
  E('GET', 'material/getMaterialUrl', ['teacher', 'student'], () => ({ id: ids.material })),
];

/** Changes, sent with parameters that would be refused after the role check anyway (unknown ids). */
const WRITES: Endpoint[] = [
  E('POST', 'course/saveCourse', MANAGERS, () => ({ id: 999999, title: 'x' })),
  E('POST', 'course/deleteCourse', MANAGERS, () => ({ id: 999999 })),
  E('POST', 'course/publishCourse', MANAGERS, () => ({ id: 999999, published: true })),
  E('POST', 'course/saveChapter', MANAGERS, () => ({ id: 999999, title: 'x' })),
  E('POST', 'course/moveChapter', MANAGERS, () => ({ id: 999999, parentId: '', index: 0 })),
  E('POST', 'course/deleteChapter', MANAGERS, () => ({ id: 999999 })),
  E('POST', 'course/saveChapterTree', MANAGERS, () => ({ courseId: 999999, nodes: [] as number[] }), true),
  E('POST', 'course/saveLesson', MANAGERS, () => ({ id: 999999, title: 'x' })),
  E('POST', 'course/deleteLesson', MANAGERS, () => ({ id: 999999 })),
  E('POST', 'course/moveLesson', MANAGERS, () => ({ id: 999999, chapterId: 999999, index: 0 })),
  E('POST', 'course/publishLesson', MANAGERS, () => ({ id: 999999, published: false })),
  E('POST', 'course/setLessonExercises', MANAGERS, () => ({ lessonId: 999999, questionIds: '' })),
  E('POST', 'topic/deleteQuestion', MANAGERS, () => ({ id: 999999 })),
  E('POST', 'topic/saveKnowledgePoint', MANAGERS, () => ({ id: 999999, name: 'x' })),
  E('POST', 'topic/moveKnowledgePoint', MANAGERS, () => ({ id: 999999, parentId: '', index: 0 })),
  E('POST', 'topic/deleteKnowledgePoint', MANAGERS, () => ({ id: 999999 })),
  E('POST', 'material/shareMaterial', ['teacher'], () => ({ id: 999999, classIds: '' })),
  E('POST', 'material/deleteMaterial', ['teacher'], () => ({ id: 999999 })),
];

async function call(who: User | null, e: Endpoint) {
  return e.method === 'GET'
    ? f.get(who, e.url, e.params() as never)
    : f.post(who, e.url, e.params() as never, { json: e.json ?? false });
}

describe('content endpoints by role', () => {
  it.each(READS.map((e) => [e.url, e] as const))('%s answers its readers and refuses the others', async (_url, e) => {
    for (const who of USERS) {
      const reply = await call(who, e);
      if (e.allowed.includes(who))
        expect({ who, status: reply.status, msg: reply.msg }).toEqual({ who, status: 200, msg: 'success' });
      else expect({ who, status: reply.status, code: reply.code }).toEqual({ who, status: 403, code: 403 });
    }
    const anonymous = await call(null, e);
    expect(anonymous.status).toBe(401);
  });

  it.each(WRITES.map((e) => [e.url, e] as const))('%s refuses other roles and writes nothing', async (_url, e) => {
    const before = await f.counts();
    for (const who of USERS) {
      const reply = await call(who, e);
      if (e.allowed.includes(who)) {
        // Past the role check: the unknown id is the problem (404), never a 403 or a success.
        expect({ who, status: reply.status }).toEqual({ who, status: 404 });
      } else {
        expect({ who, status: reply.status, code: reply.code }).toEqual({ who, status: 403, code: 403 });
      }
    }
    expect((await call(null, e)).status).toBe(401);
    expect(await f.counts()).toEqual(before);
  });

  it('guards the writes that create (no id) the same way', async () => {
    const before = await f.counts();
    const creates: [string, Record<string, unknown>, User[]][] = [
      ['course/saveCourse', { title: 'T', subject: 'math', grade: 8, kind: 'normal' }, MANAGERS],
      [
        'topic/saveQuestion',
        { type: 'judge', subject: 'math', grade: 8, difficulty: 1, stem: 'x', answer: { judge: true } },
        MANAGERS,
      ],
      ['topic/saveKnowledgePoint', { subject: 'math', name: 'K' }, MANAGERS],
    ];
    for (const [path, body, allowed] of creates) {
      for (const who of USERS.filter((u) => !allowed.includes(u))) {
        const reply = await f.post(who, `/openapi/${path}`, body as never, { json: true });
        expect({ who, path, status: reply.status }).toEqual({ who, path, status: 403 });
      }
    }
    for (const who of USERS.filter((u) => u !== 'teacher')) {
      const up = await f.upload(
        who,
        '/openapi/material/upload',
        {},
        { filename: 'a.pdf', body: Buffer.from('%PDF-1.4\n') },
      );
      expect({ who, status: up.status }).toEqual({ who, status: 403 });
      const imp = await f.upload(
        who,
        '/openapi/topic/importQuestions',
        {},
        { filename: 'q.json', body: Buffer.from('[]') },
      );
      expect({ who, status: imp.status }).toEqual({ who, status: MANAGERS.includes(who) ? 400 : 403 });
      for (const url of ['/openapi/course/uploadCover', '/openapi/course/uploadImage']) {
        const image = await f.upload(who, url, {}, { filename: 'c.txt', body: Buffer.from('hello') });
        expect({ who, url, status: image.status }).toEqual({ who, url, status: MANAGERS.includes(who) ? 415 : 403 });
      }
    }
    for (const who of USERS) {
      const res = await t.app.inject({ url: '/openapi/topic/exportQuestions', headers: (await f.as(who)).headers });
      expect({ who, status: res.statusCode }).toEqual({ who, status: BANK_READERS.includes(who) ? 200 : 403 });
    }
    expect(await f.counts()).toEqual(before);
  });

  it('shows the correction teacher book courses only', async () => {
    const list = await f.get<{ list: { kind: string }[] }>('corrector', '/openapi/course/getCourseList');
    expect(list.data.list.length).toBeGreaterThan(0);
    expect(new Set(list.data.list.map((c) => c.kind))).toEqual(new Set(['book']));
    expect((await f.get('corrector', '/openapi/course/getCourseDetail', { id: ids.course })).status).toBe(404);
    expect((await f.get('corrector', '/openapi/course/getLessonDetail', { id: ids.lesson })).status).toBe(404);
  });
});

describe('OpenAPI document', () => {
  it('documents every content endpoint behind a session', async () => {
    const res = await t.app.inject({ url: '/openapi/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, Record<string, { security?: unknown }>> }>();
    const paths = [
      ...READS.map((e) => e.url),
      ...WRITES.map((e) => e.url),
      '/openapi/course/getLessonDetail',
      '/openapi/course/uploadCover',
      '/openapi/course/uploadImage',
      '/openapi/topic/saveQuestion',
      '/openapi/topic/importQuestions',
      '/openapi/topic/exportQuestions',
      '/openapi/material/upload',
    ];
    for (const p of paths) {
      const ops = Object.values(doc.paths[p] ?? {});
      expect(ops.length, p).toBeGreaterThan(0);
      for (const op of ops) expect(op.security, p).toEqual([{ token: [] }]);
    }
    expect(JSON.stringify(doc.paths['/openapi/topic/saveQuestion'])).toContain('knowledgePointIds');
    expect(Object.keys(doc.paths['/openapi/material/open'] ?? {})).toContain('get');
  });
});
