import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendNoRoute } from '../plugins/error-handler.js';
import { canUseAdminConsole } from '../policies/admin-console.js';

/**
 * The onRequest hook of every /api/admin route: anyone but the master account, signed in or
 * not, gets the very answer of a path no route serves (ADR 0039), so the console cannot even be
 * found. It runs before the body and parameters are validated, which would otherwise answer 400
 * and give the route away.
 */
export async function hideUnlessMaster(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!canUseAdminConsole(request.session?.user)) await sendNoRoute(request, reply);
}
