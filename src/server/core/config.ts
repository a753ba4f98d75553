import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/** DECISIONS.md section 1: everything the process reads from its environment. */
export interface Config {
  port: number;
  host: string;
  /** `sqlite:<path>`, `sqlite::memory:` or `postgres://user:pass@host:port/db` (DECISIONS.md section 1). */
  databaseUrl: string;
  /** Where the development session secret and the mail outbox live. */
  dataDir: string;
  sessionSecret: string;
  production: boolean;
  adminUsername: string;
  /** Absent: a random password is generated and printed once when the first admin is created. */
  adminPassword: string | undefined;
  mailTransport: 'outbox' | URL;
  /** `outbox`, or a provider's HTTP endpoint that takes each text as a JSON POST. */
  smsTransport: 'outbox' | URL;
  /** How many server processes share the port (`node:cluster`; DECISIONS.md section 7). */
  webConcurrency: number;
  /** Which proxies may name the client's address in X-Forwarded-For. */
  trustProxy: TrustProxy;
  /** `JOBS=on`: this process also runs due jobs; `off`: web only (DECISIONS.md section 7). */
  jobs: boolean;
  /** The built client, served from the same origin as the API; absent in API-only tests. */
  clientDir: string | undefined;
  /** Where links in emails point. */
  publicUrl: string;
  /** How businesses pay for hours (DECISIONS.md section 12). */
  payments: PaymentsConfig;
  /** How chefs are paid (DECISIONS.md section 13). */
  payouts: PayoutsConfig;
  /** Stripe's keys, when given: what PAYMENTS=stripe and PAYOUTS=stripe call and verify with. */
  stripe: StripeKeys | undefined;
  /** PII_KEY: the AES-256 key of chefs' tax ids and bank accounts (DECISIONS.md sections 13 and 23); without it none can be stored. */
  piiKey: Buffer | undefined;
  /** BACKUP_DIR: where backups are written (DECISIONS.md section 21); `<dataDir>/backups` by default. */
  backupDir: string;
  /** `BACKUPS=off` stops the daily SQLite backup job; `npm run backup` and the admin's button still work. */
  backups: boolean;
  /** WEBHOOK_TARGETS: `public` (https on a public address only) or `any` (development and tests; DECISIONS.md section 19). */
  webhookTargets: 'public' | 'any';
}

/**
 * `PAYMENTS=invoice` (the default: an emailed invoice whose payment the admin records) or
 * `stripe` (Checkout, with its keys); the seller's GST number, printed on invoices when set.
 */
export interface PaymentsConfig {
  provider: 'invoice' | 'stripe';
  gstNumber: string | undefined;
}

/** `PAYOUTS=manual` (the default: the admin pays by bank and marks each payout paid) or `stripe` (Connect transfers). */
export interface PayoutsConfig {
  provider: 'manual' | 'stripe';
}

/** STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_API_URL (a local stand-in in tests; unset, Stripe itself). */
export interface StripeKeys {
  secretKey: string;
  webhookSecret: string;
  apiUrl: string | undefined;
}

/** Express's `trust proxy`: none or every proxy, a hop count, or the proxies' addresses and CIDRs. */
export type TrustProxy = boolean | number | string[];

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .default('sqlite:./data/chefconnect.db')
    .refine(isDatabaseUrl, { error: 'must be sqlite:<path>, sqlite::memory: or postgres://user:pass@host:port/db' }),
  SESSION_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  NODE_ENV: z.string().default('development'),
  ADMIN_USERNAME: z.string().min(1).default('admin'),
  ADMIN_PASSWORD: z.string().min(8, { error: 'must be at least 8 characters' }).optional(),
  MAIL_TRANSPORT: z
    .string()
    .default('outbox')
    .refine((value) => value === 'outbox' || value.startsWith('smtp://') || value.startsWith('smtps://'), {
      error: 'must be "outbox" or an smtp:// URL',
    }),
  SMS_TRANSPORT: z
    .string()
    .default('outbox')
    .refine((value) => value === 'outbox' || isSmsProviderUrl(value), {
      error: 'must be "outbox" or an http(s):// URL without a user or password',
    }),
  WEB_CONCURRENCY: z.coerce.number().int().min(1, { error: 'must be a whole number from 1 to 64' }).max(64, { error: 'must be a whole number from 1 to 64' }).default(1),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context) => {
      const trusted = parseTrustProxy(value.trim());
      if (trusted !== undefined) return trusted;
      context.addIssue({ code: 'custom', message: 'must be true, false, a hop count, or addresses, CIDRs, loopback, linklocal, uniquelocal separated by commas' });
      return z.NEVER;
    }),
  JOBS: z.enum(['on', 'off'], { error: 'must be "on" or "off"' }).default('on'),
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUPS: z.enum(['on', 'off'], { error: 'must be "on" or "off"' }).default('on'),
  WEBHOOK_TARGETS: z.enum(['public', 'any'], { error: 'must be "public" or "any"' }).default('public'),
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  PAYMENTS: z.enum(['invoice', 'stripe'], { error: 'must be "invoice" or "stripe"' }).default('invoice'),
  PAYOUTS: z.enum(['manual', 'stripe'], { error: 'must be "manual" or "stripe"' }).default('manual'),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_URL: z
    .string()
    .optional()
    .refine((value) => value === undefined || /^https?:\/\/[^/]+\/?$/.test(value), { error: 'must be an http(s):// origin, such as http://127.0.0.1:12111' }),
  GST_NUMBER: z.string().trim().min(1).max(40).optional(),
  PII_KEY: z
    .string()
    .optional()
    .transform((value, context) => {
      if (value === undefined) return undefined;
      const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
      if (key.length === 32) return key;
      context.addIssue({ code: 'custom', message: 'must be 32 bytes: 64 hex digits or base64 (openssl rand -base64 32)' });
      return z.NEVER;
    }),
});

