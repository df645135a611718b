import { isHTTPError } from 'ky';
import type { z } from 'zod';
import { problemOf } from '../api/http';

/**
 * RFC 9457 problem responses the storefront answers itself (the /api forwarder and its own
 * endpoints), in the provider's shape so the browser reads every failure the same way.
 */
export function problemResponse(status: number, code: string, title: string, init: { headers?: Record<string, string>; errors?: { path: string; message: string }[] } = {}): Response {
  return Response.json(
    { type: 'about:blank', title, status, code, ...(init.errors ? { errors: init.errors } : {}) },
    { status, headers: { 'content-type': 'application/problem+json', ...init.headers } },
  );
}

export const providerUnavailable = (): Response =>
  problemResponse(503, 'PROVIDER_UNAVAILABLE', 'The service is temporarily unavailable', { headers: { 'retry-after': '5' } });

/** A request body that breaks the contract, answered as the provider would (400 VALIDATION_FAILED with the fields). */
export const validationFailed = (error: z.ZodError): Response =>
  problemResponse(400, 'VALIDATION_FAILED', 'Bad Request', {
    errors: error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  });

/** A failed provider call passed on to the browser: its status, problem JSON and Retry-After; no answer at all is a 503. */
export function problemResponseFromError(error: unknown): Response {
  if (!isHTTPError(error)) return providerUnavailable();
  const { status, statusText, headers } = error.response;
  const problem = problemOf(error) ?? { type: 'about:blank', title: statusText, status, code: status >= 500 ? 'INTERNAL' : 'REQUEST_REFUSED' };
  const retryAfter = headers.get('retry-after');
  return Response.json(problem, {
    status,
    headers: { 'content-type': 'application/problem+json', ...(retryAfter ? { 'retry-after': retryAfter } : {}) },
  });
}
