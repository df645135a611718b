import { z } from 'zod';
import { PageQuery } from '../../../contract/paging';
import { TRANSIT_CLOSABLE, TransitOrderTab, type TransitOrderSearch, type TransitOrderStatus } from '../../../contract/transit';
import type { Paged } from '../api/calls/query';

/**
 * `/my/transit`'s search, read from and written to the URL (`status`, `keyword`, `pageNo`), so
 * every tab, search and page is a plain link or GET form the server renders.
 */
export const TRANSIT_PAGE_SIZE = 10;
export const TRANSIT_PATH = '/my/transit';
/** The transit order form; `parcel` (repeated) names the parcels picked on the in-stock page. */
export const NEW_TRANSIT_PATH = '/my/transit/new';
export const PARCEL_PARAM = 'parcel';

export interface TransitListQuery {
  status: TransitOrderTab;
  keyword: string;
  pageNo: number;
}

const valueOr = <T>(schema: z.ZodType<T>, value: string | null, fallback: T): T => {
  const parsed = schema.safeParse(value ?? undefined);
  return parsed.success ? parsed.data : fallback;
};

/** The query a URL asks for; a missing or malformed value takes its default (all, no keyword, page 1). */
export const transitListQueryOf = (params: URLSearchParams): TransitListQuery => ({
  status: valueOr(TransitOrderTab, params.get('status'), 'ALL'),
  keyword: valueOr(z.string().trim().max(100), params.get('keyword'), ''),
  pageNo: valueOr(PageQuery.shape.pageNo, params.get('pageNo'), 1),
});

export const transitSearchOf = ({ status, keyword, pageNo }: TransitListQuery): Paged<TransitOrderSearch> => ({
  status, pageNo, pageSize: TRANSIT_PAGE_SIZE, ...(keyword ? { keyword } : {}),
});

/** The link to a list query; defaults are left out, so the plain page is `/my/transit`. */
export function transitListHref({ status, keyword, pageNo }: TransitListQuery): string {
  const params = new URLSearchParams();
  if (status !== 'ALL') params.set('status', status);
  if (keyword) params.set('keyword', keyword);
  if (pageNo > 1) params.set('pageNo', String(pageNo));
  const search = params.toString();
  return search ? `${TRANSIT_PATH}?${search}` : TRANSIT_PATH;
}

export const transitOrderHref = (id: number): string => `${TRANSIT_PATH}/${id}`;

/** The parcels a transit order form was opened with: distinct ids, in order, malformed ones dropped. */
export const parcelIdsOf = (params: URLSearchParams): number[] =>
  [...new Set(params.getAll(PARCEL_PARAM).map(Number).filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647))];

/** What the shopper may do with a transit order in a status: close before paying, pay once packed, confirm once delivered. */
export const transitActionsOf = (status: TransitOrderStatus) => ({
  pay: status === 'WAITING_PAY',
  close: (TRANSIT_CLOSABLE as readonly string[]).includes(status),
  complete: status === 'DELIVERED',
});
