import type { KyInstance } from 'ky';
import type { Cart, CartItem, CartItemCreate, CartRefreshRequest, ProductItemsPayload, Quote } from '../../../../contract/cart';
import { query, type NotYetModelled } from './query';

/** The cart and the buy-now preview (SPEC section 7, Cart). */
export const cartCalls = (http: KyInstance) => ({
  getCart: () => http.get('front/cart').json<Cart>(),
  setCartItemQuantity: (id: number, quantity: number) =>
    http.put(`front/cart/${id}/quantity`, { searchParams: query({ quantity }) }).json<CartItem>(),
  setCartItemMessage: (id: number, message: string) => http.put(`front/cart/${id}/message`, { json: { message } }).json<CartItem>(),
  addToCart: (item: CartItemCreate) => http.post('front/cart/add', { json: item }).json<Cart>(),
  addManyToCart: (payload: ProductItemsPayload) => http.post('front/cart/multiple', { json: payload }).json<Cart>(),
  removeCartItem: (id: number) => http.delete(`front/cart/${id}`).json<Cart>(),
  clearCart: () => http.delete('front/cart/all').json<Cart>(),
  refreshCart: (body: CartRefreshRequest) => http.post('front/cart/refresh', { json: body }).json<Quote>(),
  refreshPreviewProduct: (payload: ProductItemsPayload) => http.post('front/preview-product/refresh', { json: payload }).json<Quote>(),
  /** Buy now: the order draft for one product, paid in the purchase capability. */
  createPreviewProduct: (payload: ProductItemsPayload) =>
    http.post('front/preview-product/create', { json: payload }).json<NotYetModelled>(),
});
