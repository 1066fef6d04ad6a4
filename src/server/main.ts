import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { createPaymentProviders } from './billing/payment-providers.js';
import { extractFileJob } from './files/extract-file-job.js';
import { removeStaleScratchDirectories } from './files/extraction/index.js';
import { EXTRACT_FILE_JOB } from './files/file-job-kinds.js';
import { JobRunner } from './jobs/job-runner.js';
import { localDiskStorage } from './storage/local-disk-storage.js';
import { s3Storage } from './storage/s3-storage.js';
import { ensureMasterAccount } from './auth/ensure-master-account.js';
import { deleteExpiredSessions } from './auth/sessions.js';
import { removeOldAuditEvents } from './audit/remove-old-audit-events.js';
import { forgetStaleDevices } from './auth/sign-in-devices.js';
import { ConfigError, loadConfig } from './config.js';
import { createLogger } from './logger.js';
import { connectDatabase } from './db/database.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded-postgres.js';
import { runMigrations } from './db/migrate.js';
import { deleteExpiredCounters } from './rate-limit/postgres-store.js';
import { seedWritingCatalog } from './writing/seed-writing-catalog.js';
import { loadAppSecret } from './security/app-secret.js';
import { REMEASURE_FEEDBACK_JOB, remeasureFeedbackJob } from './writing-feedback/remeasure-workspace.js';
import { createSecretBox } from './security/secret-box.js';
import { APP_SECRET_DIFFERS, checkAppSecret } from './security/check-app-secret.js';
import { deleteStaleAccountTokens } from './auth/account-tokens.js';
import { deleteExpiredSignInChallenges } from './two-factor/sign-in-challenges.js';
import { createMailTransport } from './mail/create-mail-transport.js';
import { createMailQueue, SEND_MAIL_JOB } from './mail/queue-mail.js';
import { buildDataExportJob } from './data-export/build-data-export-job.js';
import { BUILD_DATA_EXPORT_JOB } from './data-export/request-data-export.js';
import { removeExpiredExports } from './data-export/remove-expired-exports.js';
import { deleteAccountJob } from './account-deletion/delete-account-job.js';
import { DELETE_ACCOUNT_JOB } from './account-deletion/schedule-account-deletion.js';
import { SEND_MAIL_JOB_OPTIONS, sendMailJob } from './mail/send-mail-job.js';

const clientDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client');
const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Starts the production server: configuration, database (embedded unless DATABASE_URL is set),
 * migrations, the master account, then the HTTP server. SIGTERM and SIGINT stop it gracefully.
 */
