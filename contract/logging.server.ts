import { randomUUID } from 'node:crypto';
import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * Structured JSON logs for the provider and the storefront. Logs never carry personal data,
 * secrets or SQL parameters: callers log ids, codes and counts, errors are reduced to their
 * class, code and SQL state (never their message, which for a failed query holds its SQL and
 * every parameter), and the keys below are masked should an object carrying them be logged.
 */

const SENSITIVE_KEYS = [
  'password', 'loginPassword', 'oldPassword', 'newPassword', 'token', 'authorization', 'cookie', 'secret', 'signature', 'policy',
  'verificationCode', 'promotionCode', 'params', 'sql', 'query', 'body', 'text', 'subject',
  'email', 'secondEmail', 'to', 'name', 'fullName', 'recipientName', 'legalPersonName', 'companyName', 'phone', 'phoneNumber',
  'street', 'city', 'province', 'district', 'postcode', 'address', 'idNumber', 'taxNumber', 'taxId', 'businessLicenseNo',
];
// The key itself and the key one level down (`req.headers.authorization` is covered by `headers.*` too).
const REDACT_PATHS = [...SENSITIVE_KEYS, ...SENSITIVE_KEYS.map((key) => `*.${key}`), 'headers.*'];

const SAFE_CODE = /^[A-Z0-9_]{1,40}$/;
const STACK_FRAME = /^\s+at /;

export interface ErrorSummary {
  /** The error's class, e.g. DrizzleQueryError. */
  class: string;
  /** A machine code: the PostgreSQL SQLSTATE, a Node.js code such as ECONNREFUSED, a problem code. */
  code?: string;
  /** The HTTP status of a failed call (ky's HTTPError). */
  status?: number;
  /** Where it was thrown; the stack without its first line, which repeats the message. */
  stack?: string[];
  cause?: ErrorSummary;
}

/** What may be logged of an error: its class, its code and its stack frames, never its message. */
export function summarizeError(error: unknown, depth = 0): ErrorSummary {
  if (!(error instanceof Error)) return { class: typeof error };
  const { code, response } = error as Error & { code?: unknown; response?: { status?: unknown } };
  return {
    class: error.constructor.name,
    ...(typeof code === 'string' && SAFE_CODE.test(code) ? { code } : {}),
    ...(typeof response?.status === 'number' ? { status: response.status } : {}),
    ...(error.stack ? { stack: error.stack.split('\n').filter((line) => STACK_FRAME.test(line)).map((line) => line.trim()) } : {}),
    ...(error.cause !== undefined && depth < 4 ? { cause: summarizeError(error.cause, depth + 1) } : {}),
  };
}

export const REQUEST_ID_HEADER = 'X-Request-Id';
// A caller's id is kept only when it cannot smuggle anything into a log line.
const CALLER_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The request id a caller sent (X-Request-Id), or a new one: it ties the storefront's and the provider's lines together. */
export const requestIdFrom = (header: string | null | undefined): string =>
  header && CALLER_REQUEST_ID.test(header) ? header : randomUUID();

/**
 * A logger named for its service. Log errors as `{ err }` (never `log.error(error)`, which
 * would make the message the log line).
 */
export function createLogger(service: string, { destination, level }: { destination?: DestinationStream; level?: string } = {}): Logger {
  const options = {
    base: { service },
    level: level ?? process.env['LOG_LEVEL'] ?? 'info',
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { err: summarizeError },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** The provider's own log, on standard output. */
