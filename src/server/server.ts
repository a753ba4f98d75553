import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { GST_NUMBER_MISSING } from '../common/schemas/billing.js';
import { createApp } from './app.js';
import { loadConfig, type Config } from './core/config.js';
import { createDataSources } from './core/db/data-source.js';
import { entities } from './entities.js';
import { Database } from './core/db/database.js';
import { createAppServer } from './core/http/app-server.js';
import { whileStarting } from './core/http/health.js';
import { jobHandlers } from './job-handlers.js';
import { JobQueue } from './core/jobs/queue.js';
import { JobRunner } from './core/jobs/runner.js';
import { OutboxMailer, SmtpMailer, type Mailer } from './core/mail/mailer.js';
import { HttpSms, OutboxSms, type SmsTransport } from './core/mail/sms.js';
import { SessionCookies } from './core/security/sessions.js';
import { REQUEST_LIMITS, RequestLimiter, type RequestLimits } from './core/security/request-limits.js';
import { PiiCipher } from './core/security/pii.js';
import { createServices, type Services } from './services.js';
import type { DataSource } from 'typeorm';

export interface StartOptions extends Partial<Config> {
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
  /** Replaces the configured transport (tests that want to see or break the mail). */
  mailer?: Mailer;
  /** Replaces the wall clock (tests of dates and expiry). */
  now?: () => Date;
  /** Replaces the throttles (tests that need many requests, or small limits); the server always uses REQUEST_LIMITS. */
  limits?: RequestLimits;
}

export interface RunningServer {
  url: string;
  port: number;
  config: Config;
  /** The database helper: what the services write through (tests may close it to see /readyz fail). */
  db: Database;
  dataSource: DataSource;
  services: Services;
  /** This process's job runner; absent with `JOBS=off`. */
  jobs: JobRunner | undefined;
  /** Set when this start created the first admin without a configured password. */
  generatedAdminPassword: string | undefined;
  /** Stops accepting connections and running jobs, lets the work in flight finish, then closes the database. */
  close(): Promise<void>;
}

export interface Backend {
  config: Config;
  db: Database;
  dataSource: DataSource;
  queue: JobQueue;
  /** The services' clock, which the job runner follows too. */
  now: () => Date;
  services: Services;
  generatedAdminPassword: string | undefined;
}

/** env → data source → migrations → admin bootstrap: everything but HTTP (the demo seeder uses it too). */
export async function openBackend(options: StartOptions = {}): Promise<Backend> {
  const { env = process.env, log = console.log, now = () => new Date(), limits = REQUEST_LIMITS, ...overrides } = options;
  const config = loadConfig(env, overrides);
  const db = new Database(createDataSources(config.databaseUrl, entities));
  await db.open();
  try {
    await db.migrate();
  } catch (error) {
    await db.close();
    throw error;
  }

  const queue = new JobQueue(now);
  const services = createServices({
    db,
    jobs: queue,
    limits: new RequestLimiter(db, limits, now),
    now,
    publicUrl: config.publicUrl,
    log,
    payments: config.payments,
    payouts: config.payouts,
    stripe: config.stripe ?? null,
    pii: config.piiKey ? new PiiCipher(config.piiKey) : null,
    backups: { databaseUrl: config.databaseUrl, directory: config.backupDir, daily: config.backups },
    webhookTargets: config.webhookTargets,
  });
  const admin = await services.accounts.ensureAdmin(config.adminUsername, config.adminPassword);
  await services.payouts.ensureWeeklyRun();
  await services.backups.ensureDailyBackup();
  await services.events.ensureDailyPurge();
  return { config, db, dataSource: db.dataSource, queue, now, services, generatedAdminPassword: admin.generatedPassword };
}

/** The backend, served over HTTP with the built client (ARCHITECTURE.md's start-up order). */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  // Bind first: with PORT=0 the port is known only once bound, and the links in emails
  // (PUBLIC_URL's default) must name the port actually in use.
  const { host, port: requestedPort } = loadConfig(options.env ?? process.env, options);
  const { server, serve } = createAppServer();
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
    server.listen(requestedPort, host);
  });
  const { port } = server.address() as AddressInfo;
  const startingApp = whileStarting();
  server.on('request', startingApp);

  let backend: Backend;
  try {
    backend = await openBackend({ ...options, port });
  } catch (error) {
    server.close();
    throw error;
  }
  const { config, db, dataSource, queue, now, services, generatedAdminPassword } = backend;
  const log = options.log ?? console.log;
  // Nothing stops without GST_NUMBER (DECISIONS.md section 12), but every invoice then lacks it.
  if (!config.payments.gstNumber) log(`Warning: ${GST_NUMBER_MISSING}. Set GST_NUMBER to ChefConnect's GST registration number.`);
  const jobs = config.jobs
    ? new JobRunner({ db, queue, handlers: jobHandlers(options.mailer ?? configuredMailer(config, log), configuredSms(config, log), services, { publicUrl: config.publicUrl }), now, log })
    : undefined;
  server.off('request', startingApp);
  serve(
    createApp({
      services,
      cookies: new SessionCookies(config.sessionSecret, config.production),
      clientDir: config.clientDir,
      publicUrl: config.publicUrl,
      log,
      trustProxy: config.trustProxy,
      databaseAnswers: () => db.ping(),
      stripe: config.stripe,
    }),
  );

  let closing: Promise<void> | undefined;
  return {
    url: `http://${config.host}:${port}`,
    port,
    config,
    db,
    dataSource,
    services,
    jobs,
    generatedAdminPassword,
    close() {
      closing ??= (async () => {
        await Promise.all([
          new Promise<void>((resolve) => {
            server.close(() => resolve());
            server.closeIdleConnections();
          }),
          jobs?.stop(),
        ]);
        await db.close();
      })();
      return closing;
    },
  };
}

function configuredMailer(config: Config, log: (line: string) => void): Mailer {
  return config.mailTransport === 'outbox' ? new OutboxMailer(path.join(config.dataDir, 'outbox'), log) : new SmtpMailer(config.mailTransport);
}

function configuredSms(config: Config, log: (line: string) => void): SmsTransport {
  return config.smsTransport === 'outbox' ? new OutboxSms(path.join(config.dataDir, 'outbox', 'sms'), log) : new HttpSms(config.smsTransport);
}
