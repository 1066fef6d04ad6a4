/**
 * An error meant for the client: its status and the JSON body it gets. Services throw these;
 * the error handler turns them into responses. Anything else is a 500 with no details.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: { error: string; field?: string; [detail: string]: unknown } | { message: string },
    readonly headers: Record<string, string> = {},
  ) {
    super('error' in body ? body.error : body.message);
  }
}

export const notFound = (what = 'Not found') => new HttpError(404, { error: what });

/** 400 for one field of the request: the text says what is wrong, `field` names it for programs. */
export const invalidField = (field: string, error: string) => new HttpError(400, { error, field });
