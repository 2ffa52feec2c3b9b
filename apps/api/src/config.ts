import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Absent: embedded PGlite in `dataDir/pgdata`. */
  databaseUrl: string | undefined;
  /** At most this many connections from this instance to PostgreSQL. */
  databasePoolSize: number;
  jwtSecret: string;
  /** How long a bearer token lives, in seconds. */
  tokenTtlSeconds: number;
  demo: boolean;
  tileUrl: string;
  geocoderUrl: string;
  /**
   * The context URL of the embedded issue and board editor pages (part 2 §2: `{context}/applications/teamwork/…`);
   * empty hides the feature.
   */
  editorContextUrl: string;
  /** The built portal served at `/`; absent when only the API runs (tests, `npm run dev`). */
  portalDir: string | undefined;
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  logLevel: string;
  /** Failed sign-ins of one username from one address within `loginWindowMinutes` before that pair is refused. */
  loginMaxFailures: number;
  loginWindowMinutes: number;
  /** Failed sign-ins of one username from all addresses within `loginUsernameWindowMinutes` (the backstop). */
  loginMaxFailuresPerUsername: number;
  loginUsernameWindowMinutes: number;
  /** Sign-in requests (right or wrong) from one address per minute before the route answers 429. */
  loginRequestsPerMinute: number;
  /**
   * The reverse proxies whose X-Forwarded-* headers are believed (addresses or CIDR ranges); empty = none, so the
   * client's address is the socket's.
   */
  trustProxy: string[];
  /** The size limit of one uploaded file, in bytes. */
  maxUploadBytes: number;
  /** At most this many documents on one record (a worker, a machine…). */
  maxFilesPerRecord: number;
  /** At most this many bytes of documents on one record. */
  maxRecordBytes: number;
  /** At most this many bytes of documents in the whole file store. */
  maxStoreBytes: number;
  /** How long fetched RSS items are reused before a feed is fetched again, in seconds. */
  rssCacheSeconds: number;
  /**
   * Where the demo firm's news feeds point when it is seeded, instead of the real public feeds (each feed gets
   * `?feed=<n>`). Tests and offline demos point it at a local feed; absent = the public feeds.
   */
  demoRssUrl: string | undefined;
  /**
   * Check every answer against its route's zod schema before it is written (a refused answer is a 500). On in the
   * tests and when RESPONSE_CHECK=1; off by default, when answers are only written by their JSON Schema.
   */
  checkResponses: boolean;
  /** Where document bytes live: the data directory (default) or an S3-compatible bucket. */
  fileStore: 'disk' | 's3';
  s3: S3Settings;
  /** Serve Prometheus metrics at /metrics. */
  metrics: boolean;
  /** When set, /metrics asks for `Authorization: Bearer <token>`. */
  metricsToken: string | undefined;
  /** How long a stopping server waits for the requests in flight before it exits anyway, in seconds. */
  shutdownTimeoutSeconds: number;
  /**
   * How long a stopping server keeps answering (with /readyz at 503) before it stops taking connections, so that a
   * load balancer notices and sends no new requests to it, in seconds.
   */
  shutdownDrainSeconds: number;
  /** How often this instance looks for background jobs that are due (shared through PostgreSQL), in seconds. */
  jobsTickSeconds: number;
}

export interface S3Settings {
  /** An S3-compatible endpoint (http(s)://host:port); absent = AWS S3 of `region`. */
  endpoint: string | undefined;
  bucket: string | undefined;
  region: string;
  /** Absent = the AWS SDK's own chain (environment, profile, instance role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `bucket.host` (false) or `host/bucket` (true) addresses; most self-hosted servers need path style. */
  forcePathStyle: boolean;
  /** A prefix put before every key (several deployments in one bucket). */
  prefix: string;
}

const here = dirname(fileURLToPath(import.meta.url));
const DEFAULT_PORTAL_DIR = resolve(here, '../../portal/dist');

export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_GEOCODER_URL = 'https://nominatim.openstreetmap.org/search';

function readFlag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

function readInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  // Digits only, within a safe integer: '1e99', '0x10' or '12abc' are typos, not settings.
  if (!/^\d{1,15}$/.test(value.trim())) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return Number(value.trim());
}

/** A limit where 0 would refuse everyone (every sign-in answered 429): refused at start instead. */
function readAtLeastOne(name: string, value: string | undefined, fallback: number): number {
  const parsed = readInt(name, value, fallback);
  if (parsed < 1) throw new Error(`${name} must be at least 1, got "${value}"`);
  return parsed;
}

