import { z } from 'zod';

/** The stable `code` values of the provider's problem responses; the UI maps each to a translated message. */
export const PROBLEM_CODES = [
  /** Malformed query, path parameter or body; `errors` lists the fields. */
  'VALIDATION_FAILED',
  /** No such route or resource. */
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'UNSUPPORTED_MEDIA_TYPE',
  /** Any other refused request (4xx without a more specific code). */
  'REQUEST_REFUSED',
  /** The provider failed; details are in its log, never in the response. */
  'INTERNAL',
  /** The tenant named by X-Tenant-Id or X-Tenant-Domain does not exist. */
  'TENANT_NOT_FOUND',
  /** The article type is not enabled for the tenant, or no article of it exists in any fallback language. */
  'ARTICLE_NOT_FOUND',
] as const;
export const ProblemCode = z.enum(PROBLEM_CODES);
export type ProblemCode = z.infer<typeof ProblemCode>;
