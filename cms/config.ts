/**
 * The back end's configuration, read from the environment once and validated with zod.
 * A bad value fails fast with a message naming the variable: `Invalid environment variable MAX_UPLOAD_BYTES: ...`.
 */
import path from 'node:path';
import { z } from 'zod';
import { healthTokenSchema } from '../shared/operatorToken';
import { DEFAULT_TRASH_DAYS } from './trashDays';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: "expected 'true' or 'false'" })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const origins = z
  .string()
  .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.url({ message: 'expected a comma-separated list of origins like https://example.org' })));

const slowdownMs = z.coerce
  .number({ message: 'expected a number of milliseconds' })
  .int({ message: 'expected a whole number of milliseconds' })
  .min(1, { message: 'expected at least 1 millisecond' })
  .max(8_000, { message: "expected at most 8000 milliseconds (below the SSR server's 10 s proxy timeout)" });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** postgres://... switches from embedded PGlite to PostgreSQL */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { message: 'expected a postgres:// or postgresql:// URL' })
    .optional(),
  /**
   * connections of each back end's PostgreSQL pool (cms/db/client.ts); every back end also holds one
   * LISTEN connection (cms/db/versionFeed.ts). Ignored without DATABASE_URL.
   */
  DATABASE_POOL_MAX: z.coerce
    .number({ message: 'expected a whole number of connections from 1 to 100' })
    .int({ message: 'expected a whole number of connections from 1 to 100' })
    .min(1, { message: 'expected at least 1 connection' })
    .max(100, { message: "expected at most 100 connections (size it against the database plan's connection limit: docs/deployment.md)" })
    .default(10),
  /** searches one back end runs at once; more wait in line (cms/search/searchGate.ts) */
  SEARCH_CONCURRENCY: z.coerce
    .number({ message: 'expected a whole number of searches from 1 to 64' })
    .int({ message: 'expected a whole number of searches from 1 to 64' })
    .min(1, { message: 'expected at least 1 search' })
    .max(64, { message: 'expected at most 64 searches' })
    .default(3),
  /**
   * who may read /api/health/'s details (the search line): `Authorization: Bearer <HEALTH_TOKEN>`,
   * the SSR server's own token (config/schema.ts), which its /healthz sends; unset: nobody
   */
  HEALTH_TOKEN: healthTokenSchema.optional(),
  /** PGlite data directory (ignored with DATABASE_URL) */
  DATA_DIR: z.string().min(1).default('./data/db'),
  MEDIA_DIR: z.string().min(1).default('./data/media'),
  /** where media files live: 'local' (MEDIA_DIR, default) or 's3' (an S3-compatible bucket, S3_*) */
  MEDIA_STORAGE: z.enum(['local', 's3'], { message: "expected 'local' or 's3'" }).default('local'),
  /** S3 API endpoint, e.g. https://s3.eu-central-1.amazonaws.com or https://<account>.r2.cloudflarestorage.com */
  S3_ENDPOINT: z.url({ message: 'expected an absolute URL like https://s3.eu-central-1.amazonaws.com' }).optional(),
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: 'expected a bucket name (3 to 63 lowercase letters, digits, dots, dashes)' }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
  AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** key prefix inside the bucket, e.g. 'orchestra/' */
  S3_PREFIX: z.string().regex(/^([\w.-]+\/)*$/, { message: "expected '' or a prefix ending in '/', like 'site/'" }).default(''),
  /** public origin that serves the bucket (CDN): /media/ then redirects there instead of proxying */
  MEDIA_PUBLIC_URL: z.url({ message: 'expected an absolute URL like https://media.example.org' }).optional(),
  /** Secure flag of the session and CSRF cookies; default true in production */
  COOKIE_SECURE: bool.optional(),
  /** extra origins accepted by the CSRF Origin check, comma-separated */
  CSRF_TRUSTED_ORIGINS: origins.optional(),
  MAX_UPLOAD_BYTES: z.coerce
    .number({ message: 'expected a number of bytes' })
    .int({ message: 'expected a whole number of bytes' })
    .positive({ message: 'expected a positive number of bytes' })
    .default(10 * 1024 * 1024),
  /** public base URL of the site (https://www.orchestra.example), used for absolute links */
  PUBLIC_URL: z.url({ message: 'expected an absolute URL like https://www.example.org' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /** the external ticket shop (login user's webshop_url); unset = '' */
  WEBSHOP_URL: z.url({ message: 'expected an absolute URL like https://shop.example.org' }).optional(),
  /**
   * Express 'trust proxy' of the back end, so req.ip is the visitor's address (login throttling):
   * a number of proxy hops (default 2: the SSR server's proxy + one PaaS router), or a comma list
   * of addresses/subnets ('loopback', '10.0.0.0/8'), or 'true' / 'false'.
   */
  CMS_TRUST_PROXY: z
    .string()
    .regex(/^(\d+|true|false|[\w.:/, -]+)$/, { message: "expected a number of hops, 'true', 'false' or a list of subnets" })
    .optional(),
  /** load the demo content on the first start (empty database); default true in development only */
  SEED: bool.optional(),
  /** set by Heroku on every dyno: this is a PaaS instance, its disk is wiped at every restart */
  DYNO: z.string().optional(),
  /** the documented switch for other platforms with a throwaway disk (Render, Fly, Scalingo …) */
  PAAS: bool.optional(),
  /** on a PaaS without DATABASE_URL: keep the content in PGlite on the instance's disk anyway */
  EMBEDDED_DATABASE: bool.optional(),
  /** on a PaaS with MEDIA_STORAGE=local: keep uploaded files on the instance's disk anyway */
  EPHEMERAL_MEDIA: bool.optional(),
  /** password of the demo editor 'demo' created by the seed; unset = random, printed once at the first start */
  DEMO_EDITOR_PASSWORD: z.string().min(8, { message: 'expected at least 8 characters' }).max(256).optional(),
  /** how often each instance looks for due go-live/take-down times (cms/jobs/schedule.ts) */
  SCHEDULE_POLL_MS: z.coerce
    .number({ message: 'expected a number of milliseconds' })
    .int({ message: 'expected a whole number of milliseconds' })
    .min(100, { message: 'expected at least 100 milliseconds' })
    .max(3_600_000, { message: 'expected at most 3600000 milliseconds (an hour)' })
    .default(1_000),
  /** tests only: editors may run the schedule at a time they name (POST pageeditor-api/schedule/run/) */
  SCHEDULE_TEST_CLOCK: bool.optional(),
  /** how long a deleted object stays in the trash before the purge removes it for good (cms/jobs/trashPurge.ts) */
  TRASH_DAYS: z.coerce
    .number({ message: 'expected a whole number of days' })
    .int({ message: 'expected a whole number of days' })
    .min(1, { message: 'expected at least 1 day' })
    .max(3650, { message: 'expected at most 3650 days (ten years)' })
    .default(DEFAULT_TRASH_DAYS),
  /** login throttle (cms/auth/throttle.ts): the wait of an attempt at a username at its ceiling of failures, doubled per further failure */
  LOGIN_SLOWDOWN_MS: slowdownMs.default(250),
  /** ... and the longest wait; keep it well below the SSR server's PROXY_TIMEOUT_MS (10 s) */
  LOGIN_SLOWDOWN_MAX_MS: slowdownMs.default(5_000),
});

