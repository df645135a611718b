import type { ApiClient } from '../api/client';
import type { Payment } from '../../../contract/payments';
import type { UserAccount } from '../../../contract/user-account';

export interface PendingPageData {
  payments: Payment[];
  account: UserAccount;
}

/** `/my/pending-payments`: the unpaid payments and the balance that pays them, both critical. */
export async function loadPendingPage(api: ApiClient): Promise<PendingPageData> {
  const [payments, account] = await Promise.all([api.getUnpaidPayments(), api.getUserAccount()]);
  return { payments: payments.items, account };
}
