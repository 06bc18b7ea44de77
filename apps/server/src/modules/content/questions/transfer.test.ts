import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuestionImportResult, QuestionList } from '@edu/shared';
import { xlsxBomb } from '../../../test/zip';
import { expectError, expectOk, multipart } from '../test-fixtures';
import { QuestionFixture, T } from './test-fixtures';

let f: QuestionFixture;

beforeAll(async () => {
  f = await QuestionFixture.open();
});
afterAll(() => f.t.close());

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
    // The parameters may come in the query string too; form fields win.
    for (const [query, fields] of [
      ['?dryRun=1', {}],
      ['?dryRun=false', { dryRun: 'true' }],
    ] as const) {
      const res = expectOk(
        await f.upload<QuestionImportResult>('brandadmin', `${T('importQuestions')}${query}`, fields, {
          filename: 'q.json',
          body: jsonFile(good),
        }),
      );
      expect(res, query).toMatchObject({ total: 2, created: 0, committed: false, errors: [] });
    }
    expectError(
      await f.upload(
        'brandadmin',
        `${T('importQuestions')}?dryRun=perhaps`,
        {},
        {
          filename: 'q.json',
          body: jsonFile(good),
        },
      ),
      400,
      'dryRun: must be true or false',
    );
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
        { brandId: String(f.acme) },
        { filename: 'q.json', body: jsonFile(good) },
      ),
      404,
      'Brand not found',
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
    const res = await f.t.app.inject({
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

    const xlsx = await f.t.app.inject({
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

  it('refuses a zip bomb quickly with 413 through the shared gate, writing nothing', async () => {
    const before = await f.counts();
    // ~256 KB that unpack to 256 MiB; the headers tell the truth, then lie (1 KB).
    for (const lie of [false, true]) {
      const bomb = xlsxBomb(256, lie);
      expect(bomb.length).toBeLessThan(512 * 1024);
      const started = performance.now();
      const reply = await f.upload('admin', T('importQuestions'), {}, { filename: 'q.xlsx', body: bomb });
      const ms = performance.now() - started;
      expectError(reply, 413, 'The workbook is too large once unpacked (over 20 MB): split it into several files');
      expect(ms, `answered in ${Math.round(ms)} ms`).toBeLessThan(3000);
    }
    // In the caller's language.
    const session = await f.as('admin');
    const { payload, contentType } = multipart({}, { filename: 'q.xlsx', body: xlsxBomb(64) });
    const zh = await f.t.app.inject({
      method: 'POST',
      url: T('importQuestions'),
      headers: { ...session.headers, 'content-type': contentType, 'accept-language': 'zh-CN' },
      payload,
    });
    expect(zh.json()).toMatchObject({ code: 413, msg: '工作簿解压后过大（超过 20 MB）：请拆分为多个文件' });
    expect(await f.counts()).toEqual(before);
  });
});
