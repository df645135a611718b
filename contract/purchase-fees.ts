/**
 * What buying costs on top of the goods, in CNY fen. Shared by the provider, which charges
 * it, and the product page, which shows a shopper the landed cost before anything is in a
 * cart (a quote of the provider needs a login; this estimate must not).
 *
 * - Domestic shipping: each shop ships its goods to the China warehouse as one parcel, ¥8
 *   per shop, free once that shop's goods reach ¥88.
 * - Service fee: the tenant's rate in basis points of the goods (5% unless the owner sets
 *   another on the desk), rounded up to the fen.
 */
export const DOMESTIC_SHIPPING_PER_SHOP_FEN = 800;
export const FREE_DOMESTIC_SHIPPING_FROM_FEN = 8800;
/** The service fee of a tenant whose owner set none: 500 basis points, 5%. */
export const DEFAULT_SERVICE_FEE_BASIS_POINTS = 500;
const BASIS_POINTS_PER_WHOLE = 10_000;

/** The seller's shipping to the warehouse for one shop's goods. */
export const domesticShippingFen = (shopGoodsFen: number): number =>
  shopGoodsFen >= FREE_DOMESTIC_SHIPPING_FROM_FEN ? 0 : DOMESTIC_SHIPPING_PER_SHOP_FEN;

export const serviceFeeFen = (goodsFen: number, basisPoints: number): number => Math.ceil((goodsFen * basisPoints) / BASIS_POINTS_PER_WHOLE);

/** A fee rate as a percentage for sentences (`5`, `7.5`). */
export const serviceFeePercent = (basisPoints: number): number => basisPoints / 100;
