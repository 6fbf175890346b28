// Environment → typed configuration. Every value is checked at start-up with a message that says
// which variable is wrong and why; nothing optional is switched on unless it is configured.
import { randomBytes } from 'node:crypto';
import { accessSync, constants, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { describeFileError } from './lib/system-errors.ts';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const optionalUrl = (name: string) =>
  optionalString.refine((v) => v === undefined || URL.canParse(v), { message: `${name} must be a full URL` });

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString
    .refine(
      (v) => v === undefined || /^postgres(ql)?:\/\//.test(v),
      'DATABASE_URL must start with postgres:// or postgresql://',
    )
    .refine(
      (v) => v === undefined || !/^postgres(ql)?:\/\//.test(v) || URL.canParse(v),
      'DATABASE_URL is not a valid connection URL (postgres://user:password@host:5432/database)',
    ),
  PUBLIC_URL: optionalUrl('PUBLIC_URL'),
  AUTH_SECRET: optionalString.refine(
    (v) => v === undefined || v.length >= 32,
    'AUTH_SECRET must be at least 32 characters',
  ),
  ADMIN_EMAIL: optionalString,
  ADMIN_SECRET: optionalString.refine(
    (v) => v === undefined || v.length >= 12,
    'ADMIN_SECRET must be at least 12 characters',
  ),
  SOMMAI_DEV_MODE: flag,
  SMTP_URL: optionalString.refine(
    (v) => v === undefined || /^smtps?:\/\//.test(v),
    'SMTP_URL must start with smtp:// or smtps://',
  ),
  MAIL_FROM: optionalString,
  SUPPORT_EMAIL: z.email('SUPPORT_EMAIL must be an email address').default('support@sommai.app'),
  BRAND_URL: optionalString,
  INSTAGRAM_URL: z.string().default('https://www.instagram.com/'),
  PRIVACY_URL: z.string().default('/privacy.html'),
  TERMS_URL: z.string().default('/terms.html'),
  OIDC_ISSUER: optionalUrl('OIDC_ISSUER'),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_NAME: z.string().default('Single Sign-On'),
  AI_BASE_URL: optionalUrl('AI_BASE_URL'),
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  AI_VISION: flag,
  AI_TRANSCRIPTION_MODEL: optionalString,
  AI_FIRST_TOKEN_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  AI_IDLE_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  CHAT_STREAM_PACE_MS: z.coerce.number().int().min(0).max(60_000).default(12),
  CHAT_ANSWER_MAX_MS: z.coerce.number().int().min(1000).max(3_600_000).default(600_000),
  IMAGE_BASE_URL: optionalUrl('IMAGE_BASE_URL'),
  IMAGE_API_KEY: optionalString,
  IMAGE_MODEL: optionalString,
  IMAGE_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_CLASSIC: optionalString,
  STRIPE_PRICE_CRU: optionalString,
  STRIPE_PRICE_CLASSIC_YEARLY: optionalString,
  STRIPE_PRICE_CRU_YEARLY: optionalString,
  STRIPE_API_BASE: optionalUrl('STRIPE_API_BASE'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  RATE_LIMIT_AUTH_MAX: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_AUTH_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  RATE_LIMIT_API_KEY_PER_MINUTE: z.coerce.number().int().positive().default(60),
  TRUST_PROXY: optionalString,
  S3_BUCKET: optionalString.refine(
    (v) => v === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v),
    'S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
  ),
  S3_ENDPOINT: optionalUrl('S3_ENDPOINT').refine(
    (v) => v === undefined || /^https?:\/\//.test(v),
    'S3_ENDPOINT must start with http:// or https://',
  ),
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: flag,
  REDIS_URL: optionalString.refine(
    (v) => v === undefined || (/^rediss?:\/\//.test(v) && URL.canParse(v)),
    'REDIS_URL must be a redis:// or rediss:// URL',
  ),
  METRICS_TOKEN: optionalString.refine(
    (v) => v === undefined || v.length >= 16,
    'METRICS_TOKEN must be at least 16 characters',
  ),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
  JOB_POLL_MS: z.coerce.number().int().min(500).max(60_000).default(1_000),
  EMAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(6),
  EMAIL_RETRY_DELAY_S: z.coerce.number().int().min(1).max(3_600).default(30),
  RENDER_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  RENDER_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(60_000),
  CHAT_THREADS: z.coerce.number().int().min(0).max(64).optional(),
  CHAT_COMPOSE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
});

