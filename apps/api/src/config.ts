import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SILENT_AFTER_HOURS } from '@installer/contracts';
import { z } from 'zod';

/** The repository root, for default paths that do not depend on the working directory. */
export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const flag = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no'])
  .transform((value) => value === '1' || value === 'true' || value === 'yes');
const list = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);
const url = z.url({ protocol: /^https?$/ });

/** proxy-addr's names for the reserved ranges, which Fastify's trustProxy accepts in its list. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(item: string): boolean {
  if (NAMED_RANGES.has(item)) return true;
  const [address = '', prefix, ...rest] = item.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * DESIGN §2: a hop count (a server reachable only through that many proxies, see app.ts) or the proxies'
 * addresses and CIDR ranges as Fastify's trustProxy takes them. Never `true`, which believes the leftmost
 * X-Forwarded-For entry: the address the client wrote itself. Either way the client address is the entry
 * the outermost trusted proxy appended. `0` trusts nothing.
 */
const trustProxy = z.string().transform((value, ctx): false | number | string[] => {
  const text = value.trim();
  if (/^\d{1,2}$/.test(text)) return Number(text) === 0 ? false : Number(text);
  const items = text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (items.length > 0 && items.every(isAddressOrRange)) return items;
  ctx.addIssue({
    code: 'custom',
    message:
      "a hop count (1 behind one reverse proxy) or the proxies' addresses or CIDR ranges " +
      '(127.0.0.1,10.0.0.0/8); 0 trusts nothing',
  });
  return z.NEVER;
});

/** S3's bucket naming rules, which every S3-compatible server accepts. */
const s3Bucket = z
  .string()
  .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, '3 to 63 lowercase letters, digits, dots and hyphens');
/** Key characters S3 calls safe, in `/`-separated parts; always ends with `/` so keys sit under it. */
const s3Prefix = z
  .string()
  .regex(/^[\w!.*'()-]+(\/[\w!.*'()-]+)*\/?$/, "letters, digits and !_.*'()- in /-separated parts")
  .transform((value) => (value.endsWith('/') ? value : `${value}/`));

/** DESIGN §2 photos in S3: the variables that mean nothing without S3_BUCKET, and the pairs that go together. */
function checkS3(e: z.output<typeof envObject>, ctx: z.RefinementCtx): void {
  const issue = (variable: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [variable], message });
  if (!e.S3_BUCKET) {
    for (const variable of ['S3_ENDPOINT', 'S3_PREFIX', 'S3_FORCE_PATH_STYLE'] as const) {
      if (e[variable] !== undefined) issue(variable, 'has no effect without S3_BUCKET: set S3_BUCKET too');
    }
    return;
  }
  if (!e.S3_ENDPOINT && !e.AWS_REGION) {
    issue('AWS_REGION', "required with S3_BUCKET on Amazon S3: the bucket's region (eu-west-3)");
  }
  if (e.AWS_ACCESS_KEY_ID && !e.AWS_SECRET_ACCESS_KEY) {
    issue('AWS_SECRET_ACCESS_KEY', 'required with AWS_ACCESS_KEY_ID');
  }
  if (e.AWS_SECRET_ACCESS_KEY && !e.AWS_ACCESS_KEY_ID) {
    issue('AWS_ACCESS_KEY_ID', 'required with AWS_SECRET_ACCESS_KEY');
  }
}

