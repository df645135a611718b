import type { z } from 'zod';
import { Problem } from '../../contract/problem';
import { PROBLEM_CONTENT_TYPE } from './problem';

/** OpenAPI response objects for createRoute definitions. */
export const jsonResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

/** Listed once under components/schemas and referenced from every route. */
const ProblemComponent = Problem.meta({ id: 'Problem' });

export const problem = (description: string) => ({
  content: { [PROBLEM_CONTENT_TYPE]: { schema: ProblemComponent } },
  description,
});

/** Every /front route answers these when the tenant is unknown. */
export const TENANT_NOT_FOUND_RESPONSE = { 404: problem('Unknown tenant (TENANT_NOT_FOUND)') } as const;
export const VALIDATION_FAILED_RESPONSE = { 400: problem('Malformed request (VALIDATION_FAILED)') } as const;

/** The security scheme of user routes: the session token of login or signup as `Authorization: Bearer`. */
export const BEARER_SCHEME = 'bearer';
export const USER_SECURITY = [{ [BEARER_SCHEME]: [] }];
/** The security scheme of desk routes: an operator token (`desk.…`) as `Authorization: Bearer`. */
export const DESK_BEARER_SCHEME = 'deskBearer';
export const DESK_SECURITY = [{ [DESK_BEARER_SCHEME]: [] }];
/** Every desk route behind requireOperator answers these. */
export const DESK_REFUSALS = {
  401: problem('No live operator session of this tenant (UNAUTHORIZED)'),
  403: problem('The operator\'s role may not use this route (ROLE_FORBIDDEN)'),
} as const;
export const UNAUTHORIZED_RESPONSE = { 401: problem('No live session of this tenant (UNAUTHORIZED)') } as const;
/** How a route that takes an Idempotency-Key answers it. */
export const IDEMPOTENT = 'With an Idempotency-Key header, the same request (method, path, body) again answers the first result byte for byte and changes nothing; the key with another request answers 422.';
export const IDEMPOTENCY_KEY_REUSED_RESPONSE = { 422: problem('The Idempotency-Key was sent before with another request (IDEMPOTENCY_KEY_REUSED)') } as const;
export const TOO_MANY_ATTEMPTS_RESPONSE = { 429: problem('Too many attempts; see Retry-After (TOO_MANY_ATTEMPTS)') } as const;

/** A required JSON request body: without `required`, a body of another content type would skip validation. */
export const jsonBody = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
  required: true,
});
