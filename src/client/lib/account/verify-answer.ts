import type { QueryClient } from '@tanstack/react-query';
import { workspaceAccessFromVerify, workspaceAccessQuery } from '@/lib/workspace-access';
import { emailVerificationFromVerify, emailVerificationQuery } from './email-verification';

/**
 * The session check's answer (GET /api/auth/verify) also holds the workspace access and the
 * address's state, which the signed-in screens read through queries of their own: they are filled
 * from it, so opening a screen asks the server once instead of three times. An answer without one
 * of them leaves that query to ask the server itself, as it does for a remembered user (no check).
 */
export function keepVerifyAnswer(client: QueryClient, body: unknown): void {
  try {
    client.setQueryData(workspaceAccessQuery.queryKey, workspaceAccessFromVerify(body));
  } catch {
    // Not in this answer: the query reads the server when a screen needs it.
  }
  try {
    client.setQueryData(emailVerificationQuery.queryKey, emailVerificationFromVerify(body));
  } catch {
    // As above.
  }
}
