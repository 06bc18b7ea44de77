/**
 * `npm run seed -- --questions N`: N more platform-wide mathematics questions for benchmarks (the
 * question search of issue 4 is measured on 50 000). Deterministic: question i is always the same text
 * (stems of real shape, Chinese with LaTeX, every type, linked to the demo knowledge points). Inserted
 * in batches with their search fields, so the GIN index is built as in production.
 */
import { count, eq, like } from 'drizzle-orm';
import { searchFields } from '../../src/modules/content';
import type { Db } from '../../src/db/client';
import { knowledgePoints, questionKnowledgePoints, questions } from '../../src/db/schema';

/** Scale questions are recognised by this marker at the end of their analysis. */
export const SCALE_QUESTION_MARK = '〔scale〕';
export const SCALE_MAX_QUESTIONS = 500_000;

const TOPICS = [
  ['一元二次方程', (a: number, b: number) => `$x^2-${a + b}x+${a * b}=0$`],
  ['二次根式', (a: number, b: number) => `$\\sqrt{${a * a * b}}+\\sqrt{${b}}$`],
  ['分式', (a: number, b: number) => `$\\dfrac{${a}}{x-${b}}-\\dfrac{${b}}{x+${a}}$`],
  ['一次函数', (a: number, b: number) => `$y=${a}x-${b}$`],
  ['反比例函数', (a: number, b: number) => `$y=\\dfrac{${a * b}}{x}$`],
  ['二次函数', (a: number, b: number) => `$y=x^2-${2 * a}x+${b}$`],
  ['矩阵', (a: number, b: number) => `$\\begin{pmatrix}${a} &amp; ${b}\\\\ ${b} &amp; ${a}\\end{pmatrix}$`],
  ['方程组', (a: number, b: number) => `$\\begin{cases}x+y=${a + b}\\\\ x-y=${a - b}\\end{cases}$`],
  ['勾股定理', (a: number, b: number) => `$a=${a},\\ b=${b},\\ c=\\sqrt{${a * a + b * b}}$`],
  ['不等式', (a: number, b: number) => `$${a}x-${b}&gt;${a + b}$`],
  ['数列', (a: number, b: number) => `$a_n=${a}n+${b}$`],
  ['三角函数', (a: number, b: number) => `$\\sin\\alpha=\\dfrac{${Math.min(a, b)}}{${Math.max(a, b) + 1}}$`],
] as const;

const ASKS = [
  '求解下列问题',
  '化简并求值',
  '判断下列说法是否正确',
  '填写空缺的结果',
  '写出完整的解题过程',
  '选择正确的答案',
  '已知条件如下，求参数的取值范围',
  '计算并说明理由',
];
const CONTEXTS = ['课堂练习', '单元测验', '期中复习', '期末冲刺', '竞赛拓展', '课后作业', '易错题', '中考真题改编'];
const TYPES = ['single', 'single', 'multiple', 'judge', 'blank', 'blank', 'short'] as const;

function question(i: number) {
  const [topic, formula] = TOPICS[i % TOPICS.length] ?? TOPICS[0];
  const a = 2 + (i % 7);
  const b = 1 + ((i * 7) % 11);
  const type = TYPES[(i * 5) % TYPES.length] ?? 'single';
  const ask = ASKS[(i * 3) % ASKS.length];
  const context = CONTEXTS[(i * 11) % CONTEXTS.length];
  const f = formula(a, b);
  let stem = `<p>【${context}·${topic}】第 ${i + 1} 题：${ask}：${f}。</p>`;
  let options: string[] = [];
  const answer = {
    choices: [] as string[],
    judge: null as boolean | null,
    blanks: [] as { accepted: string[]; rules: string[] }[],
    text: '',
  };
  if (type === 'single' || type === 'multiple') {
    options = [`$${a}$`, `$${b}$`, `$${a + b}$`, `$${a * b}$`];
    answer.choices = type === 'single' ? [['A', 'B', 'C', 'D'][i % 4] ?? 'A'] : ['A', 'C'];
  } else if (type === 'judge') {
    answer.judge = i % 2 === 0;
  } else if (type === 'blank') {
    stem = `<p>【${context}·${topic}】第 ${i + 1} 题：${f}，结果为 ___1，参数 $a=$ ___2。</p>`;
    answer.blanks = [
      { accepted: [String(a + b)], rules: ['trim', 'numeric'] },
      { accepted: [String(a)], rules: ['trim', 'numeric'] },
    ];
  } else {
    answer.text = `<p>按${topic}的方法逐步求解，得 ${f}。</p>`;
  }
  return {
    type,
    subject: 'math',
    grade: 7 + (i % 3),
    difficulty: 1 + ((i * 13) % 5),
    stem,
    options,
    answer,
    analysis: `<p>本题考查${topic}。${SCALE_QUESTION_MARK}</p>`,
    ...searchFields(stem, options),
  };
}

export async function seedQuestionScale(
  db: Db,
  n: number,
  onProgress?: (done: number) => void,
): Promise<{ seeded: boolean; questions: number; ms: number }> {
  const started = Date.now();
  const [existing] = await db
    .select({ n: count() })
    .from(questions)
    .where(like(questions.analysis, `%${SCALE_QUESTION_MARK}%`));
  if ((existing?.n ?? 0) > 0) return { seeded: false, questions: existing?.n ?? 0, ms: 0 };
  const kps = await db
    .select({ id: knowledgePoints.id })
    .from(knowledgePoints)
    .where(eq(knowledgePoints.subject, 'math'))
    .orderBy(knowledgePoints.id);
  const BATCH = 1000;
  for (let start = 0; start < n; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, n - start) }, (_, k) => question(start + k));
    await db.transaction(async (tx) => {
      const ids = await tx.insert(questions).values(rows).returning({ id: questions.id });
      if (kps.length > 0) {
        await tx.insert(questionKnowledgePoints).values(
          ids.map((r, k) => ({
            questionId: r.id,
            knowledgePointId: kps[(start + k) % kps.length]?.id ?? 0,
          })),
        );
      }
    });
    onProgress?.(Math.min(start + BATCH, n));
  }
  return { seeded: true, questions: n, ms: Date.now() - started };
}
