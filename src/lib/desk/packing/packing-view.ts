import { type PackingQueueQuery, PackingQueueQuery as QuerySchema, type PackingStage } from '../../../../contract/desk-packing';
import type { TransitDestination } from '../../../../contract/transit';
import type { Paged } from '../../api/calls/query';
import { DESK_AREA_PATHS } from '../desk-paths';

/** The packing queue's address and filters, read from and written to the URL (docs/product.md, "Desk": packing). */
export const PACKING_PATH = DESK_AREA_PATHS.packing;
export const PACKING_PAGE_SIZE = 20;

export interface PackingListQuery {
  stage: PackingStage;
  orderNo: string;
  country: string;
  pageNo: number;
}

/** The queue a URL asks for; a malformed filter is dropped, so a bad link still lists its stage. */
export function packingQueryOf(params: URLSearchParams): PackingListQuery {
  const { shape } = QuerySchema;
  const read = <T>(result: { success: true; data: T } | { success: false }): T | undefined => (result.success ? result.data : undefined);
  const given = (key: string) => params.get(key) ?? undefined;
  return {
    stage: read(shape.stage.safeParse(given('stage'))) ?? 'TO_PACK',
    orderNo: read(shape.orderNo.safeParse(given('orderNo'))) ?? '',
    country: read(shape.country.safeParse(given('country'))) ?? '',
    pageNo: read(shape.pageNo.safeParse(given('pageNo'))) ?? 1,
  };
}

/** The provider's query for a page of the queue. */
export const packingCallOf = (query: PackingListQuery): Paged<PackingQueueQuery> => ({
  stage: query.stage, orderNo: query.orderNo || undefined, country: query.country || undefined, pageNo: query.pageNo, pageSize: PACKING_PAGE_SIZE,
});

export function packingQueueHref(query: PackingListQuery): string {
  const search = new URLSearchParams();
  search.set('stage', query.stage);
  if (query.orderNo) search.set('orderNo', query.orderNo);
  if (query.country) search.set('country', query.country);
  if (query.pageNo > 1) search.set('pageNo', String(query.pageNo));
  return `${PACKING_PATH}?${search}`;
}

export const packingOrderHref = (id: number): string => `${PACKING_PATH}/${id}`;

/** How long since `iso`: whole minutes, hours or days, as a translation key and count. */
export function ageOf(iso: string, now: Date): { key: 'minutes' | 'hours' | 'days'; count: number } {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(iso)) / 60_000));
  if (minutes < 60) return { key: 'minutes', count: minutes };
  if (minutes < 24 * 60) return { key: 'hours', count: Math.floor(minutes / 60) };
  return { key: 'days', count: Math.floor(minutes / (24 * 60)) };
}

/** The address lines of a destination, as written on a label: recipient first, country last. */
export function addressLines(destination: TransitDestination): string[] {
  const { address, localWarehouse } = destination;
  if (address) {
    return [
      address.recipientName, address.phoneNumber, address.street, [address.district, address.city, address.province].filter(Boolean).join(', '),
      [address.postcode, address.country].filter(Boolean).join(' '),
    ].filter(Boolean);
  }
  if (localWarehouse) return [localWarehouse.name, localWarehouse.address, localWarehouse.city, localWarehouse.phone, destination.country].filter(Boolean);
  return [destination.country];
}