/** Fastify's `trustProxy`: a hop count, true, or addresses/CIDR ranges; TRUST_PROXY off means the peer's address. */
export type TrustProxy = boolean | number | string[];

const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;

function validAddressOrRange(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length) return false;
  const v4 = IPV4.test(address);
  const v6 = !v4 && address.includes(':') && URL.canParse(`http://[${address}]/`);
  if (!v4 && !v6) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (v4 ? 32 : 128);
}

/** Reads TRUST_PROXY: unset, 'false' or '0' trusts nobody; 'true', a hop count or a list of addresses/CIDRs. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = value?.trim().toLowerCase();
  if (!v || v === 'false' || v === '0' || v === 'no') return false;
  if (v === 'true' || v === 'yes') return true;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops > 32) throw new ConfigError('Invalid configuration:\n  TRUST_PROXY: a hop count must be at most 32');
    return hops;
  }
  const entries = v
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.filter((e) => !validAddressOrRange(e));
  if (bad.length || !entries.length) {
    throw new ConfigError(
      `Invalid configuration:\n  TRUST_PROXY: expected true, a hop count or comma-separated addresses/CIDR ranges; not valid: ${bad.join(', ') || v}`,
    );
  }
  return entries;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  publicUrl: string;
  authSecret: string;
  adminEmail?: string;
  adminSecret?: string;
  devMode: boolean;
  supportEmail: string;
  /** smtp(s)://user:pass@host:port; without it email stays in the outbox. */
  smtpUrl?: string;
  mailFrom: string;
  brandUrl: string;
  instagramUrl: string;
  privacyUrl: string;
  termsUrl: string;
  oidc?: { issuer: string; clientId: string; clientSecret: string; name: string };
  ai?: {
    baseUrl: string;
    apiKey?: string;
    model: string;
    vision: boolean;
    transcriptionModel?: string;
    firstTokenTimeoutMs: number;
    idleTimeoutMs: number;
  };
  /** Stripe checkout, customer portal and signed webhooks; without it plans come from trials and admins. */
  stripe?: {
    secretKey: string;
    webhookSecret: string;
    /** Price ids per plan and period; a missing monthly price is sent inline from the spec's prices. */
    prices: { classic?: string; cru?: string; classicYearly?: string; cruYearly?: string };
    /** Another API address (tests use a local fake). */
    apiBase?: string;
  };
  /** An OpenAI-compatible images endpoint; without it the built-in renderer draws every image. */
  images?: { baseUrl: string; apiKey?: string; model: string; timeoutMs: number };
  /** Pause between streamed chunks of a built-in answer, so it reads as it is written. */
  chatPaceMs: number;
  /** The longest one answer may be written for; a reservation twice as old is given back. */
  chatAnswerMaxMs: number;
  logLevel: string;
  /** authMax/authWindowMs: sign-up and admin-key attempts; apiKeyPerMinute: requests per personal API key. */
  rateLimit: { authMax: number; authWindowMs: number; apiKeyPerMinute: number };
  /** Which proxies' X-Forwarded-For is believed; false means the address of the connection itself. */
  trustProxy: TrustProxy;
  sessionCacheMs: number;
  /** Files in an S3-compatible bucket instead of DATA_DIR/files. */
  s3?: {
    bucket: string;
    endpoint?: string;
    region: string;
    accessKeyId?: string;
    secretAccessKey?: string;
    forcePathStyle: boolean;
  };
  /** Redis shared by all server processes for request and upload rates; without it they count per process. */
  redisUrl?: string;
  /** Bearer token that opens /metrics; without it /metrics does not exist. */
  metricsToken?: string;
  /** How long a stopping server waits for open requests before it ends open streams. */
  shutdownTimeoutMs: number;
  /** Background jobs: how often idle workers look for work; e-mail attempts and first retry delay. */
  jobs: { pollMs: number; emailMaxAttempts: number; emailRetryDelayS: number };
  /** PDF and image rendering threads (default: one less than the cores, at least one) and their time limit. */
  render: { threads?: number; timeoutMs: number };
  /** Threads composing the built-in engine's answers (0: the main thread), and one composition's time limit. */
  compose: { threads?: number; timeoutMs: number };
  /** Built SPA to serve, if present. */
  webDist?: string;
}

