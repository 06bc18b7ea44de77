import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrepRevision } from '@edu/shared';
import { api } from '@edu/shared/api';
import { questions } from '../../../db/schema';
import { expectError, expectOk } from '../../org/test-fixtures';
import { PrepFixture } from './test-fixtures';

// A preparation's history: its revisions, one of them as saved, a restore.

const L = api.learning;

let f: PrepFixture;

beforeAll(async () => {
  f = await (await PrepFixture.open()).load();
});
afterAll(() => f.t.close());

describe('revisions and restore', () => {
  let prepId = 0;

  beforeAll(async () => {
    const lessonId = f.mathLessons[2] ?? 0;
    const own = await f.exercisesOf(lessonId);
    const first = expectOk(
      await f.save('teacher', { classId: f.class82, lessonId, notes: 'One\nTwo\nThree', questionIds: own }),
    );
    prepId = first.prep.id;
    expectOk(
      await f.save('teacher', {
        classId: f.class82,
        lessonId,
        notes: 'One\n2\nThree\nFour',
        questionIds: [...own].reverse(),
        plannedOn: '2030-10-01',
        state: 'ready',
      }),
    );
  });

  it('lists the revisions newest first with their author and a summary, paged', async () => {
    const all = expectOk(await f.revisions('teacher', prepId));
    expect(all).toMatchObject({ current: 2, total: 2, page: 1 });
    expect(all.list.map((r) => [r.number, r.restoredFrom, r.state, r.plannedOn, r.notesLength])).toEqual([
      [2, null, 'ready', '2030-10-01', 16],
      [1, null, 'draft', null, 13],
    ]);
    expect(all.list[0]?.author).toBeTruthy();
    expect(all.list[0]?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const second = expectOk(await f.revisions('teacher', prepId, { page: 2, pageSize: 1 }));
    expect(second.list.map((r) => r.number)).toEqual([1]);
    expect(second.total).toBe(2);
  });

  it('answers one revision as it was saved, with what its questions are', async () => {
    const one = expectOk(await f.get<PrepRevision>('teacher', L.getPrepRevision.path, { prepId, revision: 1 }));
    expect(one).toMatchObject({ prepId, number: 1, notes: 'One\nTwo\nThree', state: 'draft', plannedOn: null });
    expect(one.questions.map((q) => q.id)).toEqual(one.questionIds);
    expectError(await f.get('teacher', L.getPrepRevision.path, { prepId, revision: 9 }), 404, 'Revision not found');
  });

  it('restores a revision as a new one equal to it, audited; restoring the current content writes nothing', async () => {
    const before = await f.written();
    const restored = expectOk(await f.restore('teacher', prepId, 1));
    expect(restored).toMatchObject({
      changed: true,
      droppedQuestionIds: [],
      prep: { revision: 3, notes: 'One\nTwo\nThree', state: 'draft', plannedOn: null },
    });
    const list = expectOk(await f.revisions('teacher', prepId));
    expect(list.list[0]).toMatchObject({ number: 3, restoredFrom: 1 });
    expect(await f.written()).toEqual({ ...before, revisions: before.revisions + 1, audits: before.audits + 1 });
    const [audit] = await f.audits('lessonPrep.restore');
    expect(audit?.after).toMatchObject({ revision: 3, restoredFrom: 1 });

    const same = await f.written();
    expect(expectOk(await f.restore('teacher', prepId, 3)).changed).toBe(false);
    expect(expectOk(await f.restore('teacher', prepId, 1)).changed).toBe(false);
    expect(await f.written()).toEqual(same);
  });

  it('leaves out, and names, questions deleted from the bank since the revision', async () => {
    const lessonId = f.mathLessons[3] ?? 0;
    const [temp] = await f.t.db
      .insert(questions)
      .values({
        type: 'judge',
        subject: 'math',
        grade: 8,
        stem: '<p>Soon gone</p>',
        answer: { choices: [], judge: false, blanks: [], text: '' },
      })
      .returning({ id: questions.id });
    const tempId = temp?.id ?? 0;
    const first = expectOk(await f.save('teacher', { classId: f.class81, lessonId, questionIds: [tempId] }));
    expectOk(await f.save('teacher', { classId: f.class81, lessonId, questionIds: [] }));
    await f.t.db.delete(questions).where(eq(questions.id, tempId));
    const one = expectOk(
      await f.get<PrepRevision>('teacher', L.getPrepRevision.path, { prepId: first.prep.id, revision: 1 }),
    );
    expect(one.questionIds).toEqual([tempId]);
    expect(one.questions).toEqual([]);
    const restored = expectOk(await f.restore('teacher', first.prep.id, 1));
    // Revision 1 without its deleted question is what revision 2 holds: nothing to write.
    expect(restored).toMatchObject({ changed: false, droppedQuestionIds: [tempId], prep: { revision: 2 } });
  });

  it('answers 404 for another teacher, an unknown preparation or revision, writing nothing', async () => {
    const before = await f.written();
    expectError(await f.restore('chenjing', prepId, 1), 404, 'Preparation not found');
    expectError(await f.restore('acme-teacher', prepId, 1), 404);
    expectError(await f.restore('teacher', 999_999, 1), 404);
    expectError(await f.restore('teacher', prepId, 99), 404, 'Revision not found');
    expectError(await f.revisions('chenjing', prepId), 404);
    expect(await f.written()).toEqual(before);
  });
});
