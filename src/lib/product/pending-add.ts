import type { PurchaseLine } from './purchase-actions';

/**
 * An "Add to cart" a logged-out shopper asked for: kept in this tab through the login, and
 * completed on the product page the login returns to, with the same SKU, quantity and
 * message (issue: nothing silently lost).
 */
const PENDING_ADD_KEY = 'sf_pending_add';

/** Marks the product page's canonical product link, for scripts that run before the island wakes. */
export const PRODUCT_URL_ATTRIBUTE = 'data-product-url';

const isLine = (value: unknown): value is PurchaseLine => {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return typeof line.productUrl === 'string' && typeof line.productSkuId === 'string'
    && Number.isInteger(line.quantity) && (line.quantity as number) > 0 && typeof line.message === 'string';
};

export function rememberPendingAdd(line: PurchaseLine): void {
  try {
    sessionStorage.setItem(PENDING_ADD_KEY, JSON.stringify(line));
  } catch {
    // Storage disabled: the shopper chooses again after login.
  }
}

/** The add waiting for this product, removed from storage (it is completed at most once). */
export function takePendingAdd(productUrl: string): PurchaseLine | null {
  try {
    const raw = sessionStorage.getItem(PENDING_ADD_KEY);
    if (raw === null) return null;
    const line: unknown = JSON.parse(raw);
    if (!isLine(line) || line.productUrl !== productUrl) return null;
    sessionStorage.removeItem(PENDING_ADD_KEY);
    return line;
  } catch {
    return null;
  }
}
