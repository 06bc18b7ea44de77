/**
 * Error correction, the student's side (issue 11 item 2): a student redoes a wrong answer of its own
 * handed-in work with an explanation and maybe a photo; the redo is graded automatically as a hint; one
 * attempt waits at a time and none follows an accepted one; bad input is refused with 400 and writes nothing;
 * another student's work answers 404 like an unknown id; other roles 403.
 */
import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorCorrectionDetail, MyErrorCorrections, SubmitErrorCorrectionInput } from '@edu/shared';
import { api } from '@edu/shared/api';
import { answerPhotos, answers, auditLog, errorCorrections, submissions } from '../../../db/schema';
import { multipart } from '../../content/test-fixtures';
import { expectError, expectOk, type Reply, SeededOrgFixture } from '../../org/test-fixtures';
import { correctionOf, type WrongWork, wrongWork } from './test-fixtures';

const R = api.review;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let f: SeededOrgFixture;
let class81 = 0;
let class82 = 0;
const id: Record<string, number> = {};

beforeAll(async () => {
  f = await SeededOrgFixture.open();
  class81 = await f.classId('启明第一中学', '八年级1班');
  class82 = await f.classId('启明第一中学', '八年级2班');
  for (const u of ['student', 'xunuo', 'corrector', 'lina']) id[u] = await f.userId(u);
});
afterAll(() => f.t.close());

/** Fresh work of the demo student in 八年级1班 with a wrong answer. */
const mine = (o: { shorts?: number } = {}) => wrongWork(f.t, { studentId: id.student ?? 0, classId: class81, ...o });

const submit = (who: string, input: SubmitErrorCorrectionInput | Record<string, unknown>) =>
  f.post<{ id: number; attempt: number; state: string; outcome: string | null; explanation: string }>(
    who,
    R.submitErrorCorrection.path,
    input as never,
    { json: true },
  );

const redoOf = (w: WrongWork, extra: Record<string, unknown> = {}) => ({
  submissionId: w.submissionId,
  questionId: w.wrongId,
  response: { blanks: ['2'] },
  explanation: '进位算错了',
  ...extra,
});

async function upload(who: string, w: { submissionId: number; questionId: number }, body = PNG, name = 'work.png') {
  const session = await f.as(who);
  const part = multipart({}, { filename: name, contentType: 'image/png', body });
  const res = await f.t.app.inject({
    method: 'POST',
    url: `${R.uploadErrorCorrectionPhoto.path}?submissionId=${w.submissionId}&questionId=${w.questionId}`,
    headers: { ...session.headers, 'content-type': part.contentType },
    payload: part.payload,
  });
  const json = res.json<{ code: number; msg: string; data: { photo: string; url: string } }>();
  return { status: res.statusCode, code: json.code, msg: json.msg, data: json.data } as Reply<{
    photo: string;
    url: string;
  }>;
}

