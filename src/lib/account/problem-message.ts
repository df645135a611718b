import { isHTTPError, isNetworkError, isTimeoutError } from 'ky';
import { problemOf } from '../api/http';

/**
 * What to tell the shopper when an account call fails, as translation keys most specific
 * first (for `t(keys)`, which takes the first one that exists): the provider's stable problem
 * code, then what the status alone means, then the generic message.
 */
export function problemMessageKeys(error: unknown): string[] {
  if (isNetworkError(error) || isTimeoutError(error)) return ['error.network'];
  const problem = problemOf(error);
  const keys = problem ? [`account:problem.${problem.code}`] : [];
  if (isHTTPError(error) && error.response.status === 429) keys.push('account:problem.TOO_MANY_REQUESTS');
  keys.push('error.generic');
  return keys;
}

/** The fields a provider's validation problem names (`errors[].path`, dotted), so the form can mark them. */
export function problemFields(error: unknown): string[] {
  return problemOf(error)?.errors?.map((e) => e.path) ?? [];
}
