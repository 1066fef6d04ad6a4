import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TWO_FACTOR_REQUIRED_CODE, TWO_FACTOR_REQUIRED_MESSAGE } from '../../shared/contract/two-factor.js';
import { HttpError } from '../http-error.js';
import { isReachableWithoutTwoFactor, mustSetUpTwoFactor } from '../policies/two-factor.js';

/**
 * A workspace that requires two-factor (ADR 0038): its members without it get a 403 carrying
 * `code: 'two_factor_required'` from every API call but the few that let them set it up, which
 * the client reads to send them to the set-up. Runs after the session is read (an onRequest hook registered after it), before any body is parsed.
 */
export function registerTwoFactorRequirement(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => refuseUntilTwoFactorIsSetUp(request));
}

/** The requirement's check, also made by routes that read the session in their own query. */
export function refuseUntilTwoFactorIsSetUp(request: FastifyRequest): void {
  const { session } = request;
  if (!session || !mustSetUpTwoFactor(session)) return;
  const path = request.url.split('?')[0] ?? request.url;
  if (isReachableWithoutTwoFactor(request.method, path)) return;
  throw new HttpError(403, { error: TWO_FACTOR_REQUIRED_MESSAGE, code: TWO_FACTOR_REQUIRED_CODE });
}
