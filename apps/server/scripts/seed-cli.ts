/**
 * `npm run seed`: migrates the configured database (DATABASE_URL, else PGlite under DATA_DIR) and
 * seeds the demo data set when it is empty. `npm run seed -- --scale N` then adds N schools of about
 * 400 students each for benchmarks (seed-scale.ts), once.
 */
import path from 'node:path';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { seedIfEmpty } from './seed/seed';
import { SCALE_MAX_QUESTIONS, seedQuestionScale } from './seed/seed-questions-scale';
import { SCALE_MAX_SCHOOLS, SCALE_SHAPE, seedScale } from './seed/seed-scale';
import { SCALE_WORK } from './seed/seed-scale-work';

const USAGE = `Usage: npm run seed [-- --scale N] [-- --questions N]   (database from DATABASE_URL, else PGlite under DATA_DIR)
  --scale N       also add N schools of ${SCALE_SHAPE.students} students, ${SCALE_SHAPE.teachers} teachers, ${SCALE_WORK.correctorsPerSchool} correction teachers and ${SCALE_SHAPE.classes} classes each (1-${SCALE_MAX_SCHOOLS}),
                  with their handed-in work (lessons released, homework, graded and waiting submissions)
  --questions N   also add N generated mathematics questions to the question bank (1-${SCALE_MAX_QUESTIONS})`;

function parseArgs(args: string[]): { scale?: number; questions?: number } {
  const out: { scale?: number; questions?: number } = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    const questions = /^--questions=(.*)$/.exec(arg);
    if (arg === '--questions' || questions) {
      const value = questions ? questions[1] : args[++i];
      const n = Number(value);
      if (!value || !Number.isInteger(n) || n < 1 || n > SCALE_MAX_QUESTIONS) {
        throw new Error(`--questions needs a whole number from 1 to ${SCALE_MAX_QUESTIONS}`);
      }
      out.questions = n;
      continue;
    }
    const inline = /^--scale=(.*)$/.exec(arg);
    if (arg === '--scale' || inline) {
      const value = inline ? inline[1] : args[++i];
      const n = Number(value);
      if (!value || !Number.isInteger(n) || n < 1 || n > SCALE_MAX_SCHOOLS) {
        throw new Error(`--scale needs a whole number from 1 to ${SCALE_MAX_SCHOOLS}`);
      }
      out.scale = n;
    } else {
      throw new Error(`Unknown option: ${arg}`);
    }
  }
  return out;
}

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}
let options: { scale?: number; questions?: number };
try {
  options = parseArgs(args);
} catch (err) {
  console.error(`${(err as Error).message}\n${USAGE}`);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
try {
  await database.migrate();
  const seeded = await seedIfEmpty(database.db);
  const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(seeded ? `Seeded demo data into ${where}.` : `${where} already has data; demo data not seeded.`);
  if (options.scale !== undefined) {
    const result = await seedScale(database.db, options.scale);
    console.log(
      result.seeded
        ? `Added ${result.schools} scale schools with ${result.users} users in ${result.ms} ms.`
        : `${where} already has ${result.schools} scale schools (${result.users} users); nothing added.`,
    );
  }
  if (options.questions !== undefined) {
    const result = await seedQuestionScale(database.db, options.questions);
    console.log(
      result.seeded
        ? `Added ${result.questions} generated questions in ${result.ms} ms.`
        : `${where} already has ${result.questions} generated questions; nothing added.`,
    );
  }
} finally {
  await database.close();
}
