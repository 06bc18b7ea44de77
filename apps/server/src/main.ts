import path from 'node:path';
import { buildApp, loggerOptions } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedIfEmpty } from '../scripts/seed/seed';

const config = loadConfig();
// Until the app (and its logger) exists, an idle connection's error goes to stderr.
let logIdleError = (err: Error) => console.error('idle database connection failed:', err.message);
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
  onIdleError: (err) => logIdleError(err),
});
await database.migrate();
const app = await buildApp({ config, database }, loggerOptions(config.logLevel));
logIdleError = (err) => app.log.warn({ err }, 'idle database connection failed; the pool reconnects');
if (config.seedDemo) {
  const seeded = await seedIfEmpty(database.db);
  if (seeded) app.log.info('seeded demo data into an empty database');
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`edu-console on http://localhost:${config.port} (${database.kind})`);
