import type { ApiClient } from '../api/client';
import type { Cart } from '../../../contract/cart';
import type { CustomCartItem } from '../../../contract/orders';
import type { TenantWarehouse } from '../../../contract/reference';
import { deferred } from '../page-load/page-load.server';

export interface CartPageData {
  cart: Cart;
  /** The tenant's China warehouses the quote can be asked for; `null` if they could not be loaded. */
  warehouses: TenantWarehouse[] | null;
  /** Items added by hand; `null` if they could not be loaded. */
  customItems: CustomCartItem[] | null;
}

/** `/cart`: the cart is critical (its failure is the page's error state); the warehouses and custom items are deferred. */
export async function loadCartPage(api: ApiClient): Promise<CartPageData> {
  const [cart, warehouses, customItems] = await Promise.all([
    api.getCart(),
    deferred(api.getTenantWarehouses({ warehouseRegion: 'CHINA' }), 'cart page: warehouses'),
    deferred(api.getCustomItems(), 'cart page: custom items'),
  ]);
  return { cart, warehouses: warehouses?.items ?? null, customItems: customItems?.items ?? null };
}