/** An S3-compatible bucket for media files (MEDIA_STORAGE=s3; cms/media/store.ts). */
export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** key prefix inside the bucket ('' or 'site/') */
  prefix: string;
}

export interface CmsConfig {
  nodeEnv: 'development' | 'production' | 'test';
  databaseUrl: string | null;
  /** the PostgreSQL pool's size (DATABASE_POOL_MAX); one LISTEN connection comes on top */
  databasePoolMax: number;
  /** searches run at once (SEARCH_CONCURRENCY); more wait in line */
  searchConcurrency: number;
  /** HEALTH_TOKEN: the operator's, for /api/health/'s details; null: nobody gets them */
  healthToken: string | null;
  dataDir: string;
  mediaDir: string;
  mediaStorage: 'local' | 's3';
  /** set when mediaStorage is 's3' */
  s3: S3Settings | null;
  /** null = /media/ answers the files itself (from disk or proxied from the bucket) */
  mediaPublicUrl: string | null;
  cookieSecure: boolean;
  csrfTrustedOrigins: string[];
  maxUploadBytes: number;
  publicUrl: string | null;
  logLevel: string;
  /** '' when unset */
  webshopUrl: string;
  /** value for app.set('trust proxy', ...) */
  trustProxy: number | boolean | string[];
  /** seed the demo content when the database has no pages (cms/seed) */
  seed: boolean;
  /** null = generate one at the first seed */
  demoEditorPassword: string | null;
  /** pause between two passes of the scheduled go-live/take-down (cms/jobs/schedule.ts) */
  schedulePollMs: number;
  /** tests only: POST pageeditor-api/schedule/run/ {now} runs the schedule at that time */
  scheduleTestClock: boolean;
  /** days a deleted object stays in the trash (TRASH_DAYS) */
  trashDays: number;
  /** the wait of login attempts at a username past its ceiling of failures (cms/auth/throttle.ts) */
  loginSlowdown: { firstMs: number; maxMs: number };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): CmsConfig {
  // empty strings count as unset (a blank line in .env must not break the start)
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `Invalid environment variable ${String(i.path[0])}: ${i.message}`);
    throw new ConfigError(lines.join('\n'));
  }
  const e = parsed.data;
  guardEphemeralDisk(e);
  return {
    nodeEnv: e.NODE_ENV,
    databaseUrl: e.DATABASE_URL ?? null,
    databasePoolMax: e.DATABASE_POOL_MAX,
    searchConcurrency: e.SEARCH_CONCURRENCY,
    healthToken: e.HEALTH_TOKEN ?? null,
    dataDir: path.resolve(e.DATA_DIR),
    mediaDir: path.resolve(e.MEDIA_DIR),
    mediaStorage: e.MEDIA_STORAGE,
    s3: e.MEDIA_STORAGE === 's3' ? s3Settings(e) : null,
    mediaPublicUrl: e.MEDIA_PUBLIC_URL ? e.MEDIA_PUBLIC_URL.replace(/\/+$/, '') : null,
    cookieSecure: e.COOKIE_SECURE ?? e.NODE_ENV === 'production',
    csrfTrustedOrigins: e.CSRF_TRUSTED_ORIGINS ?? [],
    maxUploadBytes: e.MAX_UPLOAD_BYTES,
    publicUrl: e.PUBLIC_URL ?? null,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    webshopUrl: e.WEBSHOP_URL ?? '',
    trustProxy: parseTrustProxy(e.CMS_TRUST_PROXY),
    // production seeds only when asked (SEED=true; `npm start` asks): the demo account must never
    // appear on a real site by itself
    seed: e.SEED ?? e.NODE_ENV === 'development',
    demoEditorPassword: e.DEMO_EDITOR_PASSWORD ?? null,
    schedulePollMs: e.SCHEDULE_POLL_MS,
    scheduleTestClock: e.SCHEDULE_TEST_CLOCK ?? false,
    trashDays: e.TRASH_DAYS,
    loginSlowdown: { firstMs: e.LOGIN_SLOWDOWN_MS, maxMs: e.LOGIN_SLOWDOWN_MAX_MS },
  };
}

