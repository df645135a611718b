import { unitPriceFor } from '../../contract/price-tiers';
import type { Quote } from '../../contract/cart';
import { domesticShippingFen, serviceFeeFen } from '../../contract/purchase-fees';
import type { productSkus, products } from '../db/schema';
import { ensureWithinOrderFenMax } from '../payments/amount-bound';

/*
 * What selected goods cost delivered to a China warehouse, in CNY fen. Every price comes from
 * the catalog at the time of asking; nothing a client sends is ever part of it.
 *
 * - Unit price: the SKU's own price, or for SPU_PRICE_RANGE (wholesale) goods the price of the
 *   tier the line's quantity reaches.
 * - Domestic shipping and service fee: contract/purchase-fees.ts, the fee at the tenant's rate. Every China warehouse of a
 *   tenant costs the same, so the warehouse only names the destination for now.
 */
export { DOMESTIC_SHIPPING_PER_SHOP_FEN, FREE_DOMESTIC_SHIPPING_FROM_FEN } from '../../contract/purchase-fees';

type ProductPrices = Pick<typeof products.$inferSelect, 'priceMode' | 'priceTiers'>;
type SkuPrice = Pick<typeof productSkus.$inferSelect, 'priceFen'>;

/** The unit price of a catalog SKU at a quantity. */
export const unitPriceOf = (product: ProductPrices, sku: SkuPrice, quantity: number): number =>
  unitPriceFor({ priceMode: product.priceMode, priceRange: product.priceTiers }, { price: sku.priceFen }, quantity);

export interface QuoteItem {
  cartItemId: number | null;
  shopId: string;
  productSkuId: string;
  quantity: number;
  unitPrice: number;
}

/** Each shop's domestic shipping by shop id: its goods ship to the warehouse as one parcel. */
export function shippingByShop(items: readonly Pick<QuoteItem, 'shopId' | 'quantity' | 'unitPrice'>[]): Map<string, number> {
  const goodsByShop = new Map<string, number>();
  for (const { shopId, quantity, unitPrice } of items) goodsByShop.set(shopId, (goodsByShop.get(shopId) ?? 0) + quantity * unitPrice);
  return new Map([...goodsByShop].map(([shopId, goods]) => [shopId, domesticShippingFen(goods)]));
}

/**
 * Every line and the total are held to ORDER_FEN_MAX (400 AMOUNT_TOO_LARGE): each line before
 * the lines are summed, so no sum of them leaves the exact range of a JS number.
 */
export function quoteOf(items: readonly QuoteItem[], tenantWarehouseId: number | null, serviceFeeBasisPoints: number): Quote {
  const lines = items.map(({ cartItemId, productSkuId, quantity, unitPrice }) => {
    const subtotal = unitPrice * quantity;
    ensureWithinOrderFenMax(subtotal, `${quantity} × ${unitPrice} fen`);
    return { cartItemId, productSkuId, quantity, unitPrice, subtotal };
  });
  const goodsTotal = lines.reduce((sum, line) => sum + line.subtotal, 0);
  const domesticShipping = [...shippingByShop(items).values()].reduce((sum, shopShipping) => sum + shopShipping, 0);
  const serviceFee = serviceFeeFen(goodsTotal, serviceFeeBasisPoints);
  const total = goodsTotal + domesticShipping + serviceFee;
  ensureWithinOrderFenMax(total, 'The order');
  return { tenantWarehouseId, lines, goodsTotal, domesticShipping, serviceFee, total };
}
