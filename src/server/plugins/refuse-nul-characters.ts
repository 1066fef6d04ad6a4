import type { FastifyInstance } from 'fastify';
import { invalidField } from '../http-error.js';

/**
 * Refuses a NUL character (U+0000) anywhere in a request's path parameters, query string or JSON
 * body with 400 naming the field (issue 12, defect 9).
 *
 * PostgreSQL's text types cannot hold U+0000: a NUL in any parameter fails the whole statement,
 * which answered 500 for every route that stores or searches text. That makes it a rule of the
 * server's storage, not of any one field, so it is enforced once here, for every route and every
 * field, including routes and fields added later. A refinement on each shared string schema would
 * be one more thing every new field must remember (and a missed one is a 500 again); nobody types
 * a NUL into a form, so the client's copies of the schemas lose nothing by not checking it.
 */
export function registerNulCharacterRefusal(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const parts: Array<[string, unknown]> = [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ];
    for (const [part, value] of parts) {
      const path = pathToNul(value);
      if (path !== null) {
        const field = path || part;
        throw invalidField(field, `${field} must not contain a NUL character (\\u0000)`);
      }
    }
  });
}

/**
 * The dotted path of the first string (or object key) holding a NUL, '' for the value itself, or
 * null. Iterative, so a body nested a million levels deep cannot overflow the stack.
 */
export function pathToNul(root: unknown): string | null {
  const pending: Array<[unknown, string]> = [[root, '']];
  while (pending.length > 0) {
    const [value, path] = pending.pop() as [unknown, string];
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push([item, join(path, String(index))]));
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return join(path, key);
        pending.push([item, join(path, key)]);
      }
    }
  }
  return null;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
