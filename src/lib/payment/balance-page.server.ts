import type { ApiClient } from '../api/client';
import type { AccountOperation, DepositChannel, LedgerEntry, UserAccount } from '../../../contract/user-account';
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
}

/** `/my/balance`: the account and the ledger page are critical; deposits, channels and the address are deferred. */
export async function loadBalancePage(api: ApiClient, query: LedgerListQuery): Promise<BalancePageData> {
  const [account, ledger, operations, channels, profile] = await Promise.all([
    api.getUserAccount(),
    api.getLedger(ledgerSearchOf(query)),
    deferred(api.getAccountOperations(), 'balance page: deposits and withdrawals'),
    deferred(api.getDepositChannels(), 'balance page: deposit channels'),
    deferred(api.getProfile(), 'balance page: profile'),
  ]);
  return { account, ledger, operations: operations?.items ?? null, channels: channels?.items ?? null, email: profile?.email ?? null };
}
