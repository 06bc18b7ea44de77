// npm run bench, section (g): automatic grading throughput of fill-in answers with formula equivalence, on
// one core (this process, one thread). Prints one JSON line: answers per second, warm, over a mixed set of
// responses (right and wrong, fractions, decimals, polynomials in another order, equations), each response
// different so that nothing is served from a cache but the answer key's parse, as in a class.
import type { BlankAnswer } from '@edu/shared';
import { gradeBlank } from '../src/modules/learning';

const ANSWERS = Number(process.env.BENCH_GRADING_ANSWERS ?? 20_000);

const formula = (accepted: string): BlankAnswer => ({ accepted: [accepted], rules: ['trim', 'halfWidth', 'formula'] });
const keys: BlankAnswer[] = [
  formula('\\frac{1}{2}'),
  formula('2x+1'),
  formula('(x-1)(x+1)'),
  formula('y=2x+1'),
  formula('\\sqrt{8}'),
  formula('\\frac{3}{4}a^2'),
];

/** The i-th student's response to key k: about two in three right, written in many ways. */
function response(k: number, i: number): string {
  const n = (i % 97) + 1;
  switch (k) {
    case 0:
      return [`\\frac{${n}}{${2 * n}}`, '0.5', `${n}/${2 * n + (i % 3 === 0 ? 1 : 0)}`][i % 3] as string;
    case 1:
      return [`1+2x`, `2\\cdot x+1`, `2x+${(i % 5) + 1}`][i % 3] as string;
    case 2:
      return [`x^2-1`, `x^{2}-${(i % 4) + 1}`, `-1+x^2`][i % 3] as string;
    case 3:
      return [`2x+1=y`, `${2 * n}x+${n}=${n}y`, `y=2x+${i % 7}`][i % 3] as string;
    case 4:
      return [`2\\sqrt{2}`, `\\sqrt{${8 + (i % 2)}}`, `2.828427124746190`][i % 3] as string;
    default:
      return [`0.75a^2`, `\\frac{3a^2}{4}`, `\\frac{${n}}{4}a^2`][i % 3] as string;
  }
}

async function run(count: number): Promise<{ seconds: number; right: number }> {
  let right = 0;
  const started = process.hrtime.bigint();
  for (let i = 0; i < count; i++) {
    const k = i % keys.length;
    if (await gradeBlank(response(k, i), keys[k] as BlankAnswer)) right++;
  }
  return { seconds: Number(process.hrtime.bigint() - started) / 1e9, right };
}

await run(2_000); // warm-up: JIT, the answer keys' parses
const { seconds, right } = await run(ANSWERS);
console.log(JSON.stringify({ answers: ANSWERS, seconds, perSecond: ANSWERS / seconds, right }));
