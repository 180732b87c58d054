/**
 * Whether an error means the database cannot be reached now (down, restarting, failing over, out of
 * connections), as opposed to refusing a statement. Such a request is answered 503 quickly and the
 * next one tries again: the pool opens fresh connections by itself once the database is back.
 */

/** Node's socket errors on connecting or on a connection the server dropped. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of an unreachable server: class 08 (connection exception), 57P01–57P03 (the server is
 * shutting down, crashed or is not yet accepting connections), 53300 (too many connections).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;

/** node-postgres reports a closed or never-opened connection by message only. */
const PG_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
  if (typeof message === 'string' && PG_MESSAGES.some((m) => m.test(message))) return true;
  // Connecting to "localhost" tries ::1 and 127.0.0.1: Node reports both refusals in an AggregateError.
  return Array.isArray(errors) && errors.length > 0 && errors.every((e) => isDatabaseUnavailable(e));
}
