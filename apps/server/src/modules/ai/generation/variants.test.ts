/**
 * Variants into the review queue, with a stand-in for the built-in generator (modules/ai/variants is another
 * helper's; its own tests verify the answers): each variant queued pending with provenance "variant of #id"
 * in one transaction and audited; a variant that fails the bank's checks is queued invalid; a generator that
 * cannot vary the question is a 400 that writes nothing; a question outside the caller's scope is not found.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuestionFields } from '@edu/shared';
import type { ContentCaller } from '../../../access/content';
import { brands, generatedQuestions, questions, users } from '../../../db/schema';
import type { Caller } from '../../../http/define-route';
import { AppError } from '../../../http/errors';
import { createTestApp, type TestApp } from '../../../test/harness';
import { type MakeVariants, queueVariants } from './variants';

let t: TestApp;
let caller: Caller<ContentCaller>;
let home: number;
let mine: number;
let foreign: number;

const shifted: MakeVariants = (source, n) => ({
  ok: true,
  variants: Array.from(
    { length: n },
    (_, i): QuestionFields => ({ ...source, stem: `<p>Variant ${i + 1}: $${i} + 1$</p>` }),
  ),
});

async function queued() {
  const [row] = await t.db.select({ n: count() }).from(generatedQuestions);
  return row?.n ?? 0;
}

beforeAll(async () => {
  t = await createTestApp();
  const [user] = await t.db.select().from(users).where(eq(users.username, 'brandadmin'));
  const [acme] = await t.db.select({ id: brands.id }).from(brands).where(eq(brands.webAddress, 'acme'));
  if (!user || user.brandId === null || !acme) throw new Error('no brandadmin');
  home = user.brandId;
  caller = {
    auth: {
      userId: user.id,
      username: user.username,
      name: user.name,
      roleType: 7,
      roleName: 'brandingAdmin',
      brandId: home,
      schoolId: null,
      sessionId: 0,
      avatarUrl: '',
      introduction: '',
      preview: null,
    },
    scope: { userId: user.id, role: 'brandingAdmin', brandId: home },
    ip: '127.0.0.1',
  };
  const insert = async (brandId: number) => {
    const [q] = await t.db
      .insert(questions)
      .values({
        brandId,
        type: 'judge',
        subject: 'math',
        grade: 8,
        difficulty: 1,
        stem: '<p>1 + 1 = 2</p>',
        answer: { choices: [], judge: true, blanks: [], text: '' },
      })
      .returning({ id: questions.id });
    return q?.id ?? 0;
  };
  mine = await insert(home);
  foreign = await insert(acme.id);
}, 240_000);

afterAll(() => t?.close());

describe('queueVariants', () => {
  it('queues each variant pending with provenance "variant of #id"', async () => {
    const { batch, created } = await queueVariants(t.db, caller, { questionId: mine, count: 3 }, shifted);
    expect(created).toBe(3);
    const rows = await t.db.select().from(generatedQuestions).where(eq(generatedQuestions.batch, batch));
    expect(rows.map((r) => r.state)).toEqual(['pending', 'pending', 'pending']);
    expect(rows.every((r) => r.brandId === home)).toBe(true);
    expect(rows[0]?.provenance).toEqual({ kind: 'variant', variantOf: mine });
  });

  it('queues a variant the bank would refuse as invalid, with why', async () => {
    const broken: MakeVariants = (source) => ({ ok: true, variants: [{ ...source, stem: '<p>$\\frac{1}{$</p>' }] });
    const { batch } = await queueVariants(t.db, caller, { questionId: mine, count: 1 }, broken);
    const [row] = await t.db.select().from(generatedQuestions).where(eq(generatedQuestions.batch, batch));
    expect(row?.state).toBe('invalid');
    expect(row?.errors.join()).toMatch(/KaTeX cannot render/);
  });

  it('a question the generator cannot vary: 400 with its reason, nothing queued', async () => {
    const n = await queued();
    const refuse: MakeVariants = () => ({ ok: false, reason: 'it has no numbers to change' });
    const err = await queueVariants(t.db, caller, { questionId: mine, count: 2 }, refuse).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).message).toBe('No variants of this question: it has no numbers to change');
    expect(await queued()).toBe(n);
  });

  it('another brand’s question is not found', async () => {
    const err = await queueVariants(t.db, caller, { questionId: foreign, count: 1 }, shifted).catch((e: unknown) => e);
    expect((err as AppError).code).toBe(404);
  });
});