export async function main(options: { serveClient: boolean } = { serveClient: true }): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const logger = createLogger(config.logLevel);
  let embedded: EmbeddedPostgres | undefined;
  if (!config.databaseUrl) embedded = await startEmbeddedPostgres(config.dataDir, logger, { reservedPorts: [config.port] });
  const databaseUrl = config.databaseUrl ?? embedded!.url;

  await runMigrations(databaseUrl);
  const { db, pool } = connectDatabase(databaseUrl);
  await seedWritingCatalog(db);
  if (config.master) await ensureMasterAccount(db, config.master);

  const storage = config.s3 ? s3Storage(config.s3) : await localDiskStorage(path.join(config.dataDir, 'files'));
  // What extractions of a killed instance left in the system temporary folder (ADR 0007).
  const staleScratch = await removeStaleScratchDirectories();
  if (staleScratch > 0) logger.info({ folders: staleScratch }, 'removed scratch folders of stopped instances');

  let shuttingDown = false;
  const payments = createPaymentProviders(config.billing);
  if (payments.settings.testMode) {
    // Test mode grants paid plans without charging: right for a laptop, a mistake in production.
    logger.warn(
      { card: payments.settings.card, wallet: payments.settings.wallet },
      'payments run in test mode: subscriptions complete without charging (set STRIPE_* and PAYPAL_* to take payments)',
    );
  }
  const appSecret = await loadAppSecret(config.appSecret, config.dataDir);
  const secretBox = createSecretBox(appSecret.secret);
  // Another instance on the same database with its own secret could not open what this one seals
  // (model keys, two-factor secrets, mail waiting to be sent): it stops before serving (ADR 0048).
  if ((await checkAppSecret(db, secretBox)) === 'differs') {
    await pool.end();
    await embedded?.stop();
    throw new Error(APP_SECRET_DIFFERS);
  }
  if (appSecret.source === 'file' && config.databaseUrl) {
    logger.warn('APP_SECRET is not set: using the one kept in DATA_DIR. Set APP_SECRET to the same value on every instance that shares the database.');
  }
  // Jobs queue mail too (an export is ready): the same queue the routes use, woken the same way.
  const jobMail = createMailQueue({ secretBox, appUrl: config.publicUrl, onQueued: () => jobRunner.poke() });
  const jobRunner = new JobRunner({
    db,
    logger,
    handlers: {
      [EXTRACT_FILE_JOB]: extractFileJob(db, storage),
      [REMEASURE_FEEDBACK_JOB]: remeasureFeedbackJob(db),
      [SEND_MAIL_JOB]: sendMailJob({ secretBox, transport: createMailTransport(config.mail, logger), appName: config.appName }),
      [BUILD_DATA_EXPORT_JOB]: buildDataExportJob({ db, storage, mail: jobMail }),
      [DELETE_ACCOUNT_JOB]: deleteAccountJob({ db, storage, payments, mail: jobMail, log: logger }),
    },
    kinds: { [SEND_MAIL_JOB]: SEND_MAIL_JOB_OPTIONS },
  });
  const app = await buildApp({
    secretBox,
    aiAllowPrivateEndpoints: config.aiAllowPrivateEndpoints,
    db,
    pool,
    storage,
    onJobQueued: () => jobRunner.poke(),
    appName: config.appName,
    appUrl: config.publicUrl,
    ...(options.serveClient ? { clientDirectory, publicUrl: config.publicUrl } : {}),
    trustProxy: config.trustProxy,
    payments,
    logger,
    isShuttingDown: () => shuttingDown,
    uploadIdleTimeoutMs: config.uploadIdleTimeoutMs,
    ...(config.ai ? { ai: config.ai } : {}),
    ...(config.redisUrl ? { redisUrl: config.redisUrl } : {}),
  }).catch(async (error: unknown) => {
    // Redis unreachable, say: the embedded database must not outlive the failed start.
    await pool.end();
    await embedded?.stop();
    throw error;
  });

  const housekeeping = setInterval(() => {
    Promise.all([deleteExpiredSessions(db), deleteExpiredCounters(pool), forgetStaleDevices(db), deleteStaleAccountTokens(db), removeExpiredExports(db, storage), deleteExpiredSignInChallenges(db), removeOldAuditEvents(db)]).catch((error: unknown) =>
      logger.warn({ err: error }, 'housekeeping failed'),
    );
  }, HOUSEKEEPING_INTERVAL_MS);
  housekeeping.unref();

  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, 'shutting down: finishing requests in flight');
    clearInterval(housekeeping);
    // Requests still open at the deadline (an upload that stopped sending, say) are cut, so that
    // a stalled client cannot hold the shutdown; their handlers then clean up after themselves.
    const deadline = setTimeout(() => {
      logger.warn({ afterMs: config.shutdownTimeoutMs }, 'shutdown deadline reached: closing the requests still open');
      app.server.closeAllConnections();
    }, config.shutdownTimeoutMs);
    try {
      await Promise.all([app.close(), jobRunner.stop()]);
      clearTimeout(deadline);
      await pool.end();
    } finally {
      await embedded?.stop();
      logger.info('stopped');
      process.exit(0);
    }
  };
  process.once('SIGTERM', (signal) => void shutdown(signal));
  process.once('SIGINT', (signal) => void shutdown(signal));

  await app.listen({ port: config.port, host: config.host });
  jobRunner.start();
  logger.info(`${config.appName} is ready at http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`);
}
