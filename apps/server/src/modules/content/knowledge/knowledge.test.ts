import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KnowledgePointRow, KnowledgeTree, QuestionList } from '@edu/shared';
import { createTestApp, type TestApp } from '../../../test/harness';
import { ContentFixture, expectError, expectOk } from '../test-fixtures';

let t: TestApp;
let f: ContentFixture;
let acme: number;

beforeAll(async () => {
  t = await createTestApp();
  f = new ContentFixture(t);
  acme = await f.brandId('acme');
});
afterAll(() => t.close());

const T = (p: string) => `/openapi/topic/${p}`;
const names = (tree: KnowledgeTree) => tree.points.map((p) => `${'  '.repeat(p.depth)}${p.name}`);

async function mk(who: string, body: Record<string, unknown>) {
  return expectOk(await f.post<KnowledgePointRow>(who, T('saveKnowledgePoint'), { subject: 'math', ...body } as never));
}

describe('knowledge points', () => {
  it('answers the platform tree depth-first with question counts', async () => {
    const tree = expectOk(await f.get<KnowledgeTree>('corrector', T('getKnowledgeTree'), { subject: 'math' }));
    expect(names(tree).slice(0, 5)).toEqual([
      '数与式',
      '  实数',
      '  二次根式的化简',
      '  二次根式的运算',
      '  分式的运算',
    ]);
    expect(tree.points.find((p) => p.name === '根的判别式')?.questionCount).toBeGreaterThan(0);
    expect(tree.points.every((p) => !p.editable)).toBe(true);
    expect(
      expectOk(await f.get<KnowledgeTree>('teacher', T('getKnowledgeTree'), { subject: 'physics' })).points,
    ).toEqual([]);
    expectError(await f.get('teacher', T('getKnowledgeTree'), { subject: 'magic' }), 400, /subject/);
    expectError(await f.get('teacher', T('getKnowledgeTree'), {}), 400, /subject/);
    expectError(
      await f.get('brandadmin', T('getKnowledgeTree'), { subject: 'math', brandId: acme }),
      404,
      'Brand not found',
    );
  });

  it('lets a brand extend the platform tree; other brands do not see it', async () => {
    const parent = await f.kpId('函数');
    const own = await mk('brandadmin', { parentId: parent, name: '启明：函数图象变换' });
    expect(own).toMatchObject({ parentId: parent, depth: 1, editable: true });
    const mine = expectOk(await f.get<KnowledgeTree>('teacher', T('getKnowledgeTree'), { subject: 'math' }));
    expect(mine.points.some((p) => p.id === own.id)).toBe(true);
    const theirs = expectOk(await f.get<KnowledgeTree>('acme-teacher', T('getKnowledgeTree'), { subject: 'math' }));
    expect(theirs.points.some((p) => p.id === own.id)).toBe(false);
    const before = await f.counts();
    expectError(await f.post('brandadmin', T('saveKnowledgePoint'), { id: parent, name: '改名' }), 403);
    expectError(
      await f.post('brandadmin', T('saveKnowledgePoint'), { subject: 'math', name: 'x', brandId: acme }),
      404,
      'Brand not found',
    );
    expectError(
      await f.post('brandadmin', T('saveKnowledgePoint'), { subject: 'physics', parentId: parent, name: 'x' }),
      400,
      /parentId/,
    );
    expectError(await f.post('brandadmin', T('saveKnowledgePoint'), { subject: 'math', name: '' }), 400, /name/);
    expectError(await f.post('brandadmin', T('saveKnowledgePoint'), { name: 'x' }), 400, /subject: is required/);
    expectError(
      await f.post('admin', T('saveKnowledgePoint'), { subject: 'math', name: 'x', brandId: 99999 }),
      400,
      /brandId/,
    );
    const acmePoint = await mk('admin', { brandId: acme, name: 'Acme point' });
    expectError(await f.post('brandadmin', T('saveKnowledgePoint'), { id: acmePoint.id, name: 'x' }), 404);
    expectError(
      await f.post('brandadmin', T('saveKnowledgePoint'), { subject: 'math', parentId: acmePoint.id, name: 'x' }),
      400,
    );
    expect((await f.counts()).knowledgePoints).toBe((before.knowledgePoints ?? 0) + 1);
  });

  it('moves by drag and drop and refuses cycles', async () => {
    const a = await mk('admin', { name: 'KA' });
    const b = await mk('admin', { name: 'KB', parentId: a.id });
    const c = await mk('admin', { name: 'KC', parentId: a.id });
    const moved = expectOk(
      await f.post<KnowledgePointRow>('admin', T('moveKnowledgePoint'), { id: c.id, parentId: a.id, index: 0 }),
    );
    expect(moved).toMatchObject({ sort: 0, depth: 1 });
    let tree = expectOk(await f.get<KnowledgeTree>('admin', T('getKnowledgeTree'), { subject: 'math' }));
    expect(names(tree).filter((n) => /K[ABC]$/.test(n))).toEqual(['KA', '  KC', '  KB']);
    expectOk(await f.post('admin', T('moveKnowledgePoint'), { id: b.id, parentId: '', index: 0 }));
    tree = expectOk(await f.get<KnowledgeTree>('admin', T('getKnowledgeTree'), { subject: 'math' }));
    expect(tree.points[0]?.name).toBe('KB');
    const before = await f.counts();
    expectError(
      await f.post('admin', T('moveKnowledgePoint'), { id: a.id, parentId: c.id, index: 0 }),
      400,
      /cannot move into itself/,
    );
    expectError(
      await f.post('admin', T('moveKnowledgePoint'), { id: a.id, parentId: 999999, index: 0 }),
      400,
      /parentId/,
    );
    expectError(await f.post('brandadmin', T('moveKnowledgePoint'), { id: a.id, parentId: '', index: 0 }), 403);
    expectError(await f.post('admin', T('moveKnowledgePoint'), { id: a.id, index: 'first' }), 400, /index/);
    expect(await f.counts()).toEqual(before);
  });

  it('deletes a point with its descendants; questions stay, their links go', async () => {
    const root = await mk('admin', { name: 'KDel' });
    const child = await mk('admin', { name: 'KDel child', parentId: root.id });
    const q = expectOk(
      await f.post<{ id: number }>(
        'admin',
        T('saveQuestion'),
        {
          type: 'judge',
          subject: 'math',
          grade: 8,
          difficulty: 1,
          stem: 'KDel question',
          answer: { judge: true },
          knowledgePointIds: [child.id],
        } as never,
        { json: true },
      ),
    );
    const byRoot = expectOk(await f.get<QuestionList>('admin', T('getQuestionList'), { knowledgePointId: root.id }));
    expect(byRoot.list.map((r) => r.id)).toEqual([q.id]);
    const del = expectOk(
      await f.post<{ points: number; links: number }>('admin', T('deleteKnowledgePoint'), { id: root.id }),
    );
    expect(del).toMatchObject({ points: 2, links: 1 });
    const detail = expectOk(await f.get<{ knowledgePoints: unknown[] }>('admin', T('getQuestionDetail'), { id: q.id }));
    expect(detail.knowledgePoints).toEqual([]);
    // A platform point with a brand's sub-point under it: the brand admin cannot delete the platform one,
    // the platform admin takes the brand's with it.
    const platform = await mk('admin', { name: 'KShared' });
    await mk('brandadmin', { name: 'KShared brand', parentId: platform.id });
    expectError(await f.post('brandadmin', T('deleteKnowledgePoint'), { id: platform.id }), 403);
    expect(
      expectOk(await f.post<{ points: number }>('admin', T('deleteKnowledgePoint'), { id: platform.id })).points,
    ).toBe(2);
    expect((await f.audits('knowledgePoint.delete'))[0]).toMatchObject({ targetId: platform.id });
  });
});
