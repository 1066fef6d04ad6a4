import type { FastifyReply } from 'fastify';
import { PUBLIC_ERROR_CODES } from '../../shared/contract/public-api/common.js';

/**
 * onSend of the v1 scope: every error the API answers carries `{error, code}`. Handlers that know
 * a precise code set it (`rate_limited`, `ai_not_configured`…); the others get their status's.
 */
export function withErrorCode(reply: FastifyReply, payload: unknown): unknown {
  if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return payload;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body) || 'code' in body) return payload;
  const status = reply.statusCode as keyof typeof PUBLIC_ERROR_CODES;
  const code = PUBLIC_ERROR_CODES[status] ?? (reply.statusCode >= 500 ? 'internal_error' : 'invalid_request');
  const error = 'error' in body ? body.error : 'message' in body ? body.message : 'Request failed';
  const { message: _message, ...rest } = body as Record<string, unknown>;
  return JSON.stringify({ ...rest, error, code });
}
