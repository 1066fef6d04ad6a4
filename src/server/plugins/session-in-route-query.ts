/**
 * The session looked up in a route's own statement: for the hottest reads (the documents list
 * and read), where the lookup's separate round trip to PostgreSQL was most of what kept the API
 * under its budget (docs/benchmarks.md, "The API's overhead"), and for POST /api/ai/write, where
 * it stood before the model was asked. The same lookup and the same checks, in the
 * same order of outcome, as the onRequest hooks make for every other route: no cookie or no
 * session is a 401, a member who must set up two-factor a 403, and the route's rows are read in
 * the same snapshot as the session that admits them and thrown away when it does not.
 *
 * A route opts in with `config: SESSION_IN_ROUTE_QUERY`, builds its statement with the session
 * query as a CTE (selectSessionByTokenHash) and hands the row it found to admitSession (ADR 0050).
 * An onRequest hook added later that needs the session must be made here too.
 */
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import { HttpError } from '../http-error.js';
import { hashSessionToken, SESSION_COOKIE, SIGN_IN_MESSAGE, sessionFromRow, type SessionContext, type SessionRow } from './session.js';
import { refuseUntilTwoFactorIsSetUp } from './two-factor-requirement.js';

export const SESSION_IN_ROUTE_QUERY = { sessionInRouteQuery: true } as const;

/** The cookie's token hash for the route's statement; a request without one is a 401 at once. */
export function sessionTokenHash(request: FastifyRequest): string {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) throw new HttpError(401, { error: SIGN_IN_MESSAGE });
  return hashSessionToken(token);
}

/** Admits the request on the session its statement found (or refuses it), as the hooks would have. */
export async function admitSession(request: FastifyRequest, db: Database, row: SessionRow | undefined, tokenHash: string): Promise<SessionContext> {
  if (!row) throw new HttpError(401, { error: SIGN_IN_MESSAGE });
  const session = await sessionFromRow(db, row, tokenHash);
  request.session = session;
  refuseUntilTwoFactorIsSetUp(request);
  return session;
}
