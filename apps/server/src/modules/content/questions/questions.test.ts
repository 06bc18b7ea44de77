import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuestionList } from '@edu/shared';
import { expectError, expectOk } from '../test-fixtures';
import { QuestionFixture, T } from './test-fixtures';

let f: QuestionFixture;

beforeAll(async () => {
  f = await QuestionFixture.open();
});
afterAll(() => f.t.close());

describe('question list and search', () => {
  it('lists the demo bank with filters', async () => {
    const all = expectOk(await f.get<QuestionList>('teacher', T('getQuestionList'), { pageSize: 100 }));
    expect(all.total).toBe(60);
    expect(new Set(all.list.map((q) => q.type))).toEqual(new Set(['single', 'multiple', 'judge', 'blank', 'short']));
    expect(all.list.every((q) => !q.editable && q.knowledgePoints.length > 0)).toBe(true);
    const blanks = expectOk(await f.get<QuestionList>('admin', T('getQuestionList'), { type: 'blank', pageSize: 100 }));
    expect(blanks.total).toBeGreaterThan(5);
    expect(blanks.list.every((q) => q.type === 'blank')).toBe(true);
    const hard = expectOk(await f.get<QuestionList>('admin', T('getQuestionList'), { difficulty: 5 }));
    expect(hard.list.every((q) => q.difficulty === 5)).toBe(true);
    expect(expectOk(await f.get<QuestionList>('admin', T('getQuestionList'), { grade: 7 })).total).toBe(0);
    expect(expectOk(await f.get<QuestionList>('admin', T('getQuestionList'), { subject: 'physics' })).total).toBe(0);
    const sorted = expectOk(
      await f.get<QuestionList>('admin', T('getQuestionList'), { sort: 'difficulty', order: 'desc', pageSize: 100 }),
    );
    const ds = sorted.list.map((q) => q.difficulty);
    expect(ds).toEqual([...ds].sort((a, b) => b - a));
  });

  it('filters by knowledge point including its descendants', async () => {
    const root = await f.kpId('方程与不等式');
    const leaf = await f.kpId('根的判别式');
    const under = expectOk(
      await f.get<QuestionList>('admin', T('getQuestionList'), { knowledgePointId: root, pageSize: 100 }),
    );
    const only = expectOk(
      await f.get<QuestionList>('admin', T('getQuestionList'), { knowledgePointId: leaf, pageSize: 100 }),
    );
    expect(only.total).toBeGreaterThan(0);
    expect(under.total).toBeGreaterThan(only.total);
    expect(only.list.every((q) => q.knowledgePoints.some((k) => k.id === leaf))).toBe(true);
    expect(expectOk(await f.get<QuestionList>('admin', T('getQuestionList'), { knowledgePointId: 999999 })).total).toBe(
      0,
    );
  });

  it('finds stems by Chinese words, Latin fragments and single characters, exactly', async () => {
    const byWord = expectOk(
      await f.get<QuestionList>('admin', T('getQuestionList'), { keyword: '判别式', pageSize: 100 }),
    );
    expect(byWord.total).toBeGreaterThan(0);
    expect(byWord.list.every((q) => q.stemText.includes('判别式'))).toBe(true);
    const byLatex = expectOk(
      await f.get<QuestionList>('admin', T('getQuestionList'), { keyword: 'pmatrix', pageSize: 100 }),
    );
    expect(byLatex.total).toBeGreaterThan(0);
    const oneChar = expectOk(
      await f.get<QuestionList>('admin', T('getQuestionList'), { keyword: '根', pageSize: 100 }),
    );
    expect(oneChar.total).toBeGreaterThanOrEqual(byWord.total);
    expect(expectOk(await f.get<QuestionList>('admin', T('getQuestionList'), { keyword: '判别式子' })).total).toBe(0);
    expect(expectOk(await f.get<QuestionList>('admin', T('getQuestionList'), { keyword: '%' })).total).toBe(0);
    const wide = expectOk(await f.get<QuestionList>('admin', T('getQuestionList'), { keyword: 'ＰＭＡＴＲＩＸ' }));
    expect(wide.total).toBe(byLatex.total);
  });

  it('keeps brands apart', async () => {
    const acmeQ = expectOk(
      await f.save('admin', {
        brandId: f.acme,
        type: 'judge',
        stem: '<p>Acme only: $2+2=4$</p>',
        answer: { judge: true },
      }),
    );
    expect(acmeQ.brandId).toBe(f.acme);
    expectError(await f.get('teacher', T('getQuestionDetail'), { id: acmeQ.id }), 404, 'Question not found');
    const kw = expectOk(await f.get<QuestionList>('brandadmin', T('getQuestionList'), { keyword: 'acme only' }));
    expect(kw.total).toBe(0);
    expect(
      expectOk(await f.get<QuestionList>('acme-teacher', T('getQuestionList'), { keyword: 'acme only' })).total,
    ).toBe(1);
    expect(
      expectOk(await f.get<QuestionList>('admin', T('getQuestionList'), { owner: 'brand', brandId: f.acme })).total,
    ).toBe(1);
  });
});

