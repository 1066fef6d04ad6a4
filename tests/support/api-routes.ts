import type { HTTPMethods, RouteOptions } from 'fastify';
import { z } from 'zod';
import type { TestApp } from './test-app.js';

/** One method of one API route, as the app registered it. */
export interface ApiRoute {
  method: HTTPMethods;
  url: string;
  /** `POST /api/documents`: the key tests use to look up what a route needs. */
  key: string;
  /** The route's path parameters, e.g. ['id']. */
  params: string[];
  /** The fields of the route's body and query schemas, when they are zod objects. */
  bodyFields: string[];
  queryFields: string[];
  hasBodySchema: boolean;
}

const fieldsOf = (schema: unknown): string[] => (schema instanceof z.ZodObject ? Object.keys(schema.shape) : []);

/**
 * Every API route of the running app (HEAD twins left out), read from its onRoute record, so a
 * route added later is covered by the tests that walk this list without anyone listing it.
 */
export function apiRoutes(t: TestApp): ApiRoute[] {
  return t.routes
    .filter((route: RouteOptions) => route.url.startsWith('/api/'))
    .flatMap((route: RouteOptions) => {
      const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((method) => method !== 'HEAD');
      const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown };
      return methods.map((method) => ({
        method,
        url: route.url,
        key: `${method} ${route.url}`,
        params: [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] as string),
        bodyFields: fieldsOf(schema.body),
        queryFields: fieldsOf(schema.querystring),
        hasBodySchema: schema.body !== undefined,
      }));
    });
}

/**
 * The resource a route's `:id` names, from the path segment after /api/ (documents, clients…), or
 * after /api/v1/ for the public API.
 */
export const resourceOf = (route: ApiRoute): string => {
  const segments = route.url.split('/');
  return (segments[2] === 'v1' ? segments[3] : segments[2]) ?? '';
};

/**
 * Path parameters that name a record of their own inside the route's resource: a document's comment
 * thread and one of its comments, and its client review link (issue 19). Every other parameter names
 * a record of resourceOf.
 */
const recordsOfParams: Record<string, string> = { threadId: 'comment-threads', commentId: 'comments', linkId: 'review-links' };

/** Which records a path parameter names: its own kind (recordsOfParams), or the route's resource. */
export const recordOfParam = (route: ApiRoute, param: string): string => recordsOfParams[param] ?? resourceOf(route);

/** The public API (issue 17) takes a bearer key where the rest of the API takes the session cookie. */
export const isPublicApiRoute = (route: ApiRoute): boolean => route.url.startsWith('/api/v1/');

/** The header that signs a request in as `who` on this route: its API key on /api/v1, else its session cookie. */
export function credentialsFor(route: ApiRoute, who: { cookie: string; apiKey: string } | null): Record<string, string> {
  if (!who) return {};
  return isPublicApiRoute(route) ? { authorization: `Bearer ${who.apiKey}` } : { cookie: who.cookie };
}

/** The route's path with each parameter replaced. */
export function pathWith(route: ApiRoute, values: Record<string, string>): string {
  return route.url.replace(/:(\w+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for :${name} of ${route.key}`);
    return value;
  });
}

/** A multipart/form-data body built by hand, so tests can also send broken ones. */
export function multipartBody(
  boundary: string,
  fields: Record<string, string>,
  files: Array<{ field: string; name: string; content: string }>,
  options: { closed?: boolean } = {},
): string {
  const parts = [
    ...Object.entries(fields).map(
      ([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
    ...files.map(
      (file) =>
        `--${boundary}\r\ncontent-disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
        `content-type: text/plain\r\n\r\n${file.content}\r\n`,
    ),
  ];
  return parts.join('') + (options.closed === false ? '' : `--${boundary}--\r\n`);
}