function readList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function readChoice<T extends string>(name: string, value: string | undefined, choices: readonly T[], fallback: T): T {
  if (value === undefined || value === '') return fallback;
  if (!(choices as readonly string[]).includes(value))
    throw new Error(`${name} must be one of ${choices.join(', ')}, got "${value}"`);
  return value as T;
}

function readUrl(name: string, value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol))
    throw new Error(`${name} must be an http(s) address, got "${value}"`);
  return value;
}

/** The JWT secret: from the environment, or generated once and kept in the data directory. */
function loadJwtSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function readS3(env: NodeJS.ProcessEnv): S3Settings {
  const endpoint = readUrl('S3_ENDPOINT', env.S3_ENDPOINT);
  return {
    endpoint,
    bucket: env.S3_BUCKET || undefined,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: readFlag(env.S3_FORCE_PATH_STYLE, endpoint !== undefined),
    prefix: env.S3_PREFIX ?? '',
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = resolve(overrides.dataDir ?? env.DATA_DIR ?? './data');
  const portalDir = overrides.portalDir ?? env.PORTAL_DIR ?? DEFAULT_PORTAL_DIR;
  return {
    port: readInt('PORT', env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: readInt('DATABASE_POOL_SIZE', env.DATABASE_POOL_SIZE, 10),
    jwtSecret: overrides.jwtSecret ?? loadJwtSecret(dataDir, env.JWT_SECRET),
    tokenTtlSeconds: readInt('TOKEN_TTL_SECONDS', env.TOKEN_TTL_SECONDS, 12 * 60 * 60),
    demo: readFlag(env.DEMO, true),
    tileUrl: env.TILE_URL || DEFAULT_TILE_URL,
    geocoderUrl: env.GEOCODER_URL || DEFAULT_GEOCODER_URL,
    editorContextUrl: (readUrl('EDITOR_CONTEXT_URL', env.EDITOR_CONTEXT_URL) ?? '').replace(/\/+$/, ''),
    portalDir: portalDir && existsSync(join(portalDir, 'index.html')) ? portalDir : undefined,
    adminUsername: env.ADMIN_USERNAME || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    loginMaxFailures: readInt('LOGIN_MAX_FAILURES', env.LOGIN_MAX_FAILURES, 5),
    loginWindowMinutes: readInt('LOGIN_WINDOW_MINUTES', env.LOGIN_WINDOW_MINUTES, 15),
    loginMaxFailuresPerUsername: readInt('LOGIN_MAX_FAILURES_PER_USERNAME', env.LOGIN_MAX_FAILURES_PER_USERNAME, 50),
    loginUsernameWindowMinutes: readInt('LOGIN_USERNAME_WINDOW_MINUTES', env.LOGIN_USERNAME_WINDOW_MINUTES, 60),
    loginRequestsPerMinute: readAtLeastOne('LOGIN_REQUESTS_PER_MINUTE', env.LOGIN_REQUESTS_PER_MINUTE, 30),
    trustProxy: readList(env.TRUST_PROXY),
    maxUploadBytes: readInt('MAX_UPLOAD_MB', env.MAX_UPLOAD_MB, 25) * 1024 * 1024,
    maxFilesPerRecord: readInt('MAX_RECORD_FILES', env.MAX_RECORD_FILES, 500),
    maxRecordBytes: readInt('MAX_RECORD_MB', env.MAX_RECORD_MB, 1024) * 1024 * 1024,
    maxStoreBytes: readInt('MAX_STORE_GB', env.MAX_STORE_GB, 50) * 1024 * 1024 * 1024,
    rssCacheSeconds: readInt('RSS_CACHE_SECONDS', env.RSS_CACHE_SECONDS, 15 * 60),
    demoRssUrl: readUrl('DEMO_RSS_URL', env.DEMO_RSS_URL),
    checkResponses: readFlag(env.RESPONSE_CHECK, false),
    fileStore: readChoice('FILE_STORE', env.FILE_STORE, ['disk', 's3'], 'disk'),
    s3: readS3(env),
    metrics: readFlag(env.METRICS, false),
    metricsToken: env.METRICS_TOKEN || undefined,
    shutdownTimeoutSeconds: readInt('SHUTDOWN_TIMEOUT_SECONDS', env.SHUTDOWN_TIMEOUT_SECONDS, 25),
    shutdownDrainSeconds: readInt('SHUTDOWN_DRAIN_SECONDS', env.SHUTDOWN_DRAIN_SECONDS, 0),
    jobsTickSeconds: readInt('JOBS_TICK_SECONDS', env.JOBS_TICK_SECONDS, 30),
    ...overrides,
  };
}