export class ConfigError extends Error {}

/** Makes sure DATA_DIR exists and can be written, or explains why not. */
export function prepareDataDir(dir: string): string {
  const abs = path.resolve(dir);
  let isFile = false;
  try {
    isFile = existsSync(abs) && !statSync(abs).isDirectory();
  } catch {
    // Not readable: mkdir or the access check below says why.
  }
  if (isFile) throw new ConfigError(`DATA_DIR ${abs} is a file, not a directory`);
  try {
    // With its parent in place the directory is made on its own: a recursive mkdir can loop forever
    // on a parent that refuses new entries (a virtual file system).
    if (existsSync(path.dirname(abs))) {
      if (!existsSync(abs)) mkdirSync(abs);
    } else mkdirSync(abs, { recursive: true });
  } catch (err) {
    throw new ConfigError(`DATA_DIR ${abs} cannot be created: ${describeFileError(err)}`);
  }
  try {
    accessSync(abs, constants.W_OK);
  } catch (err) {
    throw new ConfigError(`DATA_DIR ${abs} is not writable by this process: ${describeFileError(err)}`);
  }
  return abs;
}

/** A secret kept in DATA_DIR so sessions survive restarts without any configuration. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  try {
    if (existsSync(file)) return readFileSync(file, 'utf8').trim();
    const secret = randomBytes(32).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  } catch (err) {
    throw new ConfigError(`DATA_DIR ${dataDir} cannot keep the auth secret in ${file}: ${describeFileError(err)}`);
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => {
      const name = i.path.join('.');
      return i.message.startsWith(name) ? i.message : `${name}: ${i.message}`;
    });
    // One wrong variable is one line; several are listed below each other.
    throw new ConfigError(
      lines.length === 1
        ? `Invalid configuration: ${lines[0]}`
        : `Invalid configuration:\n${lines.map((l) => `  ${l}`).join('\n')}`,
    );
  }
  const e = parsed.data;
  const pairs: [string, unknown, string][] = [
    ['OIDC_ISSUER', e.OIDC_ISSUER, 'OIDC_CLIENT_ID'],
    ['OIDC_CLIENT_ID', e.OIDC_CLIENT_ID, 'OIDC_CLIENT_SECRET'],
  ];
  for (const [name, value, needs] of pairs) {
    if (value && !e[needs as keyof typeof e])
      throw new ConfigError(`Invalid configuration:\n  ${needs}: required when ${name} is set`);
  }
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    const missing = e.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY';
    const other = e.STRIPE_SECRET_KEY ? 'STRIPE_SECRET_KEY' : 'STRIPE_WEBHOOK_SECRET';
    throw new ConfigError(`Invalid configuration:\n  ${missing}: required when ${other} is set`);
  }
  if (e.AI_BASE_URL && !e.AI_MODEL)
    throw new ConfigError('Invalid configuration:\n  AI_MODEL: required when AI_BASE_URL is set');
  if (e.IMAGE_BASE_URL && !e.IMAGE_MODEL)
    throw new ConfigError('Invalid configuration:\n  IMAGE_MODEL: required when IMAGE_BASE_URL is set');

  const s3 = s3Config(e);
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  const dataDir = prepareDataDir(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    authSecret: e.AUTH_SECRET ?? persistentSecret(dataDir),
    adminEmail: e.ADMIN_EMAIL,
    adminSecret: e.ADMIN_SECRET,
    devMode: e.SOMMAI_DEV_MODE,
    supportEmail: e.SUPPORT_EMAIL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `SommAI <${e.SUPPORT_EMAIL}>`,
    brandUrl: e.BRAND_URL ?? '/',
    instagramUrl: e.INSTAGRAM_URL,
    privacyUrl: e.PRIVACY_URL,
    termsUrl: e.TERMS_URL,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET, name: e.OIDC_NAME }
        : undefined,
    ai:
      e.AI_BASE_URL && e.AI_MODEL
        ? {
            baseUrl: e.AI_BASE_URL,
            apiKey: e.AI_API_KEY,
            model: e.AI_MODEL,
            vision: e.AI_VISION,
            transcriptionModel: e.AI_TRANSCRIPTION_MODEL,
            firstTokenTimeoutMs: e.AI_FIRST_TOKEN_TIMEOUT_MS,
            idleTimeoutMs: e.AI_IDLE_TIMEOUT_MS,
          }
        : undefined,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            prices: {
              classic: e.STRIPE_PRICE_CLASSIC,
              cru: e.STRIPE_PRICE_CRU,
              classicYearly: e.STRIPE_PRICE_CLASSIC_YEARLY,
              cruYearly: e.STRIPE_PRICE_CRU_YEARLY,
            },
            apiBase: e.STRIPE_API_BASE,
          }
        : undefined,
    images:
      e.IMAGE_BASE_URL && e.IMAGE_MODEL
        ? { baseUrl: e.IMAGE_BASE_URL, apiKey: e.IMAGE_API_KEY, model: e.IMAGE_MODEL, timeoutMs: e.IMAGE_TIMEOUT_MS }
        : undefined,
    chatPaceMs: e.CHAT_STREAM_PACE_MS,
    chatAnswerMaxMs: e.CHAT_ANSWER_MAX_MS,
    logLevel: e.LOG_LEVEL,
    rateLimit: {
      authMax: e.RATE_LIMIT_AUTH_MAX,
      authWindowMs: e.RATE_LIMIT_AUTH_WINDOW_MS,
      apiKeyPerMinute: e.RATE_LIMIT_API_KEY_PER_MINUTE,
    },
    trustProxy,
    sessionCacheMs: e.SESSION_CACHE_MS,
    redisUrl: e.REDIS_URL,
    metricsToken: e.METRICS_TOKEN,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    jobs: { pollMs: e.JOB_POLL_MS, emailMaxAttempts: e.EMAIL_MAX_ATTEMPTS, emailRetryDelayS: e.EMAIL_RETRY_DELAY_S },
    render: { threads: e.RENDER_THREADS, timeoutMs: e.RENDER_TIMEOUT_MS },
    compose: { threads: e.CHAT_THREADS, timeoutMs: e.CHAT_COMPOSE_TIMEOUT_MS },
    s3,
  };
}

/** The S3_* variables belong together: a bucket, and keys given as a pair (or none, for the SDK's own chain). */
function s3Config(e: z.infer<typeof envSchema>): Config['s3'] {
  const set = (['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((n) => e[n]);
  if (!e.S3_BUCKET) {
    if (set.length || e.S3_FORCE_PATH_STYLE)
      throw new ConfigError(
        `Invalid configuration: S3_BUCKET: required when ${set[0] ?? 'S3_FORCE_PATH_STYLE'} is set (files stay in DATA_DIR/files without it)`,
      );
    return undefined;
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    const missing = e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    const other = e.S3_ACCESS_KEY_ID ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
    throw new ConfigError(`Invalid configuration: ${missing}: required when ${other} is set`);
  }
  // AWS itself needs the bucket's region; other stores mostly accept any, conventionally us-east-1.
  if (!e.S3_ENDPOINT && !e.S3_REGION)
    throw new ConfigError(
      'Invalid configuration: S3_REGION: required when S3_BUCKET is set without S3_ENDPOINT (Amazon S3)',
    );
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION ?? 'us-east-1',
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}
