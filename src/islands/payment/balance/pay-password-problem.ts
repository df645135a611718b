import type { TFunction } from '../../../lib/i18n/translator';
import { isPayPassword } from '../../../lib/payment/payment-actions';

/** Why pay passwords as typed cannot be sent: one of them is not six digits. */
export const payPasswordProblem = (t: TFunction, ...passwords: string[]): string | null =>
  (passwords.every(isPayPassword) ? null : t('payment:pay.six-digits'));