/** DESIGN §2: configuration from environment variables, checked by one schema at start-up. */
const envObject = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^(sqlite:|postgres(ql)?:\/\/)/, 'must start with sqlite: or postgres://')
    .default(`sqlite:${path.join(ROOT_DIR, 'data/installer.db')}`),
  /** Unset: seeds in development and tests, never in production (DESIGN §2; main.ts warns when forced). */
  SEED_DEMO: flag.optional(),
  DEMO_EMIT: flag.default(false),
  /** DESIGN §4: "about 15 s after it is installed"; tests shorten it. */
  DEMO_EMIT_DELAY_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(10 * 60_000)
    .default(15_000),
  UPLOAD_DIR: z.string().min(1).default(path.join(ROOT_DIR, 'data/uploads')),
  /** DESIGN §2: set, photos go to this bucket and never to UPLOAD_DIR. */
  S3_BUCKET: s3Bucket.optional(),
  S3_ENDPOINT: url.optional(),
  S3_FORCE_PATH_STYLE: flag.optional(),
  S3_PREFIX: s3Prefix.optional(),
  /** Read here as well as by the AWS SDK, so a missing region stops the server instead of every upload. */
  AWS_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, 'a region name such as eu-west-3')
    .optional(),
  /** Unset: the AWS SDK's default chain (profile, web identity, container or instance role). */
  AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
  AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  AWS_SESSION_TOKEN: z.string().min(1).optional(),
  OUTBOX_DIR: z.string().min(1).default(path.join(ROOT_DIR, 'data/outbox')),
  WEB_DIST: z.string().min(1).default(path.join(ROOT_DIR, 'apps/web/dist')),
  PUBLIC_URL: url.optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Sensor installation <no-reply@installer.localhost>'),
  INGEST_KEY: z.string().min(12, 'at least 12 characters').default('demo-ingest-key-change-me'),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(24 * 30),
  BEEHIVE_HOSTS: list.default(['bee.localhost']),
  GEOCODER_URL: url.default('https://photon.komoot.io'),
  /**
   * Calls per second to GEOCODER_URL, shared by every instance (bursts of twice as many): photon.komoot.io
   * asks for moderation; a Photon of one's own can take more.
   */
  GEOCODER_RATE_PER_SECOND: z.coerce.number().int().min(1).max(10_000).default(5),
  TILE_URL: z.string().min(1).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  TILE_ATTRIBUTION: z.string().default('© OpenStreetMap contributors'),
  EXTERNAL_CONFIG_URL: url.optional(),
  CORS_ORIGINS: list.default([]),
  /**
   * DESIGN §2 several instances: rate-limit counters, session revocations and the geocoder's upstream
   * allowance shared by every instance. Unset: one instance, all of it in memory.
   */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  TRUST_PROXY: trustProxy.default(false),
  /** Requests per minute per caller: the client address, or the installer on signed-in routes. */
  RATE_LIMIT_LOGIN: z.coerce.number().int().min(1).max(100_000).default(10),
  RATE_LIMIT_LOOKUP: z.coerce.number().int().min(1).max(100_000).default(120),
  RATE_LIMIT_ERROR_LOG: z.coerce.number().int().min(1).max(100_000).default(30),
  /** The offline priming lists: a phone downloads them when it comes online, a few times an hour at most. */
  RATE_LIMIT_PRIME: z.coerce.number().int().min(1).max(100_000).default(20),
  /**
   * How many customers and devices the priming lists hold at most (most recently active customers, devices
   * not installed yet first): what a phone stores and downloads on a weak signal stays bounded for a
   * professional with thousands (docs/decisions/0007-offline-installations-checked-on-sending.md).
   */
  PRIME_CUSTOMERS_MAX: z.coerce.number().int().min(1).max(20_000).default(500),
  PRIME_DEVICES_MAX: z.coerce.number().int().min(1).max(20_000).default(1000),
  /**
   * Reads of one report link a minute (and as many of its photos), wherever they come from: a report page
   * loads its data once and each photo once, so a few pages a minute fit in twice over.
   */
  RATE_LIMIT_REPORT: z.coerce.number().int().min(1).max(100_000).default(120),
  /** Report links that open nothing (unknown, expired, revoked) a minute from one address: guessing. */
  RATE_LIMIT_REPORT_MISSES: z.coerce.number().int().min(1).max(100_000).default(30),
  /**
   * Invitation mails one address may receive in INVITATION_PERIOD_HOURS, from every sender together: each
   * carries a working report link (services/invitation-bound.ts). A customer with several sensors installed
   * the same day gets one per sensor.
   */
  INVITATIONS_PER_RECIPIENT: z.coerce.number().int().min(1).max(10_000).default(10),
  INVITATION_PERIOD_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
  /** My installations: no measurement for longer than this calls a device silent (rules/installation-state.ts). */
  SILENT_AFTER_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(DEFAULT_SILENT_AFTER_HOURS),
  /**
   * Lifetime of a handover report link (docs/decisions/0008-report-links.md): long enough to open, print or
   * save the report from the invitation mail; the installer can share a fresh link at any time.
   */
  REPORT_LINK_TTL_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /**
   * Lifetime of the registration mail's link to the customer's personal space (docs/decisions/0021-customer-
   * space.md): two weeks to open a mail; an installer's next invitation sends a fresh one.
   */
  CUSTOMER_INVITATION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  /**
   * Photo quotas (DESIGN §3 429 and 409). Bytes per hour per installer bound how fast one token can fill
   * the disk, whatever the photo size; the floor is one photo of the largest size. A result screen adds a
   * few photos of about 250 KB (the app scales them): the defaults are far above any real installer.
   */
  PHOTO_QUOTA_MB_PER_HOUR: z.coerce.number().int().min(10).max(1_000_000).default(200),
  PHOTO_MAX_PER_DEVICE: z.coerce.number().int().min(1).max(100_000).default(50),
  /**
   * Photo bodies read at once on one instance, per installer and in all (README, Photo uploads): each holds at most
   * the photo's decoded bytes (10 MB) in memory while it is read and stored; the others wait their turn
   * unread, so memory stays within about PHOTO_UPLOADS_IN_FLIGHT x 10 MB whatever arrives.
   */
  PHOTO_UPLOADS_PER_INSTALLER: z.coerce.number().int().min(1).max(1024).default(2),
  PHOTO_UPLOADS_IN_FLIGHT: z.coerce.number().int().min(1).max(1024).default(16),
  /**
   * Start-up and periodic upkeep: photo files never recorded (a crash between the file and its row) and
   * the error log's retention. 0 turns it off (the tests, unless a test turns it on).
   */
  MAINTENANCE_INTERVAL_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60)
    .default(60),
  /**
   * Addresses made offline that the geocoder could not look up when their installation arrived are asked
   * again every so many seconds, each after a wait doubling from this one up to an hour
   * (docs/decisions/0014-address-completed-later.md). 0 turns the completion off (the tests, unless one
   * turns it on).
   */
  ADDRESS_RETRY_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** A file younger than this may still be on its way to its row: longer than any upload can take. */
  PHOTO_ORPHAN_GRACE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(30 * 24 * 3600)
    .default(3600),
  ERROR_LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  ERROR_LOG_MAX_ROWS: z.coerce.number().int().min(1).max(100_000_000).default(100_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** How long SIGTERM waits for requests in flight before cutting them (docs/decisions/0001-runtime.md). */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(8_000),
});
const envSchema = envObject.superRefine(checkS3);

