/**
 * Content measurements for `npm run bench` (scripts/bench.mjs runs this with tsx and reads the JSON it
 * prints on its last line):
 * - the renderer's throughput on the server: lessons of realistic size (render/bench-fixture.ts: 37
 *   formulas, entities, blanks) through the shared pipeline with the jsdom sanitizer, with cold
 *   formulas (no cache) and warm (formula cache on, as when the same lessons are read again);
 * - question search latency (server time through the real routes, app.inject) on the demo data plus
 *   BENCH_QUESTIONS (default 50 000) generated questions: keyword (Chinese, LaTeX, one character),
 *   filters, knowledge point with descendants, and combinations; p50/p95/max over all requests.
 * PGlite in a temporary DATA_DIR, removed at the end.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BENCH_LESSON_HTML, measureRenderThroughput } from '@edu/shared/render/bench-fixture';
import { renderRichText } from '@edu/shared/render/node';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { injectLogin, timeQueries } from './bench-inject';
import { seedIfEmpty } from './seed/seed';
import { seedQuestionScale } from './seed/seed-questions-scale';

const N = Number(process.env.BENCH_QUESTIONS ?? 50_000);
const REQUESTS = Number(process.env.BENCH_SEARCHES ?? 300);
const log = (msg: string) => process.stderr.write(`${msg}\n`);

async function renderer() {
  renderRichText(BENCH_LESSON_HTML);
  const cold = measureRenderThroughput((html) => renderRichText(html, { cache: false }), { minDurationMs: 3000 });
  await new Promise((r) => setImmediate(r));
  const warm = measureRenderThroughput((html) => renderRichText(html), { minDurationMs: 2000 });
  return { cold: cold.lessonsPerSecond, warm: warm.lessonsPerSecond, bytes: Buffer.byteLength(BENCH_LESSON_HTML) };
}

async function search() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-bench-content-'));
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
  try {
    await database.migrate();
    await seedIfEmpty(database.db);
    log(`seeding ${N} questions…`);
    const seeded = await seedQuestionScale(database.db, N, (done) => {
      if (done % 10_000 === 0) log(`  ${done}`);
    });
    await database.db.execute('analyze');
    log(`seeded in ${(seeded.ms / 1000).toFixed(1)} s`);
    const config = { ...loadConfig({}), dataDir, seedDemo: false, webDist: path.join(dataDir, 'no-web') };
    const app = await buildApp({ config, database });
    await app.ready();
    const tokens = { teacher: await injectLogin(app, 'teacher'), admin: await injectLogin(app, 'admin') };
    const tree = await app.inject({
      url: '/openapi/topic/getKnowledgeTree?subject=math',
      headers: { authorization: tokens.admin },
    });
    const points = tree.json<{ data: { points: { id: number; parentId: number | null }[] } }>().data.points;
    const root = points.find((p) => p.parentId === null)?.id ?? 0;
    const leaf = points.find((p) => p.parentId !== null)?.id ?? 0;
    const queries: [string, string][] = [
      ['keyword 一元二次方程', 'keyword=一元二次方程'],
      ['keyword 判别式', 'keyword=判别式'],
      ['keyword pmatrix (LaTeX)', 'keyword=pmatrix'],
      ['keyword 根 (one character)', 'keyword=根'],
      ['keyword 第 4321 题 (selective)', 'keyword=第 4321 题'],
      ['type + difficulty', 'type=blank&difficulty=4'],
      ['grade + type', 'grade=8&type=single'],
      ['knowledge point subtree', `knowledgePointId=${root}`],
      ['knowledge point leaf + keyword', `knowledgePointId=${leaf}&keyword=方程`],
      ['keyword + filters', 'keyword=期中复习&grade=8&difficulty=3'],
      ['first page, no filter', ''],
      ['page 50, sorted by difficulty', 'page=50&sort=difficulty'],
    ];
    const timed = await timeQueries(app, {
      queries,
      url: (qs) => `/openapi/topic/getQuestionList?pageSize=20&${encodeURI(qs)}`,
      tokens: [tokens.teacher, tokens.admin],
      requests: REQUESTS,
    });
    await app.close();
    return {
      questions: N + 60,
      seedSeconds: seeded.ms / 1000,
      ...timed,
    };
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const render = await renderer();
log(`renderer: ${render.cold.toFixed(0)} lessons/s cold, ${render.warm.toFixed(0)} warm`);
const searchResult = await search();
console.log(JSON.stringify({ render, search: searchResult }));
process.exit(0);
