import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { registerAccountRoutes } from './account/routes.js';
import { registerEmailChangeRoutes } from './account/email-change/routes.js';
import { registerAdminRoutes } from './admin/routes.js';
import { registerAuditLogRoutes } from './audit/routes.js';
import { registerAiRoutes } from './ai/routes.js';
import { createChatModel } from './ai/provider/chat-model.js';
import type { ModelSettings } from './ai/provider/model-settings.js';
import { registerAiSettingsRoutes } from './ai/workspace-settings/routes.js';
import { registerAiUsageRoutes } from './ai/usage/routes.js';
import { createWorkspaceModels } from './ai/workspace-settings/workspace-models.js';
import { reportFeedbackThreadTo } from './writing-feedback/feedback-thread-client.js';
import type { SecretBox } from './security/secret-box.js';
import { registerAccountDeletionRoutes } from './account-deletion/routes.js';
import { registerAnalyticsRoutes } from './analytics/routes.js';
import { registerApiKeyRoutes } from './api-keys/routes.js';
import { registerAuthRoutes } from './auth/routes.js';
import { registerEmailVerificationRoutes } from './auth/email-verification/routes.js';
import { registerPasswordResetRoutes } from './auth/password-reset/routes.js';
import { TEST_MODE_BILLING } from './billing/billing-settings.js';
import { createPaymentProviders, type PaymentProviders } from './billing/payment-providers.js';
import { registerBillingRoutes } from './billing/routes.js';
import { registerCommentRoutes } from './comments/routes.js';
import { registerNotificationRoutes } from './notifications/routes.js';
import { registerClientRoutes } from './clients/routes.js';
import { createInstanceChannel } from './collab/create-instance-channel.js';
import { LiveEvents } from './collab/live-events.js';
import { registerCollab } from './collab/register-collab.js';
import { registerClientStyleGuideRoutes } from './clients/style-guide/routes.js';
import { registerBrandVoiceRoutes } from './clients/voice/routes.js';
import type { TrustedProxies } from './config.js';
import type { Database } from './db/database.js';
import { registerDataExportRoutes } from './data-export/routes.js';
import { registerDocumentRoutes } from './documents/routes.js';
import { registerDocumentVersionRoutes } from './documents/versions/routes.js';
import { registerImportRoutes } from './documents/import/routes.js';
import { createMailQueue } from './mail/queue-mail.js';
import { registerFileRoutes } from './files/routes.js';
import { registerHealthRoutes } from './health/routes.js';
import { registerPersonalityRoutes } from './personalities/routes.js';
import { registerPreferenceRoutes } from './preferences/routes.js';
import { registerProjectRoutes } from './projects/routes.js';
import { registerApiReference } from './public-api/openapi/register-openapi.js';
import { registerPublicApi } from './public-api/register-public-api.js';
import { registerPublicFormRoutes } from './public-forms/routes.js';
import { registerGuestReviewRoutes } from './review-links/guest/routes.js';
import { registerReviewLinkRoutes } from './review-links/routes.js';
import { handleError, sendNoRoute } from './plugins/error-handler.js';
import { registerOriginCheck } from './plugins/origin-check.js';
import { registerNulCharacterRefusal } from './plugins/refuse-nul-characters.js';
import { registerRequestLog } from './plugins/request-log.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerSession } from './plugins/session.js';
import { registerTwoFactorRequirement } from './plugins/two-factor-requirement.js';
import { postgresRateLimitStore } from './rate-limit/postgres-store.js';
import type { FileStorage } from './storage/file-storage.js';
import { registerTeamRoutes } from './team/routes.js';
import { registerTemplateRoutes } from './templates/routes.js';
import { registerTwoFactorRoutes } from './two-factor/routes.js';
import { registerClient } from './web/serve-client.js';
import { registerStyleRuleRoutes } from './style-rules/routes.js';
import { feedbackRemeasurer } from './writing-feedback/remeasure-workspace.js';
import { registerWritingFeedbackRoutes } from './writing-feedback/routes.js';

