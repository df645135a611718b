import { z } from 'zod';
import { PageQuery } from '../../../contract/paging';
import type { Paged } from '../api/calls/query';
import { PurchaseOrderTab, type PurchaseOrderSearch, type PurchaseOrderStatus } from '../../../contract/orders';

/**
 * `/my/purchase`'s search, read from and written to the URL (`status`, `keyword`,
 * `dateFrom`, `dateTo`, `pageNo`), so every tab, search and page is a plain link or GET form
 * the server renders, with or without JavaScript.
 */
export const ORDER_PAGE_SIZE = 10;
export const ORDERS_PATH = '/my/purchase';

export interface OrderListQuery {
  status: PurchaseOrderTab;
  keyword: string;
  dateFrom: string;
  dateTo: string;
  pageNo: number;
}

const fieldOf = <T>(schema: z.ZodType<T>, value: string | null, fallback: T): T => {
  const parsed = schema.safeParse(value ?? undefined);
  return parsed.success ? parsed.data : fallback;
};
const date = z.iso.date();

/** The query a URL asks for; a missing or malformed value takes its default (all, no filter, page 1). */
export function orderListQueryOf(params: URLSearchParams): OrderListQuery {
  return {
    status: fieldOf(PurchaseOrderTab, params.get('status'), 'ALL'),
    keyword: fieldOf(z.string().trim().max(100), params.get('keyword'), ''),
    dateFrom: fieldOf(date, params.get('dateFrom'), ''),
    dateTo: fieldOf(date, params.get('dateTo'), ''),
    pageNo: fieldOf(PageQuery.shape.pageNo, params.get('pageNo'), 1),
  };
}

/** The provider's search for a list query. */
export const orderSearchOf = ({ status, keyword, dateFrom, dateTo, pageNo }: OrderListQuery): Paged<PurchaseOrderSearch> => ({
  status,
  pageNo,
  pageSize: ORDER_PAGE_SIZE,
  ...(keyword ? { keyword } : {}),
  ...(dateFrom ? { dateFrom } : {}),
  ...(dateTo ? { dateTo } : {}),
});

/** The link to a list query; defaults are left out, so the plain page is `/my/purchase`. */
export function orderListHref(query: OrderListQuery): string {
  const params = new URLSearchParams();
  if (query.status !== 'ALL') params.set('status', query.status);
  if (query.keyword) params.set('keyword', query.keyword);
  if (query.dateFrom) params.set('dateFrom', query.dateFrom);
  if (query.dateTo) params.set('dateTo', query.dateTo);
  if (query.pageNo > 1) params.set('pageNo', String(query.pageNo));
  const search = params.toString();
  return search ? `${ORDERS_PATH}?${search}` : ORDERS_PATH;
}

/** The order page's address. */
export const orderHref = (orderId: number): string => `${ORDERS_PATH}/${orderId}`;

/** What the shopper may still do with an order in a status. */
export const orderActionsOf = (status: PurchaseOrderStatus) => ({
  pay: status === 'WAITING_PAY',
  cancel: status === 'WAITING_PAY',
  // A closed or any paid order can be bought again at today's prices.
  clone: true,
});
