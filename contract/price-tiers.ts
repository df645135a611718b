import type { PriceTier, Product, ProductSku } from './product';

/**
 * Wholesale prices (docs/product.md, "Search and products"): `priceRange` tiers, each from `startQuantity` pieces
 * on. Shared by the product page, which shows the price, and the provider, which charges it.
 * The provider sends tiers sorted; sorting again costs nothing and keeps a careless data
 * source from showing the wrong price.
 */
export const sortTiers = (tiers: readonly PriceTier[]): PriceTier[] =>
  [...tiers].sort((a, b) => a.startQuantity - b.startQuantity);

/** The tier a quantity falls in: the last one it reaches, or the first when it reaches none. */
export function tierFor(sortedTiers: readonly PriceTier[], quantity: number): PriceTier | null {
  let found: PriceTier | null = sortedTiers[0] ?? null;
  for (const tier of sortedTiers) {
    if (tier.startQuantity <= quantity) found = tier;
    else break;
  }
  return found;
}

/** Unit price in fen of a SKU at a quantity: the tier's for SPU_PRICE_RANGE goods, else the SKU's own. */
export function unitPriceFor(product: Pick<Product, 'priceMode' | 'priceRange'>, sku: Pick<ProductSku, 'price'>, quantity: number): number {
  if (product.priceMode !== 'SPU_PRICE_RANGE') return sku.price;
  return tierFor(sortTiers(product.priceRange), quantity)?.price ?? sku.price;
}
