import { PageQuery } from '../../../contract/paging';
import type { Paged } from '../api/calls/query';
import { LedgerKind, type LedgerQuery } from '../../../contract/user-account';

/** `/my/balance`'s ledger, by kind and page, read from and written to the URL (a GET form and links). */
export const LEDGER_PAGE_SIZE = 20;
export const BALANCE_PATH = '/my/balance';

export interface LedgerListQuery {
  kind: LedgerKind | null;
  pageNo: number;
}

export function ledgerListQueryOf(params: URLSearchParams): LedgerListQuery {
  const kind = LedgerKind.safeParse(params.get('kind') ?? undefined);
  const pageNo = PageQuery.shape.pageNo.safeParse(params.get('pageNo') ?? undefined);
  return { kind: kind.success ? kind.data : null, pageNo: pageNo.success ? pageNo.data : 1 };
}

export const ledgerSearchOf = ({ kind, pageNo }: LedgerListQuery): Paged<LedgerQuery> => ({ pageNo, pageSize: LEDGER_PAGE_SIZE, ...(kind ? { kind } : {}) });

export function ledgerListHref({ kind, pageNo }: LedgerListQuery): string {
  const params = new URLSearchParams();
  if (kind) params.set('kind', kind);
  if (pageNo > 1) params.set('pageNo', String(pageNo));
  const search = params.toString();
  return search ? `${BALANCE_PATH}?${search}` : BALANCE_PATH;
}
