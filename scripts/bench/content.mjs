// (d) content: the lesson renderer and the question search (apps/server/scripts/bench-content.ts, its own PGlite).
import { BUDGET_API_P99_MS, rows, runMeasurement, verdict } from './common.mjs';

export function contentBench() {
  return runMeasurement('bench-content.ts', { DATABASE_URL: '', LOG_LEVEL: 'warn' });
}

export async function measureContent() {
  console.log('\n━━ (d) content: lesson rendering and question search');
  try {
    const { render, search } = await contentBench();
    console.log(
      `lesson render (server pipeline, ${render.bytes} B, 37 formulas): ${render.cold.toFixed(0)} lessons/s cold, ` +
        `${render.warm.toFixed(0)} lessons/s with the formula cache`,
    );
    for (const [label, r] of Object.entries(search.perQuery)) {
      console.log(`  ${label.padEnd(34)} p50 ${r.p50.toFixed(1)} ms, max ${r.max.toFixed(1)} ms`);
    }
    console.log(
      `question search on ${search.questions} questions (seeded in ${search.seedSeconds.toFixed(1)} s): ` +
        `p50 ${search.p50.toFixed(1)} ms, p95 ${search.p95.toFixed(1)} ms, max ${search.max.toFixed(1)} ms over ${search.requests} requests`,
    );
    rows.push([
      'lesson render (server)',
      `${render.cold.toFixed(0)} lessons/s cold · ${render.warm.toFixed(0)} warm`,
      '—',
      '—',
    ]);
    rows.push([
      `question search (${search.questions})`,
      `p50 ${search.p50.toFixed(1)} ms · p95 ${search.p95.toFixed(1)} ms (server time)`,
      `p95 ≤ ${BUDGET_API_P99_MS} ms`,
      verdict(search.p95, BUDGET_API_P99_MS),
    ]);
  } catch (err) {
    console.error(`content measurement failed: ${err.message}`);
    rows.push(['content (render, question search)', 'not measured', '—', 'ERROR']);
    return false;
  }
  return true;
}