export class ConfigError extends Error {}

export type DatabaseEngine = 'sqlite' | 'postgres';

export function databaseEngine(url: string): DatabaseEngine {
  return url.startsWith('postgres://') || url.startsWith('postgresql://') ? 'postgres' : 'sqlite';
}

/** The database URL as a log line may show it: a PostgreSQL password never appears. */
export function describeDatabase(url: string): string {
  if (databaseEngine(url) !== 'postgres') return url;
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.href;
}

function isDatabaseUrl(url: string): boolean {
  if (url.startsWith('sqlite:')) return url.length > 'sqlite:'.length;
  if (databaseEngine(url) !== 'postgres') return false;
  try {
    return new URL(url).hostname !== '';
  } catch {
    return false;
  }
}

/** fetch refuses a URL that carries a user or password, so such a provider URL is refused at start. */
function isSmsProviderUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

export function loadConfig(env: NodeJS.ProcessEnv, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const values = parsed.data;
  const production = overrides.production ?? values.NODE_ENV === 'production';
  const dataDir = overrides.dataDir ?? path.resolve(values.DATA_DIR);
  const databaseUrl = overrides.databaseUrl ?? values.DATABASE_URL;
  const sessionSecret =
    overrides.sessionSecret ?? values.SESSION_SECRET ?? developmentSecret(production || databaseEngine(databaseUrl) === 'postgres', dataDir);
  const port = overrides.port ?? values.PORT;
  const host = overrides.host ?? values.HOST;
  return {
    port,
    host,
    databaseUrl,
    dataDir,
    sessionSecret,
    production,
    adminUsername: overrides.adminUsername ?? values.ADMIN_USERNAME,
    adminPassword: overrides.adminPassword ?? values.ADMIN_PASSWORD,
    mailTransport: overrides.mailTransport ?? (values.MAIL_TRANSPORT === 'outbox' ? 'outbox' : new URL(values.MAIL_TRANSPORT)),
    smsTransport: overrides.smsTransport ?? (values.SMS_TRANSPORT === 'outbox' ? 'outbox' : new URL(values.SMS_TRANSPORT)),
    webConcurrency: overrides.webConcurrency ?? values.WEB_CONCURRENCY,
    trustProxy: overrides.trustProxy ?? values.TRUST_PROXY,
    jobs: overrides.jobs ?? values.JOBS === 'on',
    clientDir: overrides.clientDir,
    publicUrl: overrides.publicUrl ?? values.PUBLIC_URL ?? `http://${host}:${port}`,
    ...stripeConfig(values),
    piiKey: overrides.piiKey ?? values.PII_KEY,
    backupDir: overrides.backupDir ?? (values.BACKUP_DIR ? path.resolve(values.BACKUP_DIR) : path.join(dataDir, 'backups')),
    backups: overrides.backups ?? values.BACKUPS === 'on',
    webhookTargets: overrides.webhookTargets ?? values.WEBHOOK_TARGETS,
  };
}

function stripeConfig(values: z.output<typeof envSchema>): Pick<Config, 'payments' | 'payouts' | 'stripe'> {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = values;
  const stripe = secretKey && webhookSecret ? { secretKey, webhookSecret, apiUrl: values.STRIPE_API_URL } : undefined;
  for (const [name, provider] of [['PAYMENTS', values.PAYMENTS], ['PAYOUTS', values.PAYOUTS]] as const) {
    if (provider === 'stripe' && !stripe) throw new ConfigError(`${name}=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET`);
  }
  return { payments: { provider: values.PAYMENTS, gstNumber: values.GST_NUMBER }, payouts: { provider: values.PAYOUTS }, stripe };
}

/** Express's own names for address ranges, accepted beside addresses and CIDRs. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Checked here so a bad value stops start-up with a clear line before anything is bound or
 * migrated; Express would throw a bare TypeError from createApp, after both.
 */
function parseTrustProxy(value: string): TrustProxy | undefined {
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const proxies = value.split(',').map((entry) => entry.trim());
  return proxies.every(isProxyAddress) ? proxies : undefined;
}

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGES.has(entry)) return true;
  const [address = '', prefixLength, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefixLength === undefined || (/^\d+$/.test(prefixLength) && Number(prefixLength) <= (family === 4 ? 32 : 128));
}

/**
 * Development keeps one generated secret in the data directory so sessions survive a restart;
 * production must be given one, or every restart would sign everybody out (and a secret
 * written to disk by the app itself is not one an operator chose). On PostgreSQL, processes on
 * other hosts must unseal the same cookies, so a file on this host cannot be the secret either.
 */
function developmentSecret(required: boolean, dataDir: string): string {
  if (required) {
    throw new ConfigError('SESSION_SECRET is required when NODE_ENV=production or DATABASE_URL is PostgreSQL (at least 32 characters)');
  }
  const file = path.join(dataDir, 'session-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // Not there yet: generated below.
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
