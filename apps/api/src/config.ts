import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

/** DESIGN §2: configuration from environment variables, checked by one schema at start-up. */
const envSchema = z.object({
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
  TILE_URL: z.string().min(1).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  TILE_ATTRIBUTION: z.string().default('© OpenStreetMap contributors'),
  EXTERNAL_CONFIG_URL: url.optional(),
  CORS_ORIGINS: list.default([]),
  TRUST_PROXY: flag.default(false),
  /** Requests per minute per caller (address, or token when signed in). */
  RATE_LIMIT_LOGIN: z.coerce.number().int().min(1).max(100_000).default(10),
  RATE_LIMIT_LOOKUP: z.coerce.number().int().min(1).max(100_000).default(120),
  RATE_LIMIT_ERROR_LOG: z.coerce.number().int().min(1).max(100_000).default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** How long SIGTERM waits for requests in flight before cutting them (docs/decisions/0001-runtime.md). */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(8_000),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string;
  seedDemo: boolean;
  demoEmit: boolean;
  demoEmitDelayMs: number;
  uploadDir: string;
  outboxDir: string;
  webDist: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  ingestKey: string;
  tokenTtlHours: number;
  beehiveHosts: string[];
  geocoderUrl: string;
  tileUrl: string;
  tileAttribution: string;
  externalConfigUrl: string | undefined;
  corsOrigins: string[];
  trustProxy: boolean;
  logLevel: string;
  shutdownTimeoutMs: number;
  /** Requests per minute; tests lower or raise them to exercise the limits. */
  rateLimits: { login: number; lookup: number; errorLog: number };
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
    tileUrl: e.TILE_URL,
    tileAttribution: e.TILE_ATTRIBUTION,
    externalConfigUrl: e.EXTERNAL_CONFIG_URL,
    corsOrigins: e.CORS_ORIGINS,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    rateLimits: { login: e.RATE_LIMIT_LOGIN, lookup: e.RATE_LIMIT_LOOKUP, errorLog: e.RATE_LIMIT_ERROR_LOG },
  };
}
