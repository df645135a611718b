import type { ApiClient } from '../api/client';
import type { TenantWarehouse } from '../../../contract/reference';
import type { UserAccount } from '../../../contract/user-account';
import { checkoutFromCart, checkoutFromCustom, checkoutFromProduct, customShopOf, type CheckoutDraft, type CheckoutSource } from './checkout';

export interface CheckoutPageData {
  /** `null` when nothing of the source can be bought (gone from the cart, sold out). */
  draft: CheckoutDraft | null;
  warehouses: TenantWarehouse[];
  account: UserAccount;
}

/**
 * `/checkout`: the account, the China warehouses and the quote are all critical (an order
 * cannot be confirmed without them). The cart's quote covers the whole selection; a quote
 * per shop tells each shop's domestic shipping, which the provider's quote only totals.
 */
export async function loadCheckoutPage(api: ApiClient, source: CheckoutSource, warehouseParam: number | null): Promise<CheckoutPageData> {
  const [account, warehouseList] = await Promise.all([api.getUserAccount(), api.getTenantWarehouses({ warehouseRegion: 'CHINA' })]);
  const warehouses = warehouseList.items;
  const warehouse = warehouses.find((w) => w.id === warehouseParam) ?? warehouses[0];
  if (!warehouse) return { draft: null, warehouses, account };
  if (source.kind === 'buy-now') {
    const [product, quote] = await Promise.all([
      api.getProduct(source.productUrl),
      api.quoteBuyNow({ productUrl: source.productUrl, items: [{ productSkuId: source.productSkuId, quantity: source.quantity }], tenantWarehouseId: warehouse.id }),
    ]);
    return { draft: checkoutFromProduct(source, product, warehouse.id, quote), warehouses, account };
  }
  if (source.kind === 'custom') return { draft: await customDraft(api, source.customItemIds, warehouse.id), warehouses, account };
  const cart = await api.getCart();
  const wanted = new Set(source.cartItemIds);
  const shops = cart.shops
    .map((shop) => ({ shopId: shop.shopId, ids: shop.cartItems.filter((item) => wanted.has(item.id) && item.available).map((item) => item.id) }))
    .filter((shop) => shop.ids.length > 0);
  if (shops.length === 0) return { draft: null, warehouses, account };
  const quoteOf = (cartItemIds: number[]) => api.refreshCart({ cartItemIds, tenantWarehouseId: warehouse.id });
  const [quote, ...perShop] = await Promise.all([quoteOf(shops.flatMap((s) => s.ids)), ...(shops.length > 1 ? shops.map((s) => quoteOf(s.ids)) : [])]);
  // With one shop, the whole selection's quote is that shop's.
  const shipping = new Map(shops.map((s, i) => [s.shopId, (perShop[i] ?? quote).domesticShipping]));
  return { draft: checkoutFromCart(cart, source.cartItemIds, warehouse.id, quote, shipping), warehouses, account };
}

/** Custom items: their quote as a whole, and per host (their shop) when there are several. */
async function customDraft(api: ApiClient, customItemIds: number[], warehouseId: number): Promise<CheckoutDraft | null> {
  const wanted = new Set(customItemIds);
  const items = (await api.getCustomItems()).items.filter((item) => wanted.has(item.id));
  if (items.length === 0) return null;
  const hosts = [...new Set(items.map((item) => customShopOf(item.link)))];
  const quoteOf = (ids: number[]) => api.refreshCart({ customItemIds: ids, tenantWarehouseId: warehouseId });
  const idsOf = (host: string) => items.filter((item) => customShopOf(item.link) === host).map((item) => item.id);
  const [quote, ...perShop] = await Promise.all([quoteOf(items.map((item) => item.id)), ...(hosts.length > 1 ? hosts.map((host) => quoteOf(idsOf(host))) : [])]);
  const shipping = new Map(hosts.map((host, i) => [host, (perShop[i] ?? quote).domesticShipping]));
  return checkoutFromCustom(items, customItemIds, warehouseId, quote, shipping);
}
