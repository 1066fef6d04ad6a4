import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createSubscriptionBody,
  createSubscriptionResponse,
  paymentSettingsResponse,
  plansResponse,
  userSubscription,
} from '../../shared/contract/subscriptions.js';
import { idParams } from '../../shared/contract/ids.js';
import { paymentProviders } from '../../shared/vocabulary.js';
import type { Database } from '../db/database.js';
import { HttpError } from '../http-error.js';
import { requireSession, sessionOf } from '../plugins/session.js';
import { canSubscribe, canViewSubscription } from '../policies/subscription.js';
import { changeRenewal } from './change-renewal.js';
import { createSubscription } from './create-subscription.js';
import { endReplaced } from './end-replaced-subscription.js';
import { findUser, readSubscription } from './read-subscription.js';
import type { PaymentProviders } from './payment-providers.js';
import { PLANS } from './plans.js';
import { ProviderError, WebhookVerificationError } from './providers/payment-provider.js';
import { applyBillingEvent } from './subscription-store.js';
import { canManageBilling } from '../policies/subscription.js';
import { requireRole } from '../plugins/require-role.js';

const HOUR_MS = 60 * 60 * 1000;
/** Each subscribe call opens a checkout at the provider: a person needs a handful, not hundreds. */
const CHECKOUTS_PER_USER_PER_HOUR = 20;
/** Provider events are small JSON documents; Stripe's largest are well under this. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

const webhookAnswer = z.object({ received: z.literal(true), replayed: z.boolean() });

/**
 * @param publicUrl The site's public origin for the providers' return links; without it, the
 * request's own origin (behind a proxy, TRUST_PROXY makes that the public one).
 */
export function registerBillingRoutes(
  app: FastifyInstance,
  db: Database,
  providers: PaymentProviders,
  publicUrl: string | undefined,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/pricing/plans', { schema: { response: { 200: plansResponse } } }, async () => [...PLANS]);

  api.get(
    '/api/subscription/payment-settings',
    { schema: { response: { 200: paymentSettingsResponse } }, preHandler: [requireSession, requireRole(canManageBilling, 'manage billing', 'an owner')] },
    async () => providers.settings,
  );

  api.get(
    '/api/user/:id/subscription',
    { schema: { params: idParams, response: { 200: userSubscription } }, preHandler: requireSession },
    async (request) => {
      const viewer = sessionOf(request).user;
      // Another account's plan is nobody else's business, except the administrator's: 404, not 403,
      // so ids cannot be probed.
      if (!canViewSubscription(viewer, request.params.id)) throw new HttpError(404, { error: 'User not found' });
      const user = request.params.id === viewer.id ? viewer : await findUser(db, request.params.id);
      if (!user) throw new HttpError(404, { error: 'User not found' });
      return readSubscription(db, user);
    },
  );

  api.post(
    '/api/subscription/create',
    {
      schema: { body: createSubscriptionBody, response: { 200: createSubscriptionResponse } },
      preHandler: [requireSession, requireRole(canManageBilling, 'manage billing', 'an owner')],
      config: {
        rateLimit: {
          max: CHECKOUTS_PER_USER_PER_HOUR,
          timeWindow: HOUR_MS,
          keyGenerator: (request: FastifyRequest) => `subscribe:${request.session?.user.id ?? request.ip}`,
          errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
            new HttpError(429, {
              error: `Too many subscription attempts. Please try again in ${Math.max(1, Math.ceil(context.ttl / 60_000))} minute(s).`,
            }),
        },
      },
    },
    async (request) => {
      const user = sessionOf(request).user;
      if (!canSubscribe(user, request.body.userId)) throw new HttpError(403, { error: 'You can only subscribe your own account' });
      return createSubscription(
        db,
        providers,
        {
          user,
          planId: request.body.planId,
          paymentMethod: request.body.paymentMethod,
          origin: publicUrl ?? `${request.protocol}://${request.host}`,
        },
        request.log,
      );
    },
  );

  for (const action of ['cancel', 'resume'] as const) {
    api.post(
      `/api/subscription/${action}`,
      { schema: { response: { 200: userSubscription } }, preHandler: [requireSession, requireRole(canManageBilling, 'manage billing', 'an owner')] },
      async (request) => changeRenewal(db, providers, sessionOf(request).user, action, request.log),
    );
  }

  // Webhooks carry no session: the provider's signature is their authentication, and it is
  // computed over the exact bytes sent, so this scope keeps the body raw.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => {
      done(null, body);
    });
    for (const provider of paymentProviders) {
      scope.post(
        `/api/webhooks/${provider}`,
        { bodyLimit: WEBHOOK_BODY_LIMIT, schema: { response: { 200: webhookAnswer } } },
        async (request: FastifyRequest, reply: FastifyReply) => {
          const adapter = providers.byName(provider);
          if (!adapter || adapter.name === 'test') {
            throw new HttpError(404, { error: `${provider === 'stripe' ? 'Stripe' : 'PayPal'} is not configured on this server` });
          }
          if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
            throw new HttpError(400, { error: 'The webhook body is empty' });
          }
          let event;
          try {
            event = await adapter.readWebhook(request.body, request.headers);
          } catch (error) {
            if (error instanceof WebhookVerificationError) {
              request.log.warn({ provider, reason: error.message }, 'webhook refused');
              throw new HttpError(400, { error: error.message });
            }
            if (error instanceof ProviderError) {
              request.log.error({ err: error.cause ?? error, provider }, 'webhook could not be verified');
              // 503 makes the provider deliver the event again later.
              throw new HttpError(503, { error: error.message });
            }
            throw error;
          }
          const { replayed, replaced } = await applyBillingEvent(db, provider, event);
          await endReplaced(providers, replaced, request.log);
          return reply.code(200).send({ received: true, replayed });
        },
      );
    }
  });
}
