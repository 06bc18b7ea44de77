import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

/** Every organization endpoint, with the methods it answers (spec-named changes: GET and POST). */
const ROUTES: Record<string, string[]> = {
  '/openapi/manage/getSchoolList': ['get'],
  '/openapi/manage/getSchoolDetail': ['get'],
  '/openapi/manage/updateSchool': ['get', 'post'],
  '/openapi/manage/deleteSchool': ['post'],
  '/openapi/brand/getBrandSchools': ['get'],
  '/openapi/brand/bindBrandSchools': ['get', 'post'],
  '/openapi/brand/getBrandManagerList': ['get'],
  '/openapi/brand/addBrandUser': ['get', 'post'],
  '/openapi/manage/getUserList': ['get'],
  '/openapi/manage/getUserDetail': ['get'],
  '/openapi/manage/saveUser': ['get', 'post'],
  '/openapi/manage/setUserStatus': ['get', 'post'],
  '/openapi/manage/deleteUser': ['post'],
  '/openapi/manage/getClassList': ['get'],
  '/openapi/manage/getClassDetail': ['get'],
  '/openapi/manage/saveClass': ['get', 'post'],
  '/openapi/manage/deleteClass': ['post'],
  '/openapi/manage/moveStudents': ['post'],
  '/openapi/manage/getSupportLinks': ['get'],
  '/openapi/manage/setSupportLinks': ['post'],
  '/openapi/course/getStuInfoByUserId': ['get'],
  '/openapi/consultant/getMyStudents': ['get'],
  '/openapi/manage/getAuditLog': ['get'],
  '/openapi/manage/getDataScreen': ['get'],
};

it('documents every organization endpoint with its parameters, response and session requirement', async () => {
  const res = await t.app.inject({ url: '/openapi/docs/json' });
  expect(res.statusCode).toBe(200);
  const doc = res.json<{ paths: Record<string, Record<string, { security?: unknown; responses?: unknown }>> }>();
  for (const [path, methods] of Object.entries(ROUTES)) {
    expect(Object.keys(doc.paths[path] ?? {}).sort(), path).toEqual(methods);
    for (const method of methods) {
      const op = doc.paths[path]?.[method];
      expect(op?.security, `${method} ${path}`).toEqual([{ token: [] }]);
      expect(JSON.stringify(op?.responses), `${method} ${path}`).toContain('"code"');
    }
  }
  expect(JSON.stringify(doc.paths['/openapi/manage/getUserList'])).toContain('roleType');
  expect(JSON.stringify(doc.paths['/openapi/manage/moveStudents'])).toContain('studentIds');
  expect(JSON.stringify(doc.paths['/openapi/manage/getClassDetail'])).toContain('headTeacherName');
});
