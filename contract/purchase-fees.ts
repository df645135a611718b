/**
 * What buying costs on top of the goods, in CNY fen. Shared by the provider, which charges
 * it, and the product page, which shows a shopper the landed cost before anything is in a
 * cart (a quote of the provider needs a login; this estimate must not).
 *
 * - Domestic shipping: each shop ships its goods to the China warehouse as one parcel, ¥8
 *   per shop, free once that shop's goods reach ¥88.
 * - Service fee: 5% of the goods, rounded up to the fen.
 */
export const DOMESTIC_SHIPPING_PER_SHOP_FEN = 800;
export const FREE_DOMESTIC_SHIPPING_FROM_FEN = 8800;
export const SERVICE_FEE_PERCENT = 5;

/** The seller's shipping to the warehouse for one shop's goods. */
export const domesticShippingFen = (shopGoodsFen: number): number =>
  shopGoodsFen >= FREE_DOMESTIC_SHIPPING_FROM_FEN ? 0 : DOMESTIC_SHIPPING_PER_SHOP_FEN;

export const serviceFeeFen = (goodsFen: number): number => Math.ceil((goodsFen * SERVICE_FEE_PERCENT) / 100);
