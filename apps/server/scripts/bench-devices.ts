/**
 * The device list at scale for `npm run bench` (issue 13 item 6; scripts/bench/devices.mjs runs this with tsx
 * and reads the JSON it prints on its last line): BENCH_DEVICES (default 100 000) devices over the demo
 * schools, then the first page of /AIPad/index's list (getDeviceList, through the real routes with
 * app.inject: server time) with a serial search, alone and with the kind, status and school filters, for
 * the admin and for the brand admin; p50/p95/max over all requests. The serial search is a prefix
 * (`serial LIKE 'KW%'`) served by the text_pattern_ops indexes devices_serial_uq and devices_brand_serial_idx, with
 * the school filter by devices_school_serial_idx and among disabled devices by devices_disabled_serial_idx (0026).
 * PGlite in a temporary DATA_DIR, removed at the end.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { min, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { schools } from '../src/db/schema';
import { injectLogin, timeQueries } from './bench-inject';
import { seedIfEmpty } from './seed/seed';

const N = Number(process.env.BENCH_DEVICES ?? 100_000);
const REQUESTS = Number(process.env.BENCH_DEVICE_SEARCHES ?? 300);
const log = (msg: string) => process.stderr.write(`${msg}\n`);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-bench-devices-'));
const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
try {
  await database.migrate();
  await seedIfEmpty(database.db);
  log(`seeding ${N} devices…`);
  const t0 = Date.now();
  // Serials PAD-000001, PEN-000002, …: pads and pens alternate, over every school of a brand, one in 20
  // disabled. Written in one statement (the set-up is not timed).
  await database.db.execute(sql`
    insert into devices (brand_id, school_id, serial, model, kind, status)
    select s.brand_id, s.id,
           case when g % 2 = 0 then 'PAD-' else 'PEN-' end || lpad(g::text, 6, '0'),
           'Bench ' || (g % 7),
           case when g % 2 = 0 then 'pad' else 'pen' end,
           case when g % 20 = 0 then 0 else 1 end
    from generate_series(1, ${N}) as g
    join lateral (
      select id, brand_id from schools where brand_id is not null order by id offset (g % 3) limit 1
    ) s on true`);
  await database.db.execute(sql`analyze devices`);
  const seedSeconds = (Date.now() - t0) / 1000;
  log(`seeded in ${seedSeconds.toFixed(1)} s`);

  const config = { ...loadConfig({}), dataDir, seedDemo: false, webDist: path.join(dataDir, 'no-web') };
  const app = await buildApp({ config, database });
  await app.ready();
  const tokens = [await injectLogin(app, 'brandadmin'), await injectLogin(app, 'admin')];
  const [school] = await database.db.select({ id: min(schools.id) }).from(schools);
  const queries: [string, string][] = [
    ['serial PAD-0123 (50 matches)', 'keyword=PAD-0123'],
    ['serial pad-04567 (lower case, 5 matches)', 'keyword=pad-04567'],
    ['serial PEN-099999 (one)', 'keyword=PEN-099999'],
    ['serial PAD-01 (5 000 matches)', 'keyword=PAD-01'],
    ['serial XYZ (none)', 'keyword=XYZ'],
    ['serial + kind', 'keyword=PEN-02&kind=pen'],
    ['serial + status', 'keyword=PAD-03&status=0'],
    ['serial + school', `keyword=PAD-05&schoolId=${school?.id ?? 1}`],
    ['serial, sorted by serial', 'keyword=PAD-06&sort=serial'],
    ['first page, no search', ''],
  ];
  const timed = await timeQueries(app, {
    queries,
    url: (qs) => `/openapi/device/getDeviceList?page=1&pageSize=20&${qs}`,
    tokens,
    requests: REQUESTS,
  });
  await app.close();
  console.log(
    JSON.stringify({
      devices: N,
      seedSeconds,
      ...timed,
    }),
  );
} finally {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
