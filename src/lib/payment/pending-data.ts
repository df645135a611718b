import type { ApiClient } from '../api/client';
import type { Payment } from '../../../contract/payments';
import type { UserAccount } from '../../../contract/user-account';

export interface PendingPageData {
  payments: Payment[];
  account: UserAccount;
}

/** The pending-payments page's data: the unpaid payments and the balance that pays them. Read by the server, and again by the page when a payment changes. */
export async function loadPendingData(api: ApiClient): Promise<PendingPageData> {
  const [payments, account] = await Promise.all([api.getUnpaidPayments(), api.getUserAccount()]);
  return { payments: payments.items, account };
}
