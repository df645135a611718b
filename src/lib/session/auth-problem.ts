import { isHTTPError } from 'ky';
import { Problem } from '../../../contract/problem';
import { problemOf } from '../api/http';

/** A failed sign-in, sign-up or code request as the login page explains it: the provider's `code`, and how long to wait. */
export interface AuthProblem {
  code: string;
  /** HTTP status; 0 when no answer came. */
  status: number;
  /** From `Retry-After` (429 and code resends). */
  retryAfterSeconds?: number | undefined;
}

/** The browser could not reach the storefront at all. */
export const NETWORK_PROBLEM: AuthProblem = { code: 'NETWORK', status: 0 };

/** `Retry-After` in seconds, whether it holds seconds or an HTTP date. */
export function retryAfterSeconds(headers: Headers, now = Date.now()): number | undefined {
  const value = headers.get('retry-after')?.trim();
  if (!value) return undefined;
  const seconds = /^\d+$/.test(value) ? Number(value) : Math.ceil((Date.parse(value) - now) / 1000);
  return Number.isFinite(seconds) ? Math.max(0, seconds) : undefined;
}

const fallbackCode = (status: number) => (status >= 500 ? 'PROVIDER_UNAVAILABLE' : 'REQUEST_REFUSED');

/** A failed response, from the problem JSON it carried. */
export async function authProblemFromResponse(response: Response): Promise<AuthProblem> {
  const parsed = Problem.safeParse(await response.json().catch(() => null));
  const { status, headers } = response;
  return { code: parsed.success ? parsed.data.code : fallbackCode(status), status, retryAfterSeconds: retryAfterSeconds(headers) };
}

/** Thrown by the session calls of the login page, carrying what the page shows. */
export class AuthProblemError extends Error {
  override readonly name = 'AuthProblemError';
  constructor(readonly problem: AuthProblem) {
    super(problem.code);
  }
}

/** Whatever a login-page call threw (a session call, or a provider call through the API client), as a problem to show. */
export function authProblemOf(error: unknown): AuthProblem {
  if (error instanceof AuthProblemError) return error.problem;
  if (isHTTPError(error)) {
    const { status, headers } = error.response;
    return { code: problemOf(error)?.code ?? fallbackCode(status), status, retryAfterSeconds: retryAfterSeconds(headers) };
  }
  return NETWORK_PROBLEM;
}