/**
 * In production on a PaaS (DYNO, or PAAS=true) the instance's disk is wiped at every restart and
 * seen by that instance alone. Two things would live there, and be lost silently:
 * - the embedded database (no DATABASE_URL): every edit. EMBEDDED_DATABASE=true accepts that;
 * - local media (MEDIA_STORAGE=local, the default): every uploaded image and file.
 *   EPHEMERAL_MEDIA=true accepts that.
 * Both are throwaway set-ups (a review app); otherwise the start is refused, naming the variables
 * to set, all problems in one message.
 */
function guardEphemeralDisk(e: z.infer<typeof envSchema>): void {
  const onPaas = e.DYNO !== undefined || e.PAAS === true;
  if (e.NODE_ENV !== 'production' || !onPaas) return;
  const problems: string[] = [];
  if (!e.DATABASE_URL && !e.EMBEDDED_DATABASE) {
    problems.push(
      'Invalid environment variable DATABASE_URL: required in production on a PaaS (DYNO or PAAS is set): ' +
        "the embedded database would keep the site's content on this instance's disk, which the platform wipes at every restart. " +
        'Set DATABASE_URL=postgres://… (docs/deployment.md), or EMBEDDED_DATABASE=true to accept losing it.',
    );
  }
  if (e.MEDIA_STORAGE === 'local' && !e.EPHEMERAL_MEDIA) {
    problems.push(
      'Invalid environment variable MEDIA_STORAGE: local media (MEDIA_STORAGE=local, the default) are refused in production on a PaaS (DYNO or PAAS is set): ' +
        "uploaded images and files would be kept on this instance's disk, which the platform wipes at every restart and no other instance sees. " +
        'Set MEDIA_STORAGE=s3 with S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (S3_REGION, S3_PREFIX optional; ' +
        'docs/deployment.md, "Media in a bucket"), or EPHEMERAL_MEDIA=true to accept losing them.',
    );
  }
  if (problems.length) throw new ConfigError(problems.join('\n'));
}

/** MEDIA_STORAGE=s3 needs the bucket, the endpoint and the keys: a missing one stops the start, naming it. */
function s3Settings(e: z.infer<typeof envSchema>): S3Settings {
  const accessKeyId = e.S3_ACCESS_KEY_ID ?? e.AWS_ACCESS_KEY_ID;
  const secretAccessKey = e.S3_SECRET_ACCESS_KEY ?? e.AWS_SECRET_ACCESS_KEY;
  const missing = [
    !e.S3_ENDPOINT && 'S3_ENDPOINT',
    !e.S3_BUCKET && 'S3_BUCKET',
    !accessKeyId && 'S3_ACCESS_KEY_ID',
    !secretAccessKey && 'S3_SECRET_ACCESS_KEY',
  ].filter((name): name is string => Boolean(name));
  if (missing.length) throw new ConfigError(missing.map((name) => `Invalid environment variable ${name}: required with MEDIA_STORAGE=s3`).join('\n'));
  return { endpoint: e.S3_ENDPOINT!, bucket: e.S3_BUCKET!, region: e.S3_REGION, accessKeyId: accessKeyId!, secretAccessKey: secretAccessKey!, prefix: e.S3_PREFIX };
}

/** CMS_TRUST_PROXY -> Express 'trust proxy': hops (number), true/false, or a list of subnets. */
function parseTrustProxy(value: string | undefined): number | boolean | string[] {
  if (value === undefined) return 2;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true' || value === 'false') return value === 'true';
  return value.split(',').map((s) => s.trim()).filter(Boolean);
}