/** DESIGN §2: the S3 bucket photos go to, as the environment names it (storage/s3-photo-store.ts). */
export interface S3Settings {
  bucket: string;
  /** An S3-compatible server (MinIO, Garage, Ceph, R2); unset: Amazon S3. */
  endpoint?: string | undefined;
  /** `bucket` in the path instead of the host name, as most S3-compatible servers want. */
  forcePathStyle?: boolean;
  /** Prepended to every key (`photos/`), so one bucket can hold other things; '' for none. */
  prefix?: string;
  /** Unset: the AWS SDK's own chain (AWS_REGION, the profile's region). */
  region?: string | undefined;
  /** Unset: the AWS SDK's default chain (environment, profile, web identity, container or instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | undefined;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string;
  seedDemo: boolean;
  demoEmit: boolean;
  demoEmitDelayMs: number;
  uploadDir: string;
  /** DESIGN §2: the bucket photos go to (S3_BUCKET); null: the UPLOAD_DIR folder. */
  s3: S3Settings | null;
  outboxDir: string;
  webDist: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  ingestKey: string;
  tokenTtlHours: number;
  beehiveHosts: string[];
  geocoderUrl: string;
  geocoderRatePerSecond: number;
  tileUrl: string;
  tileAttribution: string;
  externalConfigUrl: string | undefined;
  corsOrigins: string[];
  /** `redis://` or `rediss://`; undefined: a single instance with in-memory limits and sessions. */
  redisUrl: string | undefined;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses and ranges. */
  trustProxy: false | number | string[];
  logLevel: string;
  shutdownTimeoutMs: number;
  /** Requests per minute; tests lower or raise them to exercise the limits. */
  rateLimits: {
    login: number;
    lookup: number;
    errorLog: number;
    prime: number;
    /** Per report link (docs/decisions/0008-report-links.md). */
    report: number;
    /** Per address, report tokens that open nothing. */
    reportMisses: number;
  };
  /** Caps of the offline priming lists. */
  primeMax: { customers: number; devices: number };
  /** Hours without a measurement after which My installations calls a device silent. */
  silentAfterHours: number;
  reportLinkTtlDays: number;
  customerInvitationTtlDays: number;
  /** Invitations per recipient address and period (services/invitation-bound.ts). */
  invitationBound: { perRecipient: number; periodMs: number };
  photoQuota: { bytesPerHour: number; maxPerDevice: number };
  photoUploads: { perInstaller: number; inFlight: number };
  /** Minutes between upkeep runs (and one at start-up); 0: none. */
  maintenanceIntervalMinutes: number;
  photoOrphanGraceSeconds: number;
  /** Seconds between address completion runs, and the first wait of an address; 0: none. */
  addressRetrySeconds: number;
  errorLogRetention: { days: number; maxRows: number };
}

