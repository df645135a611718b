import { htmlLang, type Language } from '../../lib/i18n/languages';
import type { TFunction } from '../../lib/i18n/translator';
import { PROBLEM_MESSAGE_KEYS } from '../../lib/problem/problem-messages';
import type { ShopperProblem } from '../../lib/problem/shopper-problem';

/** "in 15 minutes" in the page language, for a wait in seconds. */
function waitText(lng: Language, seconds: number): string {
  const format = new Intl.RelativeTimeFormat(htmlLang(lng), { numeric: 'always' });
  if (seconds < 60) return format.format(Math.max(1, seconds), 'second');
  if (seconds < 3600) return format.format(Math.ceil(seconds / 60), 'minute');
  return format.format(Math.ceil(seconds / 3600), 'hour');
}

/** A problem of the provider (or of the way to it) as the shopper reads it: the message for its code, how long to wait after a 429, how many tries are left. */
export function problemText(t: TFunction, lng: Language, problem: ShopperProblem): string {
  const message = t(PROBLEM_MESSAGE_KEYS[problem.code]);
  if (problem.status === 429 && problem.retryAfterSeconds) return `${message} ${t('error.retry-after', { when: waitText(lng, problem.retryAfterSeconds) })}`;
  return problem.triesLeft === undefined ? message : `${message} ${t('error.tries-left', { count: problem.triesLeft })}`;
}
