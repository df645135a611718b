import type { PayResult } from '../../../contract/payments';
import { shopperApi } from '../session/shopper-api';
import { uploadCertificate } from './certificate';
import { loadPendingData, type PendingPageData } from './pending-data';

/**
 * Paying from the balance with the pay password (docs/product.md, "Paying from the balance"). Each attempt
 * carries an Idempotency-Key made once per attempt, so a double click or a retried request
 * pays once; a new attempt (after a wrong password) gets a new key.
 */
export const newIdempotencyKey = (): string => crypto.randomUUID();

/** Several payments at once, all or nothing. */
export const payAll = (paymentNos: string[], payPassword: string): Promise<PayResult> =>
  shopperApi().batchPay(paymentNos, payPassword, newIdempotencyKey());

/** The pending-payments page's data again (a payment changed while it is open: docs/product.md, "Live updates"). */
export const reloadPendingPayments = (): Promise<PendingPageData> => loadPendingData(shopperApi());

export async function setFirstPayPassword(payPassword: string): Promise<void> {
  await shopperApi().setFirstPayPassword(payPassword);
}

export async function changePayPassword(oldPayPassword: string, newPayPassword: string): Promise<void> {
  await shopperApi().changePayPassword(oldPayPassword, newPayPassword);
}

/** Mails the code that proves a forgotten pay password's owner (the account's own address). */
export async function sendPayPasswordCode(email: string): Promise<void> {
  await shopperApi().sendEmailCode({ email, purpose: 'RESET_PASSWORD' });
}

export async function replaceForgottenPayPassword(payPassword: string, code: string): Promise<void> {
  await shopperApi().replaceForgottenPayPassword(payPassword, code);
}

/** Six digits, as the provider requires. */
export const isPayPassword = (value: string): boolean => /^\d{6}$/.test(value);

/** A bank transfer the shopper reports, with its certificate when given: pending until the agent confirms it. */
export async function reportBankDeposit(channel: string, amount: number, certificate: File | null): Promise<void> {
  const certificateKey = certificate ? await uploadCertificate(certificate) : undefined;
  await shopperApi().createDeposit({ channel, amount, ...(certificateKey ? { certificateKey } : {}) });
}

/** Freezes the amount until the withdrawal is paid out or rejected. */
export async function askWithdrawal(amount: number, account: string, payPassword: string): Promise<void> {
  await shopperApi().createWithdrawal({ amount, account, payPassword });
}
