import type { Hook } from '@hono/zod-openapi';
import type { AppBindings } from './app-bindings';
import { problemResponse } from './problem';

/** Every route's request validation answers 400 VALIDATION_FAILED with one entry per issue. */
export const validationHook: Hook<unknown, AppBindings, string, Response | undefined> = (result) => {
  if (result.success) return undefined;
  return problemResponse({
    status: 400,
    code: 'VALIDATION_FAILED',
    detail: `The request ${result.target} is invalid.`,
    errors: result.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    })),
  });
};
