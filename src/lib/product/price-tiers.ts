import type { Product } from '../../../contract/product';

// The tier rules live with the contract, so that the provider charges what the page shows.
export { sortTiers, tierFor, unitPriceFor } from '../../../contract/price-tiers';

/** Lowest and highest unit price the product can have, for the price shown before a choice. */
export function priceBounds(product: Pick<Product, 'priceMode' | 'priceRange' | 'skus' | 'price'>): { min: number; max: number } {
  const prices = product.priceMode === 'SPU_PRICE_RANGE' && product.priceRange.length > 0
    ? product.priceRange.map((t) => t.price)
    : product.skus.map((s) => s.price);
  return prices.length > 0 ? { min: Math.min(...prices), max: Math.max(...prices) } : { min: product.price, max: product.price };
}
