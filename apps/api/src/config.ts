import path from 'node:path';
import { z } from 'zod';
import {
  DEFAULT_RETENTION_PERIODS,
  type RetentionPeriods,
} from '@stockcar/shared/schemas/runtime-config';
import { CODE_DIR } from './code-dir.ts';

const repoRoot = path.resolve(CODE_DIR, '../../..');

const optionalUrl = z
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));

/** Development defaults: public in this repository, so production refuses them. */
export const DEV_DEFAULTS = {
  API_KEY: 'stockcar-dev-api-key',
  JWT_SECRET: 'dev-only-jwt-secret-change-me-in-production-0123456789',
  CAPTCHA_SECRET: 'dev-only-captcha-secret-change-me-0123456789',
  STAFF_TOTP_KEY: 'dev-only-staff-totp-key-change-me-0123456789',
} as const;

/** Shortest secret and API key production accepts: 32 random characters are beyond guessing. */
export const PRODUCTION_MIN_SECRET_LENGTH = 32;

const EnvSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  DATABASE_URL: optionalUrl,
  /**
   * PostgreSQL connections per instance: enough for the requests in flight at a race-day peak
   * (each vote step holds one for a few short statements); keep instances × pool below the
   * server's max_connections.
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  API_KEY: z.string().min(8).default(DEV_DEFAULTS.API_KEY),
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  JWT_SECRET: z.string().min(32).default(DEV_DEFAULTS.JWT_SECRET),
  /** Encrypts the staff's authenticator secrets at rest (issue 10). */
  STAFF_TOTP_KEY: z.string().min(32).default(DEV_DEFAULTS.STAFF_TOTP_KEY),
  /** How long a staff set-up link stays valid. */
  STAFF_INVITE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 14)
    .default(72),
  APP_NAME: z.string().default('stockcar-site'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_ON_START: z.enum(['true', 'false']).default('true'),
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  /** The staff console's build (apps/admin), served under /admin. */
  ADMIN_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/admin/dist')),
  REDIS_URL: optionalUrl,
  /**
   * How long a public read is served from the in-process cache without an event telling it
   * changed (docs/decisions/0023); 0 turns the cache off (the API tests, which write straight
   * to the database).
   */
  READ_CACHE_MS: z.coerce.number().int().min(0).max(2000).default(1000),
  /**
   * How long a paged list's total (number of pages) is kept without a content event; 0 counts
   * on every page.
   */
  COUNT_CACHE_MS: z.coerce.number().int().min(0).max(300_000).default(30_000),
  /**
   * Which proxies may name the client's address in X-Forwarded-For: a hop count ('1') or
   * addresses and CIDRs ('10.0.0.0/8,127.0.0.1'). Empty: none, the socket's address counts,
   * so no client can pick its own address and slip past the per-address limits.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^(\d{1,2}|[0-9a-fA-F.:/,\s]*)$/, { error: 'a hop count or addresses/CIDRs' })
    .default(''),
  MAIL_URL: optionalUrl,
  MAIL_FROM: z.string().default('Stock Car <nao-responda@stockcar.example.com>'),
  STAFF_EMAIL: z.email().default('comercial@stockcar.example.com'),
  ALERT_BOT_TOKEN: z.string().optional(),
  ALERT_CHAT_ID: z.string().optional(),
  ALERT_BOT_URL: z.url().default('https://api.telegram.org'),
  ALERTS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  FANPUSH_URL: z.url().default('https://stockclub.example.com/fanpush'),
  STORE_URL: z.url().default('https://loja.example.com'),
  TICKETS_URL: z.url().default('https://ingressos.example.com'),
  /** The Belo Horizonte festival sells its tickets on its own ticketing site (§2.3). */
  BH_TICKETS_URL: z.url().default('https://ingressos.example.com/bh-stock-festival'),
  MORE_STANDINGS_URL: z.url().default('https://resultados.example.com'),
  CONTACT_EMAIL: z.email().default('contato@stockcar.example.com'),
  INSTAGRAM_URL: z.url().default('https://www.instagram.com/'),
  FACEBOOK_URL: z.url().default('https://www.facebook.com/'),
  YOUTUBE_URL: z.url().default('https://www.youtube.com/'),
  TIKTOK_URL: z.url().default('https://www.tiktok.com/'),
  // Stock Club accounts (issue 5)
  SMS_URL: optionalUrl,
  CEP_URL: z.url().default('https://viacep.com.br'),
  CAPTCHA_SECRET: z.string().min(32).default(DEV_DEFAULTS.CAPTCHA_SECRET),
  CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(10).max(10_000_000).default(50_000),
  /** argon2id cost: the defaults meet the issue (19 MiB, 2 passes); lower only in tests. */
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(64).default(19_456),
  ARGON2_TIME_COST: z.coerce.number().int().min(1).default(2),
  SESSION_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  // Retention (issue 12): how long personal data is kept; the privacy page states these.
  RETENTION_CANDIDATES_MONTHS: z.coerce
    .number()
    .int()
    .min(1)
    .max(120)
    .default(DEFAULT_RETENTION_PERIODS.candidatesMonths),
  RETENTION_LEADS_MONTHS: z.coerce
    .number()
    .int()
    .min(1)
    .max(120)
    .default(DEFAULT_RETENTION_PERIODS.leadsMonths),
  RETENTION_OUTBOX_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3650)
    .default(DEFAULT_RETENTION_PERIODS.outboxDays),
  RETENTION_EXPIRED_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3650)
    .default(DEFAULT_RETENTION_PERIODS.expiredDays),
  /** At least an hour: the login limiter counts failures of the last minutes. */
  RETENTION_LOGIN_FAILURES_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(8760)
    .default(DEFAULT_RETENTION_PERIODS.loginFailuresHours),
  RETENTION_REVOCATION_PROOF_MONTHS: z.coerce
    .number()
    .int()
    .min(1)
    .max(240)
    .default(DEFAULT_RETENTION_PERIODS.revocationProofMonths),
  RETENTION_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  // The live leaderboard's stream (issue 13): at most one computation per window per tick,
  // a comment on idle streams so proxies keep them, a recomputation without any event (a
  // Redis message lost, a window opening on time) so nothing stays stale longer.
  LIVE_TICK_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  LIVE_HEARTBEAT_MS: z.coerce.number().int().min(10).max(120_000).default(15_000),
  LIVE_RESYNC_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  /** NODE_ENV=production: the start-up refused unsafe settings (productionProblems). */
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  apiKey: string;
  publicUrl: string;
  jwtSecret: string;
  staff: { totpKey: string; inviteHours: number };
  appName: string;
  logLevel: Env['LOG_LEVEL'];
  seedOnStart: boolean;
  webDistDir: string;
  adminDistDir: string;
  redisUrl: string | undefined;
  readCacheMs: number;
  countCacheMs: number;
  /** Fastify's trustProxy: false, a hop count, or the trusted addresses. */
  trustProxy: false | number | string;
  mail: { url: string | undefined; from: string; staff: string };
  alerts: { botToken?: string; chatId?: string; botUrl: string; perMinute: number };
  club: {
    smsUrl: string | undefined;
    cepUrl: string;
    captchaSecret: string;
    captchaMaxNumber: number;
    argon2: { memoryCost: number; timeCost: number };
    /** A rotated refresh token reused within this window (two tabs) is not a theft. */
    reuseGraceSeconds: number;
  };
  links: {
    fanpush: string;
    loja: string;
    ingressos: string;
    ingressosBeloHorizonte: string;
    maisClassificacoes: string;
    contatoEmail: string;
    instagram: string;
    facebook: string;
    youtube: string;
    tiktok: string;
  };
  retention: {
    periods: RetentionPeriods;
    /** How often the retention job runs (on one instance at a time). */
    intervalMinutes: number;
  };
  /** The live leaderboard's stream (`/fanpush/votacao/stream`). */
  live: { tickMs: number; heartbeatMs: number; resyncMs: number };
}

