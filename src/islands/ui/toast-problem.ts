import { isUnauthorized } from '../../lib/api/http';
import type { Language } from '../../lib/i18n/languages';
import type { TFunction } from '../../lib/i18n/translator';
import { shopperProblemOf } from '../../lib/problem/shopper-problem';
import { pushToast } from '../../lib/toasts/toasts';
import { problemText } from '../forms/problem-text';

/**
 * A failed call's error toast, `message`, unless the call met a 401: the 401 rule already logs
 * the shopper out with its one "Login session expired!" toast (docs/product.md, section 8), and
 * a second toast on top of it would only say the same thing worse.
 */
export function toastFailure(error: unknown, message: () => string): void {
  if (!isUnauthorized(error)) pushToast({ kind: 'error', message: message() });
}

/** An action without a form of its own failed (a delete, a notification read): the provider's problem as a toast. */
export const toastProblem = (t: TFunction, lng: Language, error: unknown): void =>
  toastFailure(error, () => problemText(t, lng, shopperProblemOf(error)));
