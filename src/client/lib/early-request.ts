/**
 * A GET started before the code that reads its answer has loaded: the document of /editor/{id}
 * is requested as soon as the session check says someone is signed in (app/lazy-pages.ts), not
 * once the editor's code has arrived and asks for it. The first request for the same path takes
 * the answer (api-request.ts); one nobody takes soon is dropped, so no later visit reads it stale.
 */
const UNCLAIMED_FOR_MS = 10_000;

const started = new Map<string, Promise<Response>>();

export function startEarlyGet(path: string): void {
  if (started.has(path)) return;
  const response = fetch(path, { credentials: 'include' });
  // A failure is the taker's to report, as any request's; untaken, it is nobody's.
  response.catch(() => undefined);
  started.set(path, response);
  setTimeout(() => {
    if (started.get(path) === response) started.delete(path);
  }, UNCLAIMED_FOR_MS);
}

/** The answer of an early GET of `path`, once: later requests go to the server. */
export function takeEarlyGet(path: string): Promise<Response> | undefined {
  const response = started.get(path);
  started.delete(path);
  return response;
}
