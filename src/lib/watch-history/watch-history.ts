import type { ProductCard } from '../../../contract/product';

/** A viewed product as the watch history keeps it (docs/product.md, "Watch history"). */
export type WatchHistoryItem = Pick<
  ProductCard, 'productId' | 'coverImage' | 'productUrl' | 'name' | 'price' | 'shopName' | 'shopWebsite' | 'channel'
>;

/** The attribute the product page carries its product in (JSON) for the script that records the view. */
export const WATCH_HISTORY_ITEM_ATTRIBUTE = 'data-watch-history-item';

/** The history keeps 20 products (docs/product.md, "Watch history"). */
export const WATCH_HISTORY_LIMIT = 20;

/** docs/product.md, "Watch history": newest first; a product seen again moves to the front; cut to the limit. */
export function recordInHistory(history: readonly WatchHistoryItem[], item: WatchHistoryItem): WatchHistoryItem[] {
  return [item, ...history.filter((h) => h.productId !== item.productId)].slice(0, WATCH_HISTORY_LIMIT);
}

const STRING_FIELDS = ['productId', 'coverImage', 'productUrl', 'name', 'shopName', 'shopWebsite', 'channel'] as const;

const isItem = (value: unknown): value is WatchHistoryItem =>
  typeof value === 'object' && value !== null &&
  STRING_FIELDS.every((f) => typeof (value as Record<string, unknown>)[f] === 'string') &&
  Number.isInteger((value as Record<string, unknown>).price);

/**
 * The history read back from storage, which another version of the site or the shopper
 * may have changed: anything unusable is dropped rather than trusted.
 */
export function parseHistory(value: unknown): WatchHistoryItem[] {
  return Array.isArray(value) ? value.filter(isItem).slice(0, WATCH_HISTORY_LIMIT) : [];
}

/** Only the fields the history keeps, so a product's whole record never lands in storage. */
export const toHistoryItem = ({ productId, coverImage, productUrl, name, price, shopName, shopWebsite, channel }: WatchHistoryItem): WatchHistoryItem =>
  ({ productId, coverImage, productUrl, name, price, shopName, shopWebsite, channel });
