/**
 * Probes of AI question creation (content group; modules/ai/generation): the home brand's queue rows, made
 * fresh per cell; generation against the fake provider (the home brand's setting points at it), for the home
 * brand. A queue row is its brand's only: another brand's admin does not find it.
 */
import { eq, isNull } from 'drizzle-orm';
import type { EndpointId } from '@edu/shared/api';
import { aiProviders, generatedQuestions, questions } from '../../../db/schema';
import { type FakeProvider, startFakeProvider } from '../../../modules/ai/test-fixtures';
import { makeVariants } from '../../../modules/ai/variants';
import { homeBrand, type ProbeMap } from '../probe';
import type { World } from '../world';

let fake: Promise<FakeProvider> | undefined;
function provider(): Promise<FakeProvider> {
  fake ??= startFakeProvider({
    texts: {
      'mx-questions': () =>
        JSON.stringify({ stem: '<p>MX generated: 1 + 1 = 2</p>', answer: { judge: true }, knowledgePointIds: [] }),
    },
  });
  return fake;
}

const question = (kp: number) => ({
  type: 'judge',
  subject: 'math',
  grade: 8,
  difficulty: 1,
  stem: '<p>MX queued: 2 + 2 = 4</p>',
  options: [],
  answer: { choices: [], judge: true, blanks: [], text: '' },
  analysis: '',
  knowledgePointIds: [kp],
});

/** A pending row of the home brand's queue. */
async function queued(w: World): Promise<number> {
  const kp = await w.knowledgePoint(w.brand.qiming);
  const [row] = await w.t.db
    .insert(generatedQuestions)
    .values({
      brandId: w.brand.qiming,
      createdBy: w.userId('brandadmin'),
      batch: `mx-${w.next()}`,
      payload: question(kp),
      provenance: { kind: 'provider', host: 'mx.example', model: 'mx' },
    })
    .returning({ id: generatedQuestions.id });
  if (!row) throw new Error('matrix: no queue row');
  return row.id;
}

/** A platform question of the demo bank that the variant generator can vary (it says which it can). */
async function variable(w: World): Promise<number> {
  const rows = await w.t.db.select().from(questions).where(isNull(questions.brandId)).orderBy(questions.id);
  const found = rows.find((q) => makeVariants({ ...q, knowledgePointIds: [] }, 2).ok);
  if (!found) throw new Error('matrix: no demo question the variant generator supports');
  return found.id;
}

const rowOf = (w: World, input: { id?: unknown }) => w.row(generatedQuestions, Number(input.id));

type Ids =
  | 'content.makeQuestionVariants'
  | 'content.generateQuestions'
  | 'content.getGeneratedQuestions'
  | 'content.acceptGeneratedQuestion'
  | 'content.rejectGeneratedQuestion';

export const generatedQuestionProbes: Pick<ProbeMap<'content'>, Ids & EndpointId> = {
  'content.generateQuestions': {
    kind: 'target',
    owner: homeBrand,
    input: async ({ w }) => {
      const { baseUrl } = await provider();
      const [setting] = await w.t.db.select().from(aiProviders).where(eq(aiProviders.brandId, w.brand.qiming));
      if (setting) {
        await w.t.db.update(aiProviders).set({ baseUrl, model: 'mx-questions' }).where(eq(aiProviders.id, setting.id));
      } else {
        await w.t.db.insert(aiProviders).values({ brandId: w.brand.qiming, baseUrl, model: 'mx-questions' });
      }
      const kp = await w.knowledgePoint(w.brand.qiming);
      return {
        brandId: w.brand.qiming,
        knowledgePointIds: [kp],
        type: 'judge' as const,
        difficulty: 1,
        grade: 8,
        count: 1,
      };
    },
    writes: generatedQuestions,
  },
  // A home-brand question with a number to vary; another brand's admin does not find it.
  'content.makeQuestionVariants': {
    kind: 'target',
    // Platform content: every content manager reads it (their variants go to their own brand).
    owner: () => ({ brandId: null }),
    input: async ({ w }) => ({ questionId: await variable(w), count: 2 }),
  },
  'content.getGeneratedQuestions': {
    kind: 'list',
    input: async ({ w }) => {
      await queued(w);
      return { page: 1, pageSize: 100 };
    },
    check: ({ data }, { caller }) => {
      const leak = data.list.find((row) => caller.spec.role !== 'admin' && row.brandId !== caller.brandId);
      return leak ? `leaks a queue row of brand ${leak.brandId}` : null;
    },
  },
  'content.acceptGeneratedQuestion': {
    kind: 'target',
    owner: homeBrand,
    input: async ({ w }) => ({ id: await queued(w) }),
    state: rowOf,
    writes: questions,
  },
  'content.rejectGeneratedQuestion': {
    kind: 'target',
    owner: homeBrand,
    input: async ({ w }) => ({ id: await queued(w) }),
    state: rowOf,
  },
};