export class ConfigError extends Error {}

/** Parses the environment; a bad value throws a ConfigError naming each wrong variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const defined = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(defined);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && e.INGEST_KEY === 'demo-ingest-key-change-me') {
    throw new ConfigError('Invalid configuration:\n  INGEST_KEY: set a secret key in production');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    demoEmit: e.DEMO_EMIT,
    demoEmitDelayMs: e.DEMO_EMIT_DELAY_MS,
    uploadDir: e.UPLOAD_DIR,
    s3: s3Options(e),
    outboxDir: e.OUTBOX_DIR,
    webDist: e.WEB_DIST,
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST === '0.0.0.0' ? 'localhost' : e.HOST}:${e.PORT}`).replace(
      /\/$/,
      '',
    ),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    ingestKey: e.INGEST_KEY,
    tokenTtlHours: e.TOKEN_TTL_HOURS,
    beehiveHosts: e.BEEHIVE_HOSTS,
    geocoderUrl: e.GEOCODER_URL.replace(/\/$/, ''),
    geocoderRatePerSecond: e.GEOCODER_RATE_PER_SECOND,
    tileUrl: e.TILE_URL,
    tileAttribution: e.TILE_ATTRIBUTION,
    externalConfigUrl: e.EXTERNAL_CONFIG_URL,
    corsOrigins: e.CORS_ORIGINS,
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    rateLimits: {
      login: e.RATE_LIMIT_LOGIN,
      lookup: e.RATE_LIMIT_LOOKUP,
      errorLog: e.RATE_LIMIT_ERROR_LOG,
      prime: e.RATE_LIMIT_PRIME,
      report: e.RATE_LIMIT_REPORT,
      reportMisses: e.RATE_LIMIT_REPORT_MISSES,
    },
    primeMax: { customers: e.PRIME_CUSTOMERS_MAX, devices: e.PRIME_DEVICES_MAX },
    silentAfterHours: e.SILENT_AFTER_HOURS,
    reportLinkTtlDays: e.REPORT_LINK_TTL_DAYS,
    customerInvitationTtlDays: e.CUSTOMER_INVITATION_TTL_DAYS,
    invitationBound: {
      perRecipient: e.INVITATIONS_PER_RECIPIENT,
      periodMs: e.INVITATION_PERIOD_HOURS * 3_600_000,
    },
    photoQuota: {
      bytesPerHour: e.PHOTO_QUOTA_MB_PER_HOUR * 1024 * 1024,
      maxPerDevice: e.PHOTO_MAX_PER_DEVICE,
    },
    photoUploads: { perInstaller: e.PHOTO_UPLOADS_PER_INSTALLER, inFlight: e.PHOTO_UPLOADS_IN_FLIGHT },
    maintenanceIntervalMinutes: e.MAINTENANCE_INTERVAL_MINUTES,
    photoOrphanGraceSeconds: e.PHOTO_ORPHAN_GRACE_SECONDS,
    addressRetrySeconds: e.ADDRESS_RETRY_SECONDS,
    errorLogRetention: { days: e.ERROR_LOG_RETENTION_DAYS, maxRows: e.ERROR_LOG_MAX_ROWS },
  };
}

function s3Options(e: z.output<typeof envSchema>): S3Settings | null {
  if (!e.S3_BUCKET) return null;
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
    prefix: e.S3_PREFIX ?? '',
    // S3-compatible servers mostly ignore the region but the SDK signs with one: us-east-1 is their default.
    region: e.AWS_REGION ?? 'us-east-1',
    credentials:
      e.AWS_ACCESS_KEY_ID && e.AWS_SECRET_ACCESS_KEY
        ? {
            accessKeyId: e.AWS_ACCESS_KEY_ID,
            secretAccessKey: e.AWS_SECRET_ACCESS_KEY,
            ...(e.AWS_SESSION_TOKEN ? { sessionToken: e.AWS_SESSION_TOKEN } : {}),
          }
        : undefined,
  };
}
