import { STATUS_CODES } from 'node:http';
import type { Problem } from '../../contract/problem';
import type { ProblemCode } from '../../contract/problem-codes';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

export interface ProblemInit {
  status: number;
  code: ProblemCode;
  detail?: string;
  errors?: Problem['errors'];
  /** Tries left before a failure limit locks the action (a wrong pay password). */
  triesLeft?: number;
  /** Extra response headers, such as Retry-After. */
  headers?: Record<string, string>;
}

/**
 * An RFC 9457 problem response. `type` stays `about:blank` (so `title` is the status phrase):
 * clients tell problems apart by the stable `code`.
 */
export function problemResponse({ status, code, detail, errors, triesLeft, headers }: ProblemInit): Response {
  const body: Problem = {
    type: 'about:blank',
    title: STATUS_CODES[status] ?? 'Error',
    status,
    code,
    ...(detail === undefined ? {} : { detail }),
    ...(errors === undefined ? {} : { errors }),
    ...(triesLeft === undefined ? {} : { triesLeft }),
  };
  return new Response(JSON.stringify(body), { status, headers: { ...headers, 'Content-Type': PROBLEM_CONTENT_TYPE } });
}

/** Thrown by handlers and middleware; the app's error handler answers it as problem JSON. */
export class ProblemError extends Error {
  override readonly name = 'ProblemError';
  constructor(readonly problem: ProblemInit & { detail: string }) {
    super(problem.detail);
  }
}

const CODES_BY_STATUS: Partial<Record<number, ProblemCode>> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHORIZED',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'BODY_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

/** The code of a problem Hono raised itself (malformed JSON, unsupported media type, ...). */
export const codeForStatus = (status: number): ProblemCode =>
  CODES_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL' : 'REQUEST_REFUSED');

/** 409 ORDER_STATE_CONFLICT: a step out of order, for any record with a life (orders, transit orders, deposits, withdrawals). */
export const stateConflict = (detail: string) => new ProblemError({ status: 409, code: 'ORDER_STATE_CONFLICT', detail });
