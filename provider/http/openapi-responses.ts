import type { z } from 'zod';
import { Problem } from '../../src/lib/api/contract/problem';
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
