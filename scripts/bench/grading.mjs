// (g) grading: fill-in answers graded per second on one core with formula equivalence
// (apps/server/scripts/bench-grading.ts; issue 10's budget: at least 2,000 per second per core).
import { rows, runMeasurement } from './common.mjs';

export const BUDGET_GRADING_PER_SECOND = 2_000;

/** Adds the grading row; false when the measurement could not be made. */
export async function measureGrading() {
  console.log('\n━━ (g) grading: fill-in answers with formula equivalence, one core');
  try {
    const g = await runMeasurement('bench-grading.ts');
    console.log(
      `${g.answers} answers in ${g.seconds.toFixed(2)} s: ${g.perSecond.toFixed(0)} answers/s (${g.right} graded right)`,
    );
    rows.push([
      'grading, fill-in with formulas (1 core)',
      `${g.perSecond.toFixed(0)} answers/s`,
      `≥ ${BUDGET_GRADING_PER_SECOND}/s`,
      g.perSecond >= BUDGET_GRADING_PER_SECOND ? 'OK' : 'OVER',
    ]);
    return true;
  } catch (err) {
    console.error(`grading measurement failed: ${err.message}`);
    rows.push(['grading, fill-in with formulas (1 core)', 'not measured', `≥ ${BUDGET_GRADING_PER_SECOND}/s`, 'ERROR']);
    return false;
  }
}