/** What a refusal must leave as it was: the corrections, the photos, the audit log. */
async function written() {
  const n = async (table: typeof errorCorrections | typeof answerPhotos | typeof auditLog) =>
    (await f.t.db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return { corrections: await n(errorCorrections), photos: await n(answerPhotos), audits: await n(auditLog) };
}

describe('submitting an error correction', () => {
  it('redoes a wrong answer with an explanation, graded automatically as a hint', async () => {
    const w = await mine();
    const sent = expectOk(await submit('student', redoOf(w, { explanation: '  进位算错了。\r\n重新算：1 + 1 = 2  ' })));
    expect(sent).toMatchObject({
      attempt: 1,
      state: 'pending',
      outcome: 'correct',
      explanation: '进位算错了。\n重新算：1 + 1 = 2',
      reviewComment: '',
      reviewedBy: null,
      photo: null,
      response: { blanks: ['2'] },
    });
    // A redo that is still wrong is sent too: the corrector decides.
    const other = await mine();
    const wrongAgain = expectOk(await submit('student', redoOf(other, { response: { blanks: ['5'] } })));
    expect(wrongAgain.outcome).toBe('wrong');

    const [entry] = (await f.audits('errorCorrection.submit')).filter((e) => e.targetId === sent.id);
    expect(entry).toMatchObject({
      actorId: id.student,
      targetType: 'errorCorrection',
      after: { submissionId: w.submissionId, questionId: w.wrongId, attempt: 1, outcome: 'correct', photo: false },
    });
    expect(JSON.stringify(entry)).not.toContain('进位');

    // Its own list: newest first, with the question; one answer's with its ids.
    const list = expectOk(
      await f.get<MyErrorCorrections>('student', R.getMyErrorCorrections.path, { page: 1, pageSize: 50 }),
    );
    expect(list.list[0]?.id).toBe(wrongAgain.id);
    const one = expectOk(
      await f.get<MyErrorCorrections>('student', R.getMyErrorCorrections.path, {
        submissionId: w.submissionId,
        questionId: w.wrongId,
      }),
    );
    expect(one.total).toBe(1);
    expect(one.list[0]).toMatchObject({
      id: sent.id,
      submissionId: w.submissionId,
      questionId: w.wrongId,
      lessonId: w.lessonId,
      preview: { type: 'blank' },
    });
    expect(one.list[0]?.preview.stemHtml).toContain('1 + 1');
    const pending = expectOk(
      await f.get<MyErrorCorrections>('student', R.getMyErrorCorrections.path, { state: 'accepted' }),
    );
    expect(pending.list.every((r) => r.state === 'accepted')).toBe(true);
  });

  it('numbers the attempts: one waits at a time, a returned one may be tried again, none after an accepted one', async () => {
    const w = await mine();
    const first = expectOk(await submit('student', redoOf(w)));
    const before = await written();
    expectError(await submit('student', redoOf(w)), 409, /^An error correction of this answer is waiting/);
    expect(await written()).toEqual(before);

    await f.t.db
      .update(errorCorrections)
      .set({ state: 'returned', reviewComment: '再想想', reviewedBy: id.corrector, reviewedAt: new Date() })
      .where(eq(errorCorrections.id, first.id));
    const second = expectOk(await submit('student', redoOf(w, { explanation: '第二次' })));
    expect(second.attempt).toBe(2);

    await f.t.db.update(errorCorrections).set({ state: 'accepted' }).where(eq(errorCorrections.id, second.id));
    const after = await written();
    expectError(await submit('student', redoOf(w)), 409, /^An error correction of this answer was accepted/);
    expect(await written()).toEqual(after);
    const history = expectOk(
      await f.get<MyErrorCorrections>('student', R.getMyErrorCorrections.path, {
        submissionId: w.submissionId,
        questionId: w.wrongId,
      }),
    );
    expect(history.list.map((r) => [r.attempt, r.state, r.reviewComment])).toEqual([
      [2, 'accepted', ''],
      [1, 'returned', '再想想'],
    ]);
  });

  it('lets exactly one of two submits at once in', async () => {
    const w = await mine();
    const replies = await Promise.all([submit('student', redoOf(w)), submit('student', redoOf(w))]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const rows = await f.t.db.select().from(errorCorrections).where(eq(errorCorrections.submissionId, w.submissionId));
    expect(rows).toHaveLength(1);
  });

  it('refuses what is not a wrong answer of its own handed-in work', async () => {
    const w = await mine({ shorts: 1 });
    const before = await written();
    // Another student's work, an unknown submission, work not handed in: 404 like an unknown id.
    const theirs = await wrongWork(f.t, { studentId: id.xunuo ?? 0, classId: class82 });
    expectError(await submit('student', redoOf(theirs)), 404, /^Submission not found$/);
    expectError(await submit('student', redoOf(w, { submissionId: 999_999 })), 404, /^Submission not found$/);
    const open = await mine();
    await f.t.db.update(submissions).set({ state: 'in_progress' }).where(eq(submissions.id, open.submissionId));
    expectError(await submit('student', redoOf(open)), 404, /^Submission not found$/);
    // A right answer, a short answer waiting for a person, a question the submission has no answer to.
    expectError(
      await submit('student', redoOf(w, { questionId: w.rightId })),
      400,
      new RegExp(`^questionId: the answer to question ${w.rightId} is right`),
    );
    expectError(
      await submit('student', redoOf(w, { questionId: w.shortIds[0], response: { text: '重做' } })),
      400,
      /^questionId: the answer to question \d+ is not graded yet$/,
    );
    expectError(
      await submit('student', redoOf(w, { questionId: 999_999 })),
      400,
      /^questionId: question 999999 is not an answer of this submission$/,
    );
    // Other roles: the table refuses them.
    for (const who of ['teacher', 'corrector', 'admin', 'dl']) expectError(await submit(who, redoOf(w)), 403);
    expectError(await submit(null as never, redoOf(w)), 401);
    expect(await written()).toEqual(before);
  });

  it('refuses bad input with 400 naming the field, and writes nothing', async () => {
    const w = await mine();
    const before = await written();
    const bad = async (input: Record<string, unknown>, msg: RegExp) =>
      expectError(await submit('student', input), 400, msg);
    await bad(redoOf(w, { explanation: '' }), /^explanation: is required$/);
    await bad(redoOf(w, { explanation: ' \r\n ' }), /^explanation: is required$/);
    await bad(redoOf(w, { explanation: 'x'.repeat(2001) }), /^explanation: at most 2000 characters$/);
    await bad(redoOf(w, { explanation: 'a\u0000b' }), /^explanation: /);
    await bad({ ...redoOf(w), explanation: undefined }, /^explanation: /);
    await bad(redoOf(w, { response: { blanks: [''] } }), /^response: give the new answer$/);
    await bad(redoOf(w, { response: {} }), /^response: give the new answer$/);
    await bad(redoOf(w, { response: 'x' }), /^response: /);
    await bad(redoOf(w, { response: { choices: ['Z'] } }), /^response\.choices\.0: /);
    await bad(redoOf(w, { photo: '../../etc/passwd' }), /^photo: not a photo name$/);
    await bad(redoOf(w, { photo: '0f8fad5b-d9cb-469f-a165-70867728950e.png' }), /^photo: the photo was not uploaded/);
    await bad(redoOf(w, { submissionId: 'x' }), /^submissionId: /);
    await bad({ submissionId: w.submissionId, explanation: 'x', response: { blanks: ['2'] } }, /^questionId: /);
    expect(await written()).toEqual(before);
  });
});

describe('the photo of the working', () => {
  it('is uploaded for a wrong answer of its own work, named by the redo and shown to the corrector', async () => {
    const w = await mine();
    const up = expectOk(await upload('student', { submissionId: w.submissionId, questionId: w.wrongId }));
    expect(up.photo).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect((await f.t.app.inject({ url: up.url })).statusCode).toBe(200);
    const [row] = await f.t.db.select().from(answerPhotos).where(eq(answerPhotos.name, up.photo));
    expect(row).toMatchObject({ studentId: id.student, lessonId: w.lessonId, questionId: w.wrongId });

    const sent = expectOk(await submit('student', redoOf(w, { photo: up.photo })));
    expect(sent).toMatchObject({ photo: up.photo });
    // The demo corrector is linked to the demo student: it opens the photo through its own address.
    const detail = expectOk(
      await f.get<ErrorCorrectionDetail>('corrector', api.correction.getErrorCorrectionDetail.path, { id: sent.id }),
    );
    const url = detail.photoUrls[up.photo] ?? '';
    expect(url).toContain(`uid=${id.corrector}`);
    const opened = await f.t.app.inject({ url });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('image/png');

    // A photo uploaded for another answer is not this one's.
    const other = await mine();
    expectError(await submit('student', redoOf(other, { photo: up.photo })), 400, /^photo: the photo was not uploaded/);
  });

  it('goes with a redone short answer too', async () => {
    const w = await mine({ shorts: 1 });
    const shortId = w.shortIds[0] ?? 0;
    // A person graded the short answer 4 of 10: partly right, so it may be corrected.
    await f.t.db.update(submissions).set({ state: 'graded', score: 40 }).where(eq(submissions.id, w.submissionId));
    await f.t.db
      .update(answers)
      .set({ outcome: 'partial', credit: 0.4, points: 4, correctedAt: new Date(), correctedBy: id.corrector })
      .where(and(eq(answers.submissionId, w.submissionId), eq(answers.questionId, shortId)));
    const up = expectOk(await upload('student', { submissionId: w.submissionId, questionId: shortId }));
    const sent = expectOk(
      await submit('student', {
        submissionId: w.submissionId,
        questionId: shortId,
        response: { text: '  ', photo: up.photo, choices: ['A'] },
        explanation: '步骤写全了',
      }),
    );
    // Only the short answer's parts are kept; a short answer waits for the person.
    expect(sent).toMatchObject({ outcome: 'pending', response: { photo: up.photo } });
    expect(sent).not.toHaveProperty('response.choices');
  });

  it('is refused for what may not be corrected, for another student, and when it is no image', async () => {
    const w = await mine();
    const before = await written();
    expectError(await upload('student', { submissionId: w.submissionId, questionId: w.rightId }), 400, /is right/);
    const theirs = await wrongWork(f.t, { studentId: id.lina ?? 0, classId: class81 });
    expectError(await upload('student', { submissionId: theirs.submissionId, questionId: theirs.wrongId }), 404);
    expectError(
      await upload('student', { submissionId: w.submissionId, questionId: w.wrongId }, randomBytes(64), 'x.png'),
      415,
    );
    expectError(await upload('teacher', { submissionId: w.submissionId, questionId: w.wrongId }), 403);
    expect(await written()).toEqual(before);
  });
});

describe('withdrawing', () => {
  it('takes back a pending attempt of its own; a reviewed one stays; another student’s is not found', async () => {
    const w = await mine();
    const c = await correctionOf(f.t.db, w);
    const withdraw = (who: string, idOf: number) =>
      f.post<{ withdrawn: boolean }>(who, R.withdrawErrorCorrection.path, { id: idOf }, { json: true });
    const theirs = await correctionOf(f.t.db, await wrongWork(f.t, { studentId: id.xunuo ?? 0, classId: class82 }));
    const before = await written();
    expectError(await withdraw('student', theirs.id), 404, /^Error correction not found$/);
    expectError(await withdraw('teacher', c.id), 403);
    expect(await written()).toEqual(before);

    expect(expectOk(await withdraw('student', c.id))).toEqual({ withdrawn: true });
    expect(await f.t.db.select().from(errorCorrections).where(eq(errorCorrections.id, c.id))).toEqual([]);
    expect((await f.audits('errorCorrection.withdraw')).some((e) => e.targetId === c.id)).toBe(true);
    expectError(await withdraw('student', c.id), 404);
    // The answer may be corrected again, from attempt 1.
    expect(expectOk(await submit('student', redoOf(w))).attempt).toBe(1);

    const reviewed = await correctionOf(f.t.db, await mine(), { state: 'returned', reviewerId: id.corrector });
    expectError(await withdraw('student', reviewed.id), 409, /^This error correction was reviewed already/);
  });
});
