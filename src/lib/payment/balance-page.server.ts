import type { ApiClient } from '../api/client';
import type { AccountOperation, DepositChannel, LedgerEntry, MonthlySummary, Refund, UserAccount } from '../../../contract/user-account';
import type { List } from '../../../contract/problem';
import { deferred } from '../page-load/page-load.server';
import { ledgerSearchOf, type LedgerListQuery } from './ledger-list';

export interface BalancePageData {
  account: UserAccount;
  ledger: List<LedgerEntry>;
  /** `null` where the part could not be loaded. */
  operations: AccountOperation[] | null;
  channels: DepositChannel[] | null;
  /** The shopper's address, where a forgotten pay password's code goes. */
  email: string | null;
  /** Spending, deposits and refunds of the last months; `null` when it could not be loaded. */
  summary: MonthlySummary | null;
  /** The newest refunds with their orders; `null` when they could not be loaded. */
  refunds: Refund[] | null;
}

/** How many months the chart shows. */
const SUMMARY_MONTHS = 12;
/** How many of the newest refunds the page lists. */
const REFUNDS_SHOWN = 5;

/** `/my/balance`: the account and the ledger page are critical; deposits, channels, the address, the months and the refunds are deferred. */
export async function loadBalancePage(api: ApiClient, query: LedgerListQuery): Promise<BalancePageData> {
  const [account, ledger, operations, channels, profile, summary, refunds] = await Promise.all([
    api.getUserAccount(),
    api.getLedger(ledgerSearchOf(query)),
    deferred(api.getAccountOperations(), 'balance page: deposits and withdrawals'),
    deferred(api.getDepositChannels(), 'balance page: deposit channels'),
    deferred(api.getProfile(), 'balance page: profile'),
    deferred(api.getMonthlySummary(SUMMARY_MONTHS), 'balance page: monthly summary'),
    deferred(api.getRefunds(1, REFUNDS_SHOWN), 'balance page: refunds'),
  ]);
  return {
    account, ledger, operations: operations?.items ?? null, channels: channels?.items ?? null, email: profile?.email ?? null, summary: summary ?? null,
    refunds: refunds?.items ?? null,
  };
}