describe('saving questions', () => {
  it('checks each type and writes nothing on bad input', async () => {
    const before = await f.counts();
    const cases: [Record<string, unknown>, RegExp][] = [
      [
        { type: 'single', stem: 'x', options: ['a', 'b'], answer: { choices: ['A', 'B'] } },
        /answer\.choices: a single choice question needs exactly one correct option/,
      ],
      [{ type: 'single', stem: 'x', options: ['a', 'b'], answer: { choices: [] } }, /exactly one/],
      [
        { type: 'single', stem: 'x', options: ['a'], answer: { choices: ['A'] } },
        /options: a choice question needs at least 2 options/,
      ],
      [
        { type: 'single', stem: 'x', options: ['a', 'b'], answer: { choices: ['C'] } },
        /names an option that does not exist/,
      ],
      [
        { type: 'multiple', stem: 'x', options: ['a', 'b', 'c'], answer: { choices: [] } },
        /at least one correct option/,
      ],
      [{ type: 'multiple', stem: 'x', options: ['a', 'b'], answer: { choices: ['A', 'A'] } }, /lists an option twice/],
      [{ type: 'judge', stem: 'x', answer: {} }, /answer\.judge: must be true or false/],
      [
        { type: 'judge', stem: 'x', options: ['a', 'b'], answer: { judge: true } },
        /only choice questions have options/,
      ],
      [{ type: 'blank', stem: '<p>no markers</p>', answer: { blanks: [{ accepted: ['1'] }] } }, /needs blank markers/],
      [
        { type: 'blank', stem: '<p>$x=$ ___1 and ##$$</p>', answer: { blanks: [{ accepted: ['1'] }] } },
        /one answer set per blank marker/,
      ],
      [{ type: 'blank', stem: '___1', answer: { blanks: [{ accepted: [] }] } }, /needs at least one accepted value/],
      [{ type: 'blank', stem: '___1', answer: { blanks: [{ accepted: ['1'], rules: ['fuzzy'] }] } }, /rules/],
      [{ type: 'short', stem: 'x', answer: { text: ' ' } }, /answer\.text: is required/],
      [{ type: 'essay', stem: 'x' }, /type/],
      [{ type: 'judge', stem: 'x', answer: { judge: true }, difficulty: 6 }, /difficulty: must be 1 to 5/],
      [{ type: 'judge', stem: '', answer: { judge: true } }, /stem: is required/],
      [
        { type: 'judge', stem: 'x', answer: { judge: true }, knowledgePointIds: [await f.kpId('一次函数'), 999999] },
        /knowledgePointIds: not knowledge points of this subject: 999999/,
      ],
      [
        {
          type: 'judge',
          stem: 'x',
          answer: { judge: true },
          subject: 'physics',
          knowledgePointIds: [await f.kpId('一次函数')],
        },
        /knowledgePointIds/,
      ],
    ];
    for (const [body, msg] of cases) expectError(await f.save('admin', body), 400, msg);
    expect(await f.counts()).toEqual(before);
  });

  it('saves every type sanitized, with its knowledge points, and renders the preview without answers', async () => {
    const kp = await f.kpId('二次根式的运算');
    const blank = expectOk(
      await f.save('brandadmin', {
        type: 'blank',
        stem: '<p onmouseover="x()">$\\sqrt{8}=$ ___1$\\sqrt{2}$，$\\dfrac{1}{2}+\\dfrac{1}{3}=$ ##$$</p><script>bad()</script>',
        answer: {
          blanks: [
            { accepted: ['2'], rules: ['trim', 'numeric'] },
            { accepted: ['5/6'], rules: ['numeric'] },
          ],
        },
        analysis: '<p>$\\sqrt{8}=2\\sqrt{2}$</p>',
        knowledgePointIds: [kp],
      }),
    );
    expect(blank).toMatchObject({
      type: 'blank',
      editable: true,
      knowledgePoints: [{ id: kp, name: '二次根式的运算' }],
    });
    expect(blank.stem).not.toMatch(/script|onmouseover/);
    expect(blank.preview.blankCount).toBe(2);
    expect(blank.preview.stemHtml).toContain('data-blank="1"');
    expect(blank.preview.stemHtml).toContain('data-blank="2"');
    expect(blank.preview.stemHtml).toContain('katex');
    expect(blank.preview.stemHtml).not.toContain('##$$');
    expect(blank.analysisHtml).toContain('katex');
    const single = expectOk(
      await f.save('brandadmin', {
        type: 'single',
        stem: '<p>$\\frac{1}{2}$ 等于</p>',
        options: ['$0.5$', '$2$'],
        answer: { choices: ['A'] },
      }),
    );
    expect(single.preview.options.map((o) => o.key)).toEqual(['A', 'B']);
    expect(single.preview.options[0]?.html).toContain('katex');
    const short = expectOk(
      await f.save('brandadmin', {
        type: 'short',
        stem: '证明 $\\sqrt{2}$ 是无理数',
        answer: { text: '<p>反证法</p>' },
      }),
    );
    expect(short.answerHtml).toContain('反证法');
    const multiple = expectOk(
      await f.save('brandadmin', {
        type: 'multiple',
        stem: '选出偶数',
        options: ['2', '3', '4'],
        answer: { choices: ['A', 'C'] },
      }),
    );
    expect(multiple.answer.choices).toEqual(['A', 'C']);
    // Changing: full replace; owner stays; brand admins cannot touch platform or other brands' questions.
    const changed = expectOk(
      await f.save('brandadmin', {
        id: single.id,
        type: 'judge',
        stem: '$1=1$',
        answer: { judge: true },
        knowledgePointIds: [kp],
      }),
    );
    expect(changed).toMatchObject({ id: single.id, type: 'judge', options: [], knowledgePoints: [{ id: kp }] });
    const platformQ =
      (await f.get<QuestionList>('admin', T('getQuestionList'), { owner: 'platform' })).data.list[0]?.id ?? 0;
    const before = await f.counts();
    expectError(await f.save('brandadmin', { id: platformQ, type: 'judge', stem: 'x', answer: { judge: true } }), 403);
    expectError(
      await f.save('brandadmin', { id: single.id, brandId: f.acme, type: 'judge', stem: 'x', answer: { judge: true } }),
      400,
      /owner/,
    );
    expectError(
      await f.save('acme-teacher', { id: single.id, type: 'judge', stem: 'x', answer: { judge: true } }),
      403,
    );
    expect(await f.counts()).toEqual(before);
    expect((await f.audits('question.update'))[0]).toMatchObject({ targetId: single.id });
  });

  it('refuses to delete a question that lessons use, deletes it once detached', async () => {
    const q = expectOk(await f.save('admin', { type: 'judge', stem: '<p>$0&lt;1$</p>', answer: { judge: true } }));
    const lesson = await f.lessonId('1.2 二次根式的乘除');
    expectOk(
      await f.post('admin', '/openapi/course/setLessonExercises', { lessonId: lesson, questionIds: String(q.id) }),
    );
    const before = await f.counts();
    expectError(
      await f.post('admin', T('deleteQuestion'), { id: q.id }),
      409,
      'The question is used by 1 lessons; remove it from them first',
    );
    expect(await f.counts()).toEqual(before);
    expectOk(await f.post('admin', '/openapi/course/setLessonExercises', { lessonId: lesson, questionIds: '' }));
    expectOk(await f.post('admin', T('deleteQuestion'), { id: q.id }));
    expectError(await f.get('admin', T('getQuestionDetail'), { id: q.id }), 404);
    expect((await f.audits('question.delete'))[0]).toMatchObject({ targetId: q.id });
  });
});
