import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuestionDetail, QuestionImportResult, QuestionList, QuestionPreview } from '@edu/shared';
import { questions } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { ContentFixture, expectError, expectOk } from '../test-fixtures';
import { CJK_RANGES, keywordTokens, normalizeSearch, searchTokens } from './search';

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
const base = { subject: 'math', grade: 8, difficulty: 3 } as const;

async function save(who: string, body: Record<string, unknown>) {
  return f.post<QuestionDetail>(who, T('saveQuestion'), { ...base, ...body } as never, { json: true });
}

describe('search tokens', () => {
  it('makes CJK characters, CJK bigrams and word trigrams that a contained keyword always shares', () => {
    expect(searchTokens(normalizeSearch('解一元二次方程 Quadratic x2'))).toEqual(
      expect.arrayContaining(['一元', '元二', '二次', '次方', '方程', 'qua', 'uad', 'tic']),
    );
    expect(normalizeSearch('ＡＢＣ　１２３')).toBe('abc 123');
    // One CJK character is looked up by itself (indexed); a longer run by its bigrams only.
    expect(searchTokens('方程')).toEqual(expect.arrayContaining(['方', '程', '方程']));
    expect(keywordTokens('根')).toEqual(['根']);
    expect(keywordTokens('方程 x')).toEqual(['方程']);
    expect(keywordTokens('x2')).toEqual([]);
    // A lone common character next to a longer run adds nothing the bigrams do not narrow better.
    expect(keywordTokens('的 一元二次')).toEqual(['一元', '元二', '二次']);
    expect(keywordTokens('的 abc')).toEqual(['abc']);
    expect(keywordTokens('的 x')).toEqual(['的']);
    const text = normalizeSearch('已知二次函数 y=ax^2+bx+c 的图象经过点 (1, 3)');
    for (let i = 0; i < text.length; i++) {
      for (let j = i + 1; j <= Math.min(text.length, i + 8); j++) {
        const kw = text.slice(i, j);
        const have = new Set(searchTokens(text));
        expect(
          keywordTokens(kw).every((tok) => have.has(tok)),
          kw,
        ).toBe(true);
      }
    }
  });
});