function trustProxyOf(value: string): false | number | string {
  if (value === '') return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/**
 * What production must not start with: a public default or short secret, no real mail or SMS
 * transport (the outbox would keep codes and links), a public address without TLS.
 */
export function productionProblems(e: Env): string[] {
  const problems: string[] = [];
  for (const name of ['API_KEY', 'JWT_SECRET', 'CAPTCHA_SECRET', 'STAFF_TOTP_KEY'] as const) {
    if (e[name] === DEV_DEFAULTS[name]) problems.push(`${name}: the development default is public`);
    else if (e[name].length < PRODUCTION_MIN_SECRET_LENGTH) {
      problems.push(`${name}: at least ${PRODUCTION_MIN_SECRET_LENGTH} characters in production`);
    }
  }
  if (e.JWT_SECRET === e.CAPTCHA_SECRET) {
    problems.push('CAPTCHA_SECRET: must differ from JWT_SECRET');
  }
  // Every served page publishes the API key: a secret equal to it is no secret.
  for (const name of ['JWT_SECRET', 'CAPTCHA_SECRET', 'STAFF_TOTP_KEY'] as const) {
    if (e[name] === e.API_KEY) problems.push(`${name}: must differ from API_KEY (it is public)`);
  }
  if (!e.MAIL_URL) problems.push('MAIL_URL: required in production (an SMTP server)');
  if (!e.SMS_URL) problems.push('SMS_URL: required in production (an SMS gateway)');
  if (!e.PUBLIC_URL.startsWith('https://'))
    problems.push('PUBLIC_URL: must be https in production');
  return problems;
}

/** Parses the environment once; fails listing every bad variable (STYLE.md habit 8). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const unsafe = production ? productionProblems(e) : [];
  if (unsafe.length > 0) {
    const lines = unsafe.map((line) => `  ${line}`);
    throw new Error(`Unsafe settings for NODE_ENV=production:\n${lines.join('\n')}`);
  }
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    apiKey: e.API_KEY,
    publicUrl: e.PUBLIC_URL.replace(/\/$/, ''),
    jwtSecret: e.JWT_SECRET,
    staff: { totpKey: e.STAFF_TOTP_KEY, inviteHours: e.STAFF_INVITE_HOURS },
    appName: e.APP_NAME,
    logLevel: e.LOG_LEVEL,
    seedOnStart: e.SEED_ON_START === 'true',
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    adminDistDir: path.resolve(e.ADMIN_DIST_DIR),
    redisUrl: e.REDIS_URL,
    readCacheMs: e.READ_CACHE_MS,
    countCacheMs: e.COUNT_CACHE_MS,
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    mail: { url: e.MAIL_URL, from: e.MAIL_FROM, staff: e.STAFF_EMAIL },
    alerts: {
      botToken: e.ALERT_BOT_TOKEN || undefined,
      chatId: e.ALERT_CHAT_ID || undefined,
      botUrl: e.ALERT_BOT_URL.replace(/\/$/, ''),
      perMinute: e.ALERTS_PER_MINUTE,
    },
    club: {
      smsUrl: e.SMS_URL,
      cepUrl: e.CEP_URL.replace(/\/$/, ''),
      captchaSecret: e.CAPTCHA_SECRET,
      captchaMaxNumber: e.CAPTCHA_MAX_NUMBER,
      argon2: { memoryCost: e.ARGON2_MEMORY_KIB, timeCost: e.ARGON2_TIME_COST },
      reuseGraceSeconds: e.SESSION_REUSE_GRACE_SECONDS,
    },
    links: {
      fanpush: e.FANPUSH_URL,
      loja: e.STORE_URL,
      ingressos: e.TICKETS_URL,
      ingressosBeloHorizonte: e.BH_TICKETS_URL,
      maisClassificacoes: e.MORE_STANDINGS_URL,
      contatoEmail: e.CONTACT_EMAIL,
      instagram: e.INSTAGRAM_URL,
      facebook: e.FACEBOOK_URL,
      youtube: e.YOUTUBE_URL,
      tiktok: e.TIKTOK_URL,
    },
    retention: {
      periods: {
        candidatesMonths: e.RETENTION_CANDIDATES_MONTHS,
        leadsMonths: e.RETENTION_LEADS_MONTHS,
        outboxDays: e.RETENTION_OUTBOX_DAYS,
        expiredDays: e.RETENTION_EXPIRED_DAYS,
        loginFailuresHours: e.RETENTION_LOGIN_FAILURES_HOURS,
        revocationProofMonths: e.RETENTION_REVOCATION_PROOF_MONTHS,
      },
      intervalMinutes: e.RETENTION_INTERVAL_MINUTES,
    },
    live: { tickMs: e.LIVE_TICK_MS, heartbeatMs: e.LIVE_HEARTBEAT_MS, resyncMs: e.LIVE_RESYNC_MS },
  };
}
