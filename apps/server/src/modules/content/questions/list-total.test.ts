import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUESTION_SORTS, type QuestionList, type RoleCode, roleNameOf } from '@edu/shared';
import { callerOf } from '../../../access/content';
import { users } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import type { AuthContext } from '../../auth';
import { ContentFixture, expectOk } from '../test-fixtures';
import { listQuestions } from './service';

/**
 * The question list's capped total (LIST_TOTAL_CAP, 5 here: the demo bank has 60 questions) and its two
 * ways to a keyword's page (sorting the matches, or walking the sort's index when they are many), which
 * must give the same rows in the same order.
 */
const CAP = 5;
let t: TestApp;
let f: ContentFixture;

beforeAll(async () => {
  t = await createTestApp({ config: { listTotalCap: CAP } });
  f = new ContentFixture(t);
});
afterAll(() => t.close());

const LIST = '/openapi/topic/getQuestionList';

async function authOf(username: string): Promise<AuthContext> {
  const [u] = await t.db.select().from(users).where(eq(users.username, username));
  if (!u) throw new Error(username);
  const roleName = roleNameOf(u.roleType as RoleCode);
  if (!roleName) throw new Error(`role ${u.roleType}`);
  return {
    userId: u.id,
    username: u.username,
    name: u.name,
    roleType: u.roleType as RoleCode,
    roleName,
    brandId: u.brandId,
    schoolId: u.schoolId,
    sessionId: 0,
    avatarUrl: '',
    introduction: '',
    preview: null,
  };
}

describe('question list total', () => {
  it('counts up to the cap and flags more; every page is still reachable', async () => {
    const first = expectOk(await f.get<QuestionList>('teacher', LIST, { pageSize: 7 }));
    expect(first).toMatchObject({ total: CAP, totalCapped: true, page: 1, pageSize: 7 });
    expect(first.list).toHaveLength(7);
    const ids: number[] = [];
    for (let page = 1; page <= 10; page++) {
      ids.push(...expectOk(await f.get<QuestionList>('teacher', LIST, { page, pageSize: 10 })).list.map((q) => q.id));
    }
    expect(ids).toHaveLength(60);
    expect(new Set(ids).size).toBe(60);
    // Few matches: exact and not flagged.
    const few = expectOk(await f.get<QuestionList>('teacher', LIST, { keyword: '判别式' }));
    expect(few.total).toBeGreaterThan(0);
    expect(few.total).toBeLessThanOrEqual(CAP);
    expect(few).toMatchObject({ total: few.list.length, totalCapped: false });
    expect(expectOk(await f.get<QuestionList>('teacher', LIST, { keyword: '判别式子' }))).toMatchObject({
      total: 0,
      totalCapped: false,
    });
  });

  it('sorts a keyword the same whether it sorts the matches or walks the index, capped alike', async () => {
    const scope = callerOf(await authOf('teacher'));
    const everything = { page: 1, pageSize: 100, difficulty: undefined };
    for (const keyword of ['方程', '根', 'x']) {
      const matched = await listQuestions(t.db, scope, { ...everything, keyword }, { cap: 1000 });
      const matchIds = new Set(matched.list.map((q) => q.id));
      expect(matchIds.size, keyword).toBeGreaterThan(CAP);
      expect(matched.totalCapped).toBe(false);
      for (const sort of QUESTION_SORTS) {
        for (const order of ['asc', 'desc'] as const) {
          const all = await listQuestions(t.db, scope, { ...everything, sort, order }, { cap: 1000 });
          const expected = all.list.filter((q) => matchIds.has(q.id)).map((q) => q.id);
          for (const sortMax of [undefined, 0]) {
            const got: number[] = [];
            for (let page = 1; page <= Math.ceil(expected.length / 4) + 1; page++) {
              const res = await listQuestions(
                t.db,
                scope,
                { keyword, sort, order, page, pageSize: 4, difficulty: undefined },
                { cap: CAP, sortMax },
              );
              expect(res, `${keyword} ${sort} ${order} ${sortMax}`).toMatchObject({ total: CAP, totalCapped: true });
              got.push(...res.list.map((q) => q.id));
            }
            expect(got, `${keyword} ${sort} ${order} ${sortMax}`).toEqual(expected);
          }
        }
      }
    }
  });
});
