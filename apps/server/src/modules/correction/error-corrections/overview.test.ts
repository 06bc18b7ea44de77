/**
 * Error correction, the platform admin's overview (issue 11 item 2): every brand's corrections with the
 * correction teachers who reach each and how long it waited, the totals over the filter; other roles 403; a
 * school moved to another brand takes its corrections along.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorCorrectionOverview } from '@edu/shared';
import { api } from '@edu/shared/api';
import { errorCorrections } from '../../../db/schema';
import { expectError, expectOk, SeededOrgFixture } from '../../org/test-fixtures';
import { correctionOf, wrongWork } from './test-fixtures';

const C = api.correction;
const HOUR = 3_600_000;

let f: SeededOrgFixture;
const id: Record<string, number> = {};

beforeAll(async () => {
  f = await SeededOrgFixture.open();
  id.corrector = await f.userId('corrector');
});
afterAll(() => f.t.close());

describe("the admin's overview", () => {
  it("shows every brand's corrections with who reviews them and how long they wait", async () => {
    const over = expectOk(
      await f.get<ErrorCorrectionOverview>('admin', C.getErrorCorrectionOverview.path, { pageSize: 100 }),
    );
    const pending = over.list.filter((r) => r.state === 'pending');
    expect(over.pendingTotal).toBe(pending.length);
    expect(over.total).toBe(over.list.length);
    const oldest = Math.min(...pending.map((r) => Date.parse(r.createdAt)));
    expect(Math.abs((over.longestWaitMs ?? 0) - (Date.now() - oldest))).toBeLessThan(60_000);
    // Pending first, oldest first.
    expect(over.list[0]?.state).toBe('pending');
    const demo = over.list.find((r) => r.student.username === 'gaozimeng' && r.state === 'accepted');
    // Reviewed a day after it was sent (the demo data).
    expect(demo).toMatchObject({ brandName: expect.stringContaining('启明'), waitedMs: 24 * HOUR });
    expect(demo?.correctors.map((c) => c.id)).toContain(id.corrector);
    expect(pending.every((r) => r.waitedMs > 0)).toBe(true);

    const acme = expectOk(
      await f.get<ErrorCorrectionOverview>('admin', C.getErrorCorrectionOverview.path, { brandId: f.acme }),
    );
    expect(acme).toMatchObject({ total: 0, pendingTotal: 0, longestWaitMs: null });
    const accepted = expectOk(
      await f.get<ErrorCorrectionOverview>('admin', C.getErrorCorrectionOverview.path, { state: 'accepted' }),
    );
    expect(accepted.list.every((r) => r.state === 'accepted')).toBe(true);
    expect(accepted).toMatchObject({ pendingTotal: 0, longestWaitMs: null });
    for (const who of ['brandadmin', 'schooladmin', 'corrector', 'teacher', 'student']) {
      expectError(await f.get(who, C.getErrorCorrectionOverview.path), 403);
    }
    expectError(await f.get('admin', C.getErrorCorrectionOverview.path, { sort: 'x' }), 400, /^sort: /);
  });
});

describe('a school moved to another brand', () => {
  it('takes its error corrections along', async () => {
    const river = await f.classId('滨江双语学校', '七年级1班');
    const [studentId = 0] = await f.classStudentIds(river);
    const c = await correctionOf(f.t.db, await wrongWork(f.t, { studentId, classId: river }));
    expectOk(
      await f.post('admin', api.org.bindBrandSchools.path, { brandId: f.acme, schoolIds: [f.riverside] } as never, {
        json: true,
      }),
    );
    const [row] = await f.t.db.select().from(errorCorrections).where(eq(errorCorrections.id, c.id));
    expect(row?.brandId).toBe(f.acme);
    const acme = expectOk(
      await f.get<ErrorCorrectionOverview>('admin', C.getErrorCorrectionOverview.path, { brandId: f.acme }),
    );
    expect(acme.list.map((r) => r.id)).toEqual([c.id]);
  });
});
