import path from 'node:path';
import { repoRoot } from './paths';

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
  /**
   * Login throttling (modules/auth/login-limit.ts): free attempts per account and per IP, then a delay
   * that starts at loginDelayMs and doubles, at most half of loginWindowMs; a window without attempts
   * forgets them.
   */
  loginMaxPerAccount: number;
  loginMaxPerIp: number;
  loginWindowMs: number;
  loginDelayMs: number;
  /** Trust X-Forwarded-* when running behind a reverse proxy. */
  trustProxy: boolean;
  /** Largest learning-material upload, in bytes (UPLOAD_MAX_MB). */
  uploadMaxBytes: number;
  /** S3-compatible object storage for uploads when S3_BUCKET is set; else local disk under dataDir/files. */
  s3: S3Config | null;
  /**
   * LIST_TOTAL_CAP: lists whose matches can be very many (users, questions, schools, classes) count at
   * most this many and answer `totalCapped` beyond (modules/org/README.md "List totals").
   */
  listTotalCap: number;
  /**
   * SHARE_RATE_PER_MINUTE: requests per client IP and minute to the public report pages' endpoints and their
   * photos (modules/reports/share), counted in this process; beyond it 429.
   */
  shareRatePerMinute: number;
  /**
   * AI providers (modules/ai): AI_PROVIDER_SECRET encrypts their keys at rest (any long random string; absent:
   * a secret generated once into DATA_DIR/ai-provider-secret); AI_PROVIDER_ALLOW_HOSTS, host names (or IP
   * addresses) a provider address may name although they resolve to a loopback, private or link-local address
   * (comma-separated; e.g. a local model server); AI_PROVIDER_TIMEOUT_MS, the wait for one attempt; at most
   * AI_PROVIDER_MAX_RETRIES more attempts.
   */
  aiProviderSecret?: string;
  aiProviderAllowHosts: string[];
  aiProviderTimeoutMs: number;
  aiProviderMaxRetries: number;
  /**
   * AI requests (generation, study assistant) a user may make per minute (AI_RATE_PER_USER) and all the users of
   * one brand together (AI_RATE_PER_BRAND); each kind of request has its own budget (modules/ai/limits.ts).
   */
  aiRatePerUser: number;
  aiRatePerBrand: number;
}

export interface S3Config {
  bucket: string;
  /** e.g. http://127.0.0.1:9000 (MinIO, s3rver…); absent: AWS for the region */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** key prefix inside the bucket */
  prefix: string;
}

function s3From(env: NodeJS.ProcessEnv): S3Config | null {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return null;
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  return {
    bucket,
    endpoint,
    region: env.S3_REGION?.trim() || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    // Self-hosted stores (MinIO, s3rver, Ceph) want path-style addresses.
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === '1' : endpoint !== undefined,
    prefix: (env.S3_PREFIX ?? '').replace(/^\/+/, ''),
  };
}

/** Default of LIST_TOTAL_CAP. */
export const LIST_TOTAL_CAP_DEFAULT = 10_000;

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
    loginDelayMs: intFrom(env.LOGIN_DELAY_MS, 1000),
    trustProxy: env.TRUST_PROXY === '1',
    uploadMaxBytes: Math.round(intFrom(env.UPLOAD_MAX_MB, 100) * 1024 * 1024),
    s3: s3From(env),
    listTotalCap: Math.max(1, Math.floor(intFrom(env.LIST_TOTAL_CAP, LIST_TOTAL_CAP_DEFAULT))),
    shareRatePerMinute: Math.max(1, Math.floor(intFrom(env.SHARE_RATE_PER_MINUTE, 60))),
    aiProviderSecret: env.AI_PROVIDER_SECRET || undefined,
    aiProviderAllowHosts: (env.AI_PROVIDER_ALLOW_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter((host) => host !== ''),
    aiProviderTimeoutMs: Math.max(100, Math.floor(intFrom(env.AI_PROVIDER_TIMEOUT_MS, 20_000))),
    aiProviderMaxRetries: Math.min(5, Math.max(0, Math.floor(intFrom(env.AI_PROVIDER_MAX_RETRIES, 2)))),
    aiRatePerUser: Math.max(1, Math.floor(intFrom(env.AI_RATE_PER_USER, 20))),
    aiRatePerBrand: Math.max(1, Math.floor(intFrom(env.AI_RATE_PER_BRAND, 200))),
  };
}