export interface AppOptions {
  db: Database;
  pool: pg.Pool;
  appName: string;
  /** Where uploaded files are kept. */
  storage: FileStorage;
  /** Called when work was queued, so this instance's job runner looks at once. */
  onJobQueued?: () => void;
  /** The built client (dist/client); API tests leave it out. */
  clientDirectory?: string;
  /** PUBLIC_URL, for the pre-rendered pages' canonical links; needed with clientDirectory. */
  publicUrl?: string;
  /**
   * Where links in mail lead (PUBLIC_URL): never the request's Host header, which a caller could
   * set to send someone a reset link to their own site. http://localhost:3000 when left out.
   */
  appUrl?: string;
  /** TRUST_PROXY: hops or proxy addresses whose X-Forwarded-* headers are believed. */
  trustProxy?: TrustedProxies;
  /** Card and wallet payment providers; the offline test mode when left out. */
  payments?: PaymentProviders;
  /** A pino logger; none in tests. */
  logger?: FastifyBaseLogger;
  isShuttingDown?: () => boolean;
  /** Told of every route as it is registered, so tests can enumerate the whole API. */
  onRoute?: (route: RouteOptions) => void;
  /** UPLOAD_IDLE_TIMEOUT_SECONDS; 30 s when left out. */
  uploadIdleTimeoutMs?: number;
  /** The AI model endpoint (AI_*); the built-in engine only when left out. */
  ai?: ModelSettings;
  /** Seals secrets kept in the database (workspaces' model keys) with APP_SECRET. */
  secretBox: SecretBox;
  /** AI_ALLOW_PRIVATE_ENDPOINTS; true when left out (a laptop's Ollama). */
  aiAllowPrivateEndpoints?: boolean;
  /** REDIS_URL: instances share co-editing changes through Redis instead of LISTEN/NOTIFY. */
  redisUrl?: string;
}

const DEFAULT_UPLOAD_IDLE_TIMEOUT_MS = 30_000;

/** A number of proxies as a trust function (what Fastify does with a number, which its types omit). */
function fastifyTrustProxy(trusted: TrustedProxies): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trusted === 'number' ? (_address, hop) => hop < trusted : trusted;
}

/** Whether any proxy is trusted, for the co-editing upgrade that Fastify does not see (its X-Forwarded-* headers). */
function isProxyTrusted(trusted: TrustedProxies): boolean {
  return Array.isArray(trusted) ? trusted.length > 0 : Boolean(trusted);
}

