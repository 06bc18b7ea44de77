import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions } from '../../../db/schema';
import { QuestionFixture } from './test-fixtures';
import { CJK_RANGES, keywordTokens, normalizeSearch, searchTokens } from './search';

let f: QuestionFixture;

beforeAll(async () => {
  f = await QuestionFixture.open();
});
afterAll(() => f.t.close());

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
      f.t.db
        .select({ id: questions.id, text: questions.searchText, tokens: questions.searchTokens })
        .from(questions)
        .orderBy(questions.id);
    const before = await rows();
    try {
      // As stored before 0004: no single characters.
      await f.t.db.execute(
        sql`update questions set search_tokens = array(select x from unnest(search_tokens) x where char_length(x) > 1)`,
      );
      await f.t.db.execute(sql.raw(sqlText));
      const after = await rows();
      expect(after.length).toBeGreaterThan(50);
      for (const row of after) {
        const want = searchTokens(row.text);
        expect(new Set(row.tokens), String(row.id)).toEqual(new Set(want));
      }
    } finally {
      for (const row of before) {
        await f.t.db.update(questions).set({ searchTokens: row.tokens }).where(eq(questions.id, row.id));
      }
    }
  });
});
