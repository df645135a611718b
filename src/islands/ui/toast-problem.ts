import type { Language } from '../../lib/i18n/languages';
import type { TFunction } from '../../lib/i18n/translator';
import { authProblemOf } from '../../lib/session/auth-problem';
import { pushToast } from '../../lib/toasts/toasts';
import { problemText } from '../forms/problem-text';

/** An action without a form of its own failed (a delete, a notification read): the provider's problem as a toast. */
export const toastProblem = (t: TFunction, lng: Language, error: unknown): void =>
  void pushToast({ kind: 'error', message: problemText(t, lng, authProblemOf(error)) });
