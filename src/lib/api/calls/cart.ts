import type { KyInstance } from 'ky';
import { Cart, CartItem, Quote, type CartItemCreate, type CartRefreshRequest } from '../../../../contract/cart';
import { listOf } from '../../../../contract/problem';
import { CustomCartItem, type CustomItemCreate } from '../../../../contract/orders';
import { parsed, query } from './query';

const CustomItems = listOf(CustomCartItem);

/** The cart and the buy-now draft (docs/product.md, "Cart calls"). */
export const cartCalls = (http: KyInstance) => ({
  getCart: () => parsed(http.get('front/cart'), Cart),
  setCartItemQuantity: (id: number, quantity: number) =>
    parsed(http.put(`front/cart/${id}/quantity`, { searchParams: query({ quantity }) }), CartItem),
  setCartItemMessage: (id: number, message: string) => parsed(http.put(`front/cart/${id}/message`, { json: { message } }), CartItem),
  addToCart: (item: CartItemCreate) => parsed(http.post('front/cart/add', { json: item }), Cart),
  removeCartItem: (id: number) => parsed(http.delete(`front/cart/${id}`), Cart),
  clearCart: () => parsed(http.delete('front/cart/all'), Cart),
  refreshCart: (body: CartRefreshRequest) => parsed(http.post('front/cart/refresh', { json: body }), Quote),
  /** Items added by hand (links the catalog cannot read), newest first. */
  getCustomItems: () => parsed(http.get('front/cart/custom'), CustomItems),
  addCustomItem: (item: CustomItemCreate) => parsed(http.post('front/cart/custom', { json: item }), CustomItems),
  removeCustomItem: (id: number) => parsed(http.delete(`front/cart/custom/${id}`), CustomItems),
});
