import path from 'node:path';

export interface AppConfig {
  port: number;
  host: string;
  /** Embedded database and uploads live here unless DATABASE_URL is set. */
  dataDir: string;
  /** postgres://… switches from embedded PGlite to a real PostgreSQL. */
  databaseUrl?: string;
  /** Folder with the built console (index.html + assets); served when present. */
  webDist: string;
  logLevel: string;
  /** Seed demo data into an empty database at start. */
  seedDemo: boolean;
  /** Failed login attempts allowed per account and per IP in loginWindowMs (modules/auth/login-limit.ts). */
  loginMaxPerAccount: number;
  loginMaxPerIp: number;
  loginWindowMs: number;
  /** Trust X-Forwarded-* when running behind a reverse proxy. */
  trustProxy: boolean;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

function intFrom(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isFinite(n) && value !== undefined && value !== '' ? n : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    port: intFrom(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    webDist: path.resolve(env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
    seedDemo: env.SEED_DEMO !== '0',
    loginMaxPerAccount: intFrom(env.LOGIN_MAX_PER_ACCOUNT, 10),
    loginMaxPerIp: intFrom(env.LOGIN_MAX_PER_IP, 50),
    loginWindowMs: intFrom(env.LOGIN_WINDOW_MS, 5 * 60 * 1000),
    trustProxy: env.TRUST_PROXY === '1',
  };
}
