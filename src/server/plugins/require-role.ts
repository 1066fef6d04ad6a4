import type { FastifyRequest } from 'fastify';
import { roleCannot, type AskWhom } from '../../shared/contract/permissions.js';
import type { WorkspaceRole } from '../db/schema.js';
import { HttpError } from '../http-error.js';
import { sessionOf } from './session.js';

/**
 * The preHandler that holds a route to a role policy (issue 18; ADR 0037), after requireSession:
 * a role that may not answers 403 with what it cannot do and whom to ask, before any record is
 * looked up. The policy reads only the role, so the refusal says nothing about whether an id
 * exists; routes whose rule depends on the record (deleting a document) check after loading it,
 * so another workspace's id stays a 404.
 */
export function requireRole(policy: (role: WorkspaceRole) => boolean, action: string, askWhom?: AskWhom) {
  return async function checkRole(request: FastifyRequest): Promise<void> {
    const { role } = sessionOf(request);
    if (!policy(role)) throw new HttpError(403, { error: roleCannot(role, action, askWhom) });
  };
}