/** Registers every plugin and route without listening, so tests can use `app.inject`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    // Closing: stop accepting, let requests in flight finish, then close idle keep-alive sockets.
    forceCloseConnections: 'idle',
    bodyLimit: 1024 * 1024,
    // One line per request instead, by registerRequestLog.
    logController: new LogController({ disableRequestLogging: true }),
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  registerRequestLog(app);

  registerSecurityHeaders(app);
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, { global: false, store: postgresRateLimitStore(options.pool) });
  registerOriginCheck(app);
  registerNulCharacterRefusal(app);
  // While shutting down, a keep-alive connection would stay open until its idle timeout (72 s in
  // Fastify) after its last answer; closing it with the answer lets the process exit promptly.
  const isShuttingDown = options.isShuttingDown ?? (() => false);
  app.addHook('onSend', async (_request, reply) => {
    if (isShuttingDown()) reply.header('connection', 'close');
  });
  registerSession(app, options.db);
  registerTwoFactorRequirement(app);

  registerHealthRoutes(app, options.pool, isShuttingDown);
  // One connection to the server's model for every route that uses it (ADR 0025); a workspace
  // may use its own instead (Settings → AI).
  const serverModel = options.ai ? createChatModel(options.ai) : undefined;
  const onJobQueued = options.onJobQueued ?? (() => undefined);
  const remeasureFeedback = feedbackRemeasurer(options.db, onJobQueued);
  reportFeedbackThreadTo(app.log);
  const models = createWorkspaceModels({
    db: options.db,
    serverModel,
    secretBox: options.secretBox,
    allowPrivateEndpoints: options.aiAllowPrivateEndpoints ?? true,
  });
  registerAiRoutes(app, options.db, serverModel, models);
  registerAiSettingsRoutes(app, options.db, models);
  registerAiUsageRoutes(app, options.db);
  const mail = createMailQueue({
    secretBox: options.secretBox,
    appUrl: options.appUrl ?? 'http://localhost:3000',
    onQueued: options.onJobQueued ?? (() => undefined),
  });
  registerAuthRoutes(app, options.db, options.pool, mail, options.secretBox);
  registerPasswordResetRoutes(app, options.db, options.pool, mail);
  registerEmailVerificationRoutes(app, options.db, mail);
  registerAccountRoutes(app, options.db, options.pool);
  registerEmailChangeRoutes(app, options.db, options.pool, mail);
  registerTwoFactorRoutes(app, { db: options.db, pool: options.pool, secretBox: options.secretBox, appName: options.appName });
  registerApiKeyRoutes(app, options.db);
  registerDataExportRoutes(app, options.db, options.storage, onJobQueued);
  registerAccountDeletionRoutes(app, options.db, mail);
  registerTeamRoutes(app, options.db, options.pool, mail, options.storage);
  registerAuditLogRoutes(app, options.db);
  registerAdminRoutes(app, options.db, mail);
  // Created before the routes that save documents (they announce the saves), started with the co-editing server.
  const instances = createInstanceChannel({ db: options.db, pool: options.pool, log: app.log, redisUrl: options.redisUrl });
  registerDocumentRoutes(app, options.db, instances);
  registerDocumentVersionRoutes(app, options.db, instances);
  // Comments and notifications pushed to open screens through the same channel (ADR 0046).
  const live = new LiveEvents(instances, app.log);
  registerCommentRoutes(app, options.db, mail, live);
  registerNotificationRoutes(app, options.db, live);
  await registerCollab(app, {
    db: options.db,
    pool: options.pool,
    channel: instances,
    live,
    trustProxy: isProxyTrusted(options.trustProxy ?? false),
  });
  registerReviewLinkRoutes(app, options.db, mail);
  registerGuestReviewRoutes(app, options.db, mail, live);
  registerWritingFeedbackRoutes(app, options.db, remeasureFeedback);
  registerStyleRuleRoutes(app, options.db, remeasureFeedback);
  registerImportRoutes(app);
  registerPersonalityRoutes(app, options.db);
  registerPreferenceRoutes(app, options.db);
  registerTemplateRoutes(app, options.db);
  registerAnalyticsRoutes(app, options.db);
  registerClientRoutes(app, options.db, remeasureFeedback);
  registerBrandVoiceRoutes(app, options.db, models);
  registerClientStyleGuideRoutes(app, options.db, remeasureFeedback);
  registerProjectRoutes(app, options.db);
  registerBillingRoutes(app, options.db, options.payments ?? createPaymentProviders(TEST_MODE_BILLING), options.publicUrl);
  registerPublicFormRoutes(app, options.db);
  // Before the v1 routes: the OpenAPI document is made from the routes registered after it.
  await registerApiReference(app, { appName: options.appName, publicUrl: options.publicUrl });
  await registerPublicApi(app, { db: options.db, pool: options.pool, models, instances });
  await registerFileRoutes(
    app,
    options.db,
    options.storage,
    onJobQueued,
    options.uploadIdleTimeoutMs ?? DEFAULT_UPLOAD_IDLE_TIMEOUT_MS,
  );

  if (options.clientDirectory) {
    if (!options.publicUrl) throw new Error('publicUrl is required to serve the client');
    await registerClient(app, { clientDirectory: options.clientDirectory, appName: options.appName, publicUrl: options.publicUrl });
  } else {
    app.setNotFoundHandler(sendNoRoute);
  }
  return app;
}
