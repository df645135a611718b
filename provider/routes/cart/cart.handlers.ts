import type { Context } from 'hono';
import {
  addToCart, cartQuoteItems, clearCart, loadCart, loadCartItem, removeCartItem, setCartItemMessage, setCartItemQuantity,
  type Shopper,
} from '../../cart/cart';
import { ensureChinaWarehouse, productForLink } from '../../cart/catalog-lookup';
import { quoteOf } from '../../cart/quote';
import type { AppBindings, AppRouteHandler } from '../../http/app-bindings';
import type {
  addManyRoute, addRoute, clearRoute, getCartRoute, refreshRoute, removeRoute, setMessageRoute, setQuantityRoute,
} from './cart.routes';
import { customLines } from '../../orders/order-pricing';

const shopperOf = (c: Context<AppBindings>): Shopper => ({ tenantId: c.var.tenant.id, userId: c.var.user.id });

export const getCart: AppRouteHandler<typeof getCartRoute> = async (c) => c.json(await loadCart(c.var, shopperOf(c)), 200);

export const setQuantity: AppRouteHandler<typeof setQuantityRoute> = async (c) => {
  const { id } = c.req.valid('param');
  await setCartItemQuantity(c.var.db, shopperOf(c), id, c.req.valid('query').quantity);
  return c.json(await loadCartItem(c.var, shopperOf(c), id), 200);
};

export const setMessage: AppRouteHandler<typeof setMessageRoute> = async (c) => {
  const { id } = c.req.valid('param');
  await setCartItemMessage(c.var.db, shopperOf(c), id, c.req.valid('json').message);
  return c.json(await loadCartItem(c.var, shopperOf(c), id), 200);
};

export const add: AppRouteHandler<typeof addRoute> = async (c) => {
  const { productUrl, productSkuId, quantity, message } = c.req.valid('json');
  const product = await productForLink(c.var, productUrl);
  await addToCart(c.var.db, shopperOf(c), product, [{ productSkuId, quantity, path: 'productSkuId' }], message);
  return c.json(await loadCart(c.var, shopperOf(c)), 200);
};

export const addMany: AppRouteHandler<typeof addManyRoute> = async (c) => {
  const { productUrl, items, message } = c.req.valid('json');
  const product = await productForLink(c.var, productUrl);
  const additions = items.map((item, index) => ({ ...item, path: `items.${index}.productSkuId` }));
  await addToCart(c.var.db, shopperOf(c), product, additions, message);
  return c.json(await loadCart(c.var, shopperOf(c)), 200);
};

export const clear: AppRouteHandler<typeof clearRoute> = async (c) => {
  await clearCart(c.var.db, shopperOf(c));
  return c.json(await loadCart(c.var, shopperOf(c)), 200);
};

export const remove: AppRouteHandler<typeof removeRoute> = async (c) => {
  await removeCartItem(c.var.db, shopperOf(c), c.req.valid('param').id);
  return c.json(await loadCart(c.var, shopperOf(c)), 200);
};

export const refresh: AppRouteHandler<typeof refreshRoute> = async (c) => {
  const { cartItemIds, customItemIds, tenantWarehouseId } = c.req.valid('json');
  const warehouseId = await ensureChinaWarehouse(c.var.db, c.var.tenant.id, tenantWarehouseId);
  const items = cartItemIds.length > 0 ? await cartQuoteItems(c.var.db, shopperOf(c), cartItemIds) : [];
  const custom = await customLines(c.var.db, shopperOf(c), customItemIds);
  return c.json(quoteOf([...items, ...custom.items], warehouseId, c.var.tenant.serviceFeeBasisPoints), 200);
};
