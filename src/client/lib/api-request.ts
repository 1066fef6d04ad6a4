import { takeEarlyGet } from './early-request';
import { reportSessionRejected } from './session-rejected';
import { reportIfTwoFactorRequired } from './two-factor-required';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A non-OK answer. The message keeps spec §8's format: `${status}: ${bodyText || statusText}`. */
export class ApiError extends Error {
  readonly status: number;
  /** The answer's JSON body when it had one (a 409's current document, a 402's limit). */
  readonly body: unknown;

  constructor(status: number, message: string, body: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/*
 * /api/auth/* answers 401 for wrong credentials or a missing session, which its callers handle
 * themselves; anywhere else a 401 means the session we believed in has expired.
 */
const AUTH_PATH_PREFIX = '/api/auth/';

export async function sendRequest(
  method: HttpMethod,
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<Response> {
  // Taken by any request to the path: after a write, the early answer is out of date.
  const early = takeEarlyGet(path);
  const response = await ((method === 'GET' ? early : undefined) ??
    fetch(path, {
      method,
      credentials: 'include',
      headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    }));
  if (response.status === 401 && !path.startsWith(AUTH_PATH_PREFIX)) reportSessionRejected();
  if (response.status === 403) void reportIfTwoFactorRequired(response.clone());
  return response;
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    // Not JSON (a proxy's error page): the message keeps the text.
  }
  throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, body);
}

export async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : null;
}

/** Sends `body` as JSON with the session cookie; resolves to the parsed answer, or null for 204. */
export async function apiRequest(method: HttpMethod, path: string, body?: unknown): Promise<unknown> {
  const response = await sendRequest(method, path, body);
  await throwIfNotOk(response);
  return readJson(response);
}
