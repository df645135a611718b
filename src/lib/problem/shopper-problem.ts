import { isHTTPError } from 'ky';
import { Problem } from '../../../contract/problem';
import { ProblemCode } from '../../../contract/problem-codes';
import { problemOf } from '../api/http';

/**
 * Codes the storefront gives a failure itself, besides the provider's: the browser reached
 * nothing, the provider did not answer, or the storefront refused a request from another site.
 */
export const STOREFRONT_PROBLEM_CODES = ['NETWORK', 'PROVIDER_UNAVAILABLE', 'CROSS_SITE_REQUEST'] as const;
export type StorefrontProblemCode = (typeof STOREFRONT_PROBLEM_CODES)[number];
/** Every code a shopper may be shown a message for. */
export type ShownProblemCode = ProblemCode | StorefrontProblemCode;

/** A failed call as the shopper is told about it: what went wrong, and how long to wait. */
export interface ShopperProblem {
  code: ShownProblemCode;
  /** HTTP status; 0 when no answer came. */
  status: number;
  /** From `Retry-After` (429 and code resends). */
  retryAfterSeconds?: number | undefined;
  /** Tries left before a failure limit locks the action (a wrong pay password). */
  triesLeft?: number | undefined;
}

/** The browser could not reach the storefront at all. */
export const NETWORK_PROBLEM: ShopperProblem = { code: 'NETWORK', status: 0 };

/** `Retry-After` in seconds, whether it holds seconds or an HTTP date. */
export function retryAfterSeconds(headers: Headers, now = Date.now()): number | undefined {
  const value = headers.get('retry-after')?.trim();
  if (!value) return undefined;
  const seconds = /^\d+$/.test(value) ? Number(value) : Math.ceil((Date.parse(value) - now) / 1000);
  return Number.isFinite(seconds) ? Math.max(0, seconds) : undefined;
}

const isShownCode = (code: string): code is ShownProblemCode =>
  ProblemCode.safeParse(code).success || (STOREFRONT_PROBLEM_CODES as readonly string[]).includes(code);

/** The answer's code when the shopper has a message for it, else the general refusal or outage by status. */
function shownCode(problem: Problem | null, status: number): ShownProblemCode {
  if (problem && isShownCode(problem.code)) return problem.code;
  return status >= 500 ? 'PROVIDER_UNAVAILABLE' : 'REQUEST_REFUSED';
}

const fromAnswer = (problem: Problem | null, { status, headers }: Response): ShopperProblem =>
  ({ code: shownCode(problem, status), status, retryAfterSeconds: retryAfterSeconds(headers), triesLeft: problem?.triesLeft });

/** A failed response, from the problem JSON it carried. */
export async function problemFromResponse(response: Response): Promise<ShopperProblem> {
  const parsed = Problem.safeParse(await response.json().catch(() => null));
  return fromAnswer(parsed.success ? parsed.data : null, response);
}

/** Thrown by calls that are not the API client's (the session endpoints), carrying what the shopper is shown. */
export class ShopperProblemError extends Error {
  override readonly name = 'ShopperProblemError';
  constructor(readonly problem: ShopperProblem) {
    super(problem.code);
  }
}

/**
 * Whatever a call threw (a session call, or a provider call through the API client) as the
 * problem to show. `problemOf` stays the API client's reading of the raw problem JSON (its
 * `detail` and field `errors`); this is the one way from an error to what the shopper reads.
 */
export function shopperProblemOf(error: unknown): ShopperProblem {
  if (error instanceof ShopperProblemError) return error.problem;
  if (isHTTPError(error)) return fromAnswer(problemOf(error), error.response);
  return NETWORK_PROBLEM;
}
