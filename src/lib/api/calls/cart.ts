import type { KyInstance } from 'ky';
import type { CartItemCreate } from '../contract/requests';
import { query, type NotYetModelled } from './query';

/** Several SKUs of one product at once (cart "multiple" and the buy-now preview). */
export interface ProductItemsPayload {
  productUrl: string;
  items: { productSkuId: string; quantity: number }[];
  message?: string;
  tenantWarehouseId?: number;
}

/** The cart and the buy-now preview (SPEC section 7, Cart). */
export const cartCalls = (http: KyInstance) => ({
  getCart: () => http.get('front/cart').json<NotYetModelled>(),
  setCartItemQuantity: (id: number, quantity: number) =>
    http.put(`front/cart/${id}/quantity`, { searchParams: query({ quantity }) }).json<NotYetModelled>(),
  setCartItemMessage: (id: number, message: string) =>
    http.put(`front/cart/${id}/message`, { json: { message } }).json<NotYetModelled>(),
  addToCart: (item: CartItemCreate) => http.post('front/cart/add', { json: item }).json<NotYetModelled>(),
  addManyToCart: (payload: ProductItemsPayload) => http.post('front/cart/multiple', { json: payload }).json<NotYetModelled>(),
  removeCartItem: (id: number) => http.delete(`front/cart/${id}`).json<NotYetModelled>(),
  clearCart: () => http.delete('front/cart/all').json<NotYetModelled>(),
  refreshCart: (body: { cartItemIds: number[]; tenantWarehouseId: number }) =>
    http.post('front/cart/refresh', { json: body }).json<NotYetModelled>(),
  refreshPreviewProduct: (payload: ProductItemsPayload) =>
    http.post('front/preview-product/refresh', { json: payload }).json<NotYetModelled>(),
  createPreviewProduct: (payload: ProductItemsPayload) =>
    http.post('front/preview-product/create', { json: payload }).json<NotYetModelled>(),
});
