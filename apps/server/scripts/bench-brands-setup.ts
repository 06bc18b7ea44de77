/**
 * npm run bench, section (m) "brand resolution" (issue 13, Performance): the data of the measurement, written
 * into a fresh database before the server opens it (not timed). Migrates, seeds the demo data, then adds
 * brands up to BENCH_BRANDS (1 000) in all: web addresses `bench0001`, `bench0002`, …, two in three with one of
 * the themes. Prints one JSON line: { brands, webAddresses, ms } (every enabled brand's web address but the
 * platform's own). Database from DATABASE_URL, else PGlite under DATA_DIR (as the server).
 */
import path from 'node:path';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { type Db, openDatabase } from '../src/db/client';
import { brands } from '../src/db/schema';
import { DEFAULT_WEB_ADDRESS } from '../src/modules/brand';
import { seedIfEmpty } from './seed/seed';

const BRANDS = Number(process.env.BENCH_BRANDS ?? 1000);

/** Brands up to BRANDS, then every enabled brand's web address but the platform's own. */
async function addBrands(db: Db): Promise<string[]> {
  const [existing] = await db.select({ n: count() }).from(brands);
  const more = Math.max(0, BRANDS - (existing?.n ?? 0));
  // One statement; the themes taken in turn, every third brand without one (the console's default colours).
  await db.execute(sql`
    insert into brands (web_address, name, theme_color, theme_id)
    select 'bench' || lpad(g::text, 4, '0'), 'Bench Brand ' || g, '#1890ff',
           case when g % 3 = 0 then null
                else (select id from themes order by id offset (g % (select count(*) from themes)) limit 1) end
    from generate_series(1, ${more}) as g`);
  // Fresh statistics, as a database in use has them (PGlite runs no autovacuum).
  await db.execute(sql`analyze brands`);
  const rows = await db
    .select({ webAddress: brands.webAddress })
    .from(brands)
    .where(and(eq(brands.enabled, true), ne(brands.webAddress, DEFAULT_WEB_ADDRESS)))
    .orderBy(asc(brands.id));
  return rows.map((r) => r.webAddress);
}

const started = Date.now();
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
try {
  await database.migrate();
  await seedIfEmpty(database.db);
  const webAddresses = await addBrands(database.db);
  const [all] = await database.db.select({ n: count() }).from(brands);
  console.log(JSON.stringify({ brands: all?.n ?? 0, webAddresses, ms: Date.now() - started }));
} finally {
  await database.close();
}
process.exit(0);