describe('migration 0004 (CJK characters as search tokens)', () => {
  it('uses the CJK class of the code, range for range', () => {
    const sqlText = fs.readFileSync(
      path.resolve(import.meta.dirname, '../../../../drizzle/0004_question_search_unigrams.sql'),
      'utf8',
    );
    const classes = [...sqlText.matchAll(/\[((?:\\u[0-9a-f]{4}|\\U[0-9a-f]{8}|-)+)\]/g)].map((m) => m[1]);
    expect(classes).toHaveLength(2);
    const rangeRe = /\\(?:u([0-9a-f]{4})|U([0-9a-f]{8}))(?:-\\(?:u([0-9a-f]{4})|U([0-9a-f]{8})))?/g;
    for (const cls of classes) {
      const ranges = [...(cls ?? '').matchAll(rangeRe)].map((m) => {
        const from = Number.parseInt(m[1] ?? m[2] ?? '', 16);
        const to = m[3] ?? m[4];
        return [from, to === undefined ? from : Number.parseInt(to, 16)];
      });
      expect(ranges).toEqual(CJK_RANGES.map((r) => [...r]));
    }
    // Two characters the earlier class of the migration left out.
    expect(searchTokens('\u302e')).toEqual(['\u302e']);
    expect(searchTokens('\u{323b0}')).toEqual(['\u{323b0}']);
  });

  it('gives stored questions every character token the code gives new ones', async () => {
    const sqlText = fs.readFileSync(
      path.resolve(import.meta.dirname, '../../../../drizzle/0004_question_search_unigrams.sql'),
      'utf8',
    );
    const rows = () =>
      t.db
        .select({ id: questions.id, text: questions.searchText, tokens: questions.searchTokens })
        .from(questions)
        .orderBy(questions.id);
    const before = await rows();
    try {
      // As stored before 0004: no single characters.
      await t.db.execute(
        sql`update questions set search_tokens = array(select x from unnest(search_tokens) x where char_length(x) > 1)`,
      );
      await t.db.execute(sql.raw(sqlText));
      const after = await rows();
      expect(after.length).toBeGreaterThan(50);
      for (const row of after) {
        const want = searchTokens(row.text);
        expect(new Set(row.tokens), String(row.id)).toEqual(new Set(want));
      }
    } finally {
      for (const row of before) {
        await t.db.update(questions).set({ searchTokens: row.tokens }).where(eq(questions.id, row.id));
      }
    }
  });
});

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
      await save('admin', { brandId: acme, type: 'judge', stem: '<p>Acme only: $2+2=4$</p>', answer: { judge: true } }),
    );
    expect(acmeQ.brandId).toBe(acme);
    expectError(await f.get('teacher', T('getQuestionDetail'), { id: acmeQ.id }), 404, 'Question not found');
    expectError(await f.get('corrector', T('getQuestionPreview'), { id: acmeQ.id }), 404);
    const kw = expectOk(await f.get<QuestionList>('brandadmin', T('getQuestionList'), { keyword: 'acme only' }));
    expect(kw.total).toBe(0);
    expect(
      expectOk(await f.get<QuestionList>('acme-teacher', T('getQuestionList'), { keyword: 'acme only' })).total,
    ).toBe(1);
    expect(
      expectOk(await f.get<QuestionList>('admin', T('getQuestionList'), { owner: 'brand', brandId: acme })).total,
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
    for (const [body, msg] of cases) expectError(await save('admin', body), 400, msg);
    expect(await f.counts()).toEqual(before);
  });

  it('saves every type sanitized, with its knowledge points, and renders the preview without answers', async () => {
    const kp = await f.kpId('二次根式的运算');
    const blank = expectOk(
      await save('brandadmin', {
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
    const preview = expectOk(await f.get<QuestionPreview>('corrector', T('getQuestionPreview'), { id: blank.id }));
    expect(JSON.stringify(preview)).not.toMatch(/5\/6|accepted|answer/);
    const single = expectOk(
      await save('brandadmin', {
        type: 'single',
        stem: '<p>$\\frac{1}{2}$ 等于</p>',
        options: ['$0.5$', '$2$'],
        answer: { choices: ['A'] },
      }),
    );
    expect(single.preview.options.map((o) => o.key)).toEqual(['A', 'B']);
    expect(single.preview.options[0]?.html).toContain('katex');
    const short = expectOk(
      await save('brandadmin', { type: 'short', stem: '证明 $\\sqrt{2}$ 是无理数', answer: { text: '<p>反证法</p>' } }),
    );
    expect(short.answerHtml).toContain('反证法');
    const multiple = expectOk(
      await save('brandadmin', {
        type: 'multiple',
        stem: '选出偶数',
        options: ['2', '3', '4'],
        answer: { choices: ['A', 'C'] },
      }),
    );
    expect(multiple.answer.choices).toEqual(['A', 'C']);
    // Changing: full replace; owner stays; brand admins cannot touch platform or other brands' questions.
    const changed = expectOk(
      await save('brandadmin', {
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
    expectError(await save('brandadmin', { id: platformQ, type: 'judge', stem: 'x', answer: { judge: true } }), 403);
    expectError(
      await save('brandadmin', { id: single.id, brandId: acme, type: 'judge', stem: 'x', answer: { judge: true } }),
      400,
      /owner/,
    );
    expectError(await save('acme-teacher', { id: single.id, type: 'judge', stem: 'x', answer: { judge: true } }), 403);
    expect(await f.counts()).toEqual(before);
    expect((await f.audits('question.update'))[0]).toMatchObject({ targetId: single.id });
  });

  it('previews an unsaved question with the same checks', async () => {
    const p = expectOk(
      await f.post<QuestionPreview>(
        'admin',
        T('previewQuestion'),
        {
          ...base,
          type: 'blank',
          stem: '$x^2=4$，$x=$ ___1',
          answer: { blanks: [{ accepted: ['2', '-2'] }] },
        } as never,
        { json: true },
      ),
    );
    expect(p).toMatchObject({ id: null, blankCount: 1 });
    expectError(
      await f.post(
        'admin',
        T('previewQuestion'),
        { ...base, type: 'single', stem: 'x', options: ['a', 'b'] },
        { json: true },
      ),
      400,
      /exactly one/,
    );
  });

  it('refuses to delete a question that lessons use, deletes it once detached', async () => {
    const q = expectOk(await save('admin', { type: 'judge', stem: '<p>$0&lt;1$</p>', answer: { judge: true } }));
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

describe('import and export', () => {
  const jsonFile = (questions: unknown[]) =>
    Buffer.from(JSON.stringify({ format: 'edu-console.questions', version: 1, questions }));
  const good = [
    {
      type: 'blank',
      subject: 'math',
      grade: 9,
      difficulty: 2,
      stem: '<p>$\\sqrt{49}=$ ___1</p>',
      answer: { blanks: [{ accepted: ['7'], rules: ['numeric'] }] },
      knowledgePoints: ['数与式/二次根式的化简'],
    },
    { type: 'judge', subject: 'math', grade: 9, difficulty: 1, stem: '<p>$2^{10}=1024$</p>', answer: { judge: true } },
  ];

  it('reports every bad row and writes nothing', async () => {
    const before = await f.counts();
    const bad = [
      ...good,
      {
        type: 'single',
        subject: 'math',
        grade: 9,
        difficulty: 2,
        stem: 'x',
        options: ['a', 'b'],
        answer: { choices: ['A', 'B'] },
      },
      {
        type: 'judge',
        subject: 'math',
        grade: 9,
        difficulty: 2,
        stem: 'y',
        answer: { judge: true },
        knowledgePoints: ['没有/这个'],
      },
      'not an object',
    ];
    const res = expectOk(
      await f.upload<QuestionImportResult>(
        'admin',
        T('importQuestions'),
        {},
        { filename: 'q.json', body: jsonFile(bad) },
      ),
    );
    expect(res).toMatchObject({ format: 'json', total: 5, created: 0, committed: false });
    expect(res.errors.map((e) => [e.row, e.field])).toEqual(
      expect.arrayContaining([
        [3, 'answer.choices'],
        [4, 'knowledgePoints'],
        [5, 'type'],
      ]),
    );
    expect(await f.counts()).toEqual(before);
  });

  it('imports all rows in one go (dry run first), owned by the importer’s brand', async () => {
    const before = await f.counts();
    const dry = expectOk(
      await f.upload<QuestionImportResult>(
        'brandadmin',
        T('importQuestions'),
        { dryRun: 'true' },
        { filename: 'q.json', body: jsonFile(good) },
      ),
    );
    expect(dry).toMatchObject({ total: 2, created: 0, committed: false, errors: [] });
    expect(await f.counts()).toEqual(before);
    const done = expectOk(
      await f.upload<QuestionImportResult>(
        'brandadmin',
        T('importQuestions'),
        {},
        { filename: 'q.json', body: jsonFile(good) },
      ),
    );
    expect(done).toMatchObject({ total: 2, created: 2, committed: true, errors: [] });
    const list = expectOk(await f.get<QuestionList>('brandadmin', T('getQuestionList'), { grade: 9, owner: 'brand' }));
    expect(list.total).toBe(2);
    expect(list.list.find((q) => q.type === 'blank')?.knowledgePoints.map((k) => k.name)).toEqual(['二次根式的化简']);
    expectError(
      await f.upload(
        'brandadmin',
        T('importQuestions'),
        { brandId: String(acme) },
        { filename: 'q.json', body: jsonFile(good) },
      ),
      403,
    );
    expectError(
      await f.upload('admin', T('importQuestions'), {}, { filename: 'q.json', body: Buffer.from('{oops') }),
      400,
      /neither an XLSX/,
    );
    expectError(
      await f.upload(
        'admin',
        T('importQuestions'),
        {},
        { filename: 'q.pdf', body: Buffer.from('%PDF-1.4\n1 0 obj\n') },
      ),
      415,
    );
    expectError(
      await f.upload(
        'admin',
        T('importQuestions'),
        { dryRun: 'perhaps' },
        { filename: 'q.json', body: jsonFile(good) },
      ),
      400,
      /dryRun/,
    );
    expectError(await f.upload('admin', T('importQuestions'), {}, null), 400, /file/);
  });

  it('round-trips JSON and reads XLSX for the simple types', async () => {
    const res = await t.app.inject({
      url: `${T('exportQuestions')}?format=json&type=blank`,
      headers: (await f.as('admin')).headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="questions-.*\.json"/);
    const file = res.json<{ format: string; questions: { type: string; knowledgePoints: string[] }[] }>();
    expect(file.format).toBe('edu-console.questions');
    expect(file.questions.length).toBeGreaterThan(5);
    expect(file.questions.every((q) => q.type === 'blank' && q.knowledgePoints.length > 0)).toBe(true);
    const again = expectOk(
      await f.upload<QuestionImportResult>(
        'admin',
        T('importQuestions'),
        { dryRun: '1' },
        { filename: 'e.json', body: res.rawPayload },
      ),
    );
    expect(again).toMatchObject({ total: file.questions.length, errors: [] });

    const xlsx = await t.app.inject({
      url: `${T('exportQuestions')}?format=xlsx&difficulty=1`,
      headers: (await f.as('teacher')).headers,
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).text).toBe('type');
    // A sheet written by hand: one good row, one bad.
    const mine = new ExcelJS.Workbook();
    const ws = mine.addWorksheet('q');
    ws.addRow([
      'type',
      'subject',
      'grade',
      'difficulty',
      'stem',
      'A',
      'B',
      'C',
      'answer',
      'analysis',
      'knowledgePoints',
    ]);
    ws.addRow(['single', 'math', 8, 2, '$\\sqrt{4}=$', '$2$', '$4$', '$16$', 'A', '', '数与式/实数']);
    ws.addRow(['multiple', 'math', 8, 2, '偶数', '2', '3', '4', 'AC', '', '']);
    ws.addRow(['judge', 'math', 8, '', '$1&gt;0$', '', '', '', '对', '', '']);
    ws.addRow(['blank', 'math', 8, 2, '___1', '', '', '', '1', '', '']);
    const body = Buffer.from(await mine.xlsx.writeBuffer());
    const checked = expectOk(
      await f.upload<QuestionImportResult>('admin', T('importQuestions'), {}, { filename: 'mine.bin', body }),
    );
    expect(checked).toMatchObject({ format: 'xlsx', total: 4, committed: false });
    expect(checked.errors).toEqual([expect.objectContaining({ row: 5, field: 'type' })]);
    ws.spliceRows(5, 1);
    const fixed = Buffer.from(await mine.xlsx.writeBuffer());
    const ok = expectOk(
      await f.upload<QuestionImportResult>('admin', T('importQuestions'), {}, { filename: 'mine.xlsx', body: fixed }),
    );
    expect(ok).toMatchObject({ format: 'xlsx', total: 3, created: 3, committed: true });
    const imported = expectOk(await f.get<QuestionList>('admin', T('getQuestionList'), { keyword: '偶数' }));
    expect(imported.total).toBeGreaterThan(0);
  });
});
