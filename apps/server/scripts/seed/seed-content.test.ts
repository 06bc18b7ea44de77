import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionFields } from '@edu/shared';
import { previewOf, renderRichText } from '../../src/modules/content';
import { createTestApp, type TestApp } from '../../src/test/harness';
import { lessons, questionKnowledgePoints, questions } from '../../src/db/schema';
import { demoQuestions } from './seed-content';
import { SCALE_QUESTION_MARK, seedQuestionScale } from './seed-questions-scale';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo content', () => {
  it('has 60 valid questions of every type, each linked to knowledge points', async () => {
    const seeds = demoQuestions();
    expect(seeds).toHaveLength(60);
    expect(new Set(seeds.map((q) => q.type))).toEqual(new Set(['single', 'multiple', 'judge', 'blank', 'short']));
    const rows = await t.db.select().from(questions);
    expect(rows).toHaveLength(60);
    for (const q of rows) {
      const parsed = questionFields.safeParse({ ...q, knowledgePointIds: [] });
      expect(parsed.success, `${q.stem}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
    const [links] = await t.db.select({ n: count() }).from(questionKnowledgePoints);
    expect(links?.n).toBeGreaterThanOrEqual(60);
  });

  it('renders every lesson and question without a formula error', async () => {
    const all = await t.db.select().from(lessons);
    expect(all.length).toBeGreaterThanOrEqual(10);
    for (const l of all) {
      const html = renderRichText(l.content);
      expect(html, l.title).toContain('katex');
      expect(html, l.title).not.toContain('math-error');
    }
    for (const q of await t.db.select().from(questions)) {
      const p = previewOf(q);
      const html = [
        p.stemHtml,
        ...p.options.map((o) => o.html),
        renderRichText(q.analysis),
        renderRichText(q.answer.text),
      ].join('');
      expect(html, q.stem).not.toContain('math-error');
    }
  });

  it('adds generated questions for benchmarks once, all valid and searchable', async () => {
    const first = await seedQuestionScale(t.db, 300);
    expect(first).toMatchObject({ seeded: true, questions: 300 });
    expect(await seedQuestionScale(t.db, 300)).toMatchObject({ seeded: false, questions: 300 });
    const rows = await t.db.select().from(questions);
    const generated = rows.filter((q) => q.analysis.includes(SCALE_QUESTION_MARK));
    expect(generated).toHaveLength(300);
    for (const q of generated.slice(0, 50)) {
      expect(questionFields.safeParse({ ...q, knowledgePointIds: [] }).success, q.stem).toBe(true);
      expect(previewOf(q).stemHtml).not.toContain('math-error');
    }
    expect(new Set(generated.map((q) => q.type)).size).toBe(5);
  });
});
