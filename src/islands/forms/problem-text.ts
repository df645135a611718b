import { htmlLang, type Language } from '../../lib/i18n/languages';
import type { TFunction } from '../../lib/i18n/translator';
import type { AuthProblem } from '../../lib/session/auth-problem';

/** "in 15 minutes" in the page language, for a wait in seconds. */
function waitText(lng: Language, seconds: number): string {
  const format = new Intl.RelativeTimeFormat(htmlLang(lng), { numeric: 'always' });
  if (seconds < 60) return format.format(Math.max(1, seconds), 'second');
  if (seconds < 3600) return format.format(Math.ceil(seconds / 60), 'minute');
  return format.format(Math.ceil(seconds / 3600), 'hour');
}

const COMMON_PROBLEMS: Record<string, string> = { NETWORK: 'error.network', PROVIDER_UNAVAILABLE: 'error.unavailable-message' };

/**
 * A problem of the provider (or of the way to it) as the shopper reads it: the message for
 * its code (`auth:problem.*`, else `problem.*`, else the generic one), and how long to wait after a 429.
 * Islands whose page does not load the `auth` namespace get the generic message.
 */
export function problemText(t: TFunction, lng: Language, problem: AuthProblem): string {
  const key = COMMON_PROBLEMS[problem.code] ?? `auth:problem.${problem.code}`;
  // Order and payment problems are common to several pages (`problem.*` of `common`).
  const message = t(key, { defaultValue: t(`problem.${problem.code}`, { defaultValue: t('error.generic') }) });
  return problem.status === 429 && problem.retryAfterSeconds
    ? `${message} ${t('auth:retry-after', { when: waitText(lng, problem.retryAfterSeconds) })}`
    : message;
}
