import type { FastifyRequest } from 'fastify';
import { roleCannot } from '../../shared/contract/permissions.js';
import type { WorkspaceRole } from '../db/schema.js';
import { HttpError } from '../http-error.js';
import { apiKeyOf } from './api-key-auth.js';

/**
 * The public API acts with its key creator's current role (issue 18; ADR 0037), held to the same
 * policies as the session's routes (plugins/require-role.ts): a preHandler that answers 403
 * before any record is looked up.
 */
export const KEY_ACTS_AS_CREATOR = 'An API key acts with the role of the person who created it.';

export function requireKeyRole(policy: (role: WorkspaceRole) => boolean, action: string) {
  return async function checkKeyRole(request: FastifyRequest): Promise<void> {
    const { role } = apiKeyOf(request);
    if (!policy(role)) throw new HttpError(403, { error: `${roleCannot(role, action)} ${KEY_ACTS_AS_CREATOR}` });
  };
}
