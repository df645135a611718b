import { formatPrice, type PriceDisplay } from '../money/price-display';

/** The desk reads money as it is kept: CNY (docs/product.md, "Desk"), written one way for staff in any country. */
const CNY_DISPLAY: PriceDisplay = { rate: { cnyExchangeRate: 1, currency: 'CNY' }, showCny: false, locale: 'en' };

export const deskMoney = (fen: number): string => formatPrice(fen, CNY_DISPLAY);

/** `2026-03-02 09:00` (UTC): one unambiguous form for staff in any country. */
export const deskTime = (iso: string): string => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/** The current address with `changes` applied to its query (an empty value removes the key; paging restarts unless told). */
export function deskHref(url: URL, changes: Record<string, string | number | undefined>): string {
  const next = new URL(url);
  if (!('pageNo' in changes)) next.searchParams.delete('pageNo');
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.searchParams.delete(key);
    else next.searchParams.set(key, String(value));
  }
  return `${next.pathname}${next.search}`;
}

/** The page count of a list answer. */
export const pagesOf = ({ total, pageSize }: { total: number; pageSize: number }): number => Math.max(1, Math.ceil(total / pageSize));
