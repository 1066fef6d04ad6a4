import { DrizzleQueryError } from 'drizzle-orm/errors';
import pino, { type DestinationStream, type Logger } from 'pino';

/** How much of a failed statement's SQL a log line keeps: enough to name it. */
const STATEMENT_CHARS = 160;

interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  code?: string;
  statement?: string;
  constraint?: string;
  table?: string;
  column?: string;
  cause?: LoggedError;
}

/**
 * Errors as log lines, without the values a query was given (issue 12). Drizzle puts a failed
 * query's parameters in its error's message ("Failed query: … params: <password hash>, <document
 * text>"), and the driver's error can carry the offending value in `detail`; a line names the
 * statement and the database's error instead.
 */
export function serializeError(error: unknown): LoggedError | unknown {
  if (!(error instanceof Error)) return error;
  if (error instanceof DrizzleQueryError) {
    const cause = error.cause as (Error & { code?: string; constraint?: string; table?: string; column?: string }) | undefined;
    return {
      type: 'DrizzleQueryError',
      message: cause?.message ?? 'query failed',
      statement: error.query.replace(/\s+/g, ' ').slice(0, STATEMENT_CHARS),
      ...(cause?.code ? { code: cause.code } : {}),
      ...(cause?.constraint ? { constraint: cause.constraint } : {}),
      ...(cause?.table ? { table: cause.table } : {}),
      ...(cause?.column ? { column: cause.column } : {}),
      ...(cause?.stack ? { stack: cause.stack } : {}),
    };
  }
  const serialized = pino.stdSerializers.err(error) as unknown as LoggedError & { detail?: unknown; where?: unknown };
  // pg's own errors: the offending value may be in detail ("Key (email)=(…) already exists").
  delete serialized.detail;
  delete serialized.where;
  if (error.cause instanceof Error) serialized.cause = serializeError(error.cause) as LoggedError;
  return serialized;
}

/**
 * The server's logger: JSON lines, errors without query values, to standard output.
 *
 * Written asynchronously: pino's default writes each line to stdout with a blocking write(2) on
 * the event loop, once per request (request-log.ts); handing lines to sonic-boom's asynchronous
 * writer lets a burst of requests share one write, which gave document reads 10–15 % more
 * throughput under load (docs/benchmarks.md, "The API's overhead"). Nothing is held back: a line
 * is written as soon as the previous write is done (no minimum length), and pino flushes
 * synchronously when the process exits (a fatal error's last line included). Only a kill -9 can
 * lose the lines of the write in flight.
 */
export function createLogger(level: string, destination: DestinationStream = pino.destination({ dest: 1, sync: false })): Logger {
  return pino({ level, serializers: { err: serializeError } }, destination);
}
