import type { Cart, CartItem, CartShop } from '../../../contract/cart';

/** Two shops of two platforms; item 3 sold out. Prices in fen. */
export const item = (id: number, change: Partial<CartItem> = {}): CartItem => ({
  id,
  productId: `p${id}`,
  productUrl: `https://item.taobao.com/item.htm?id=${id}`,
  productSkuId: `sku-${id}`,
  name: `Item ${id}`,
  image: `/files/${id}.jpg`,
  skuProperties: [{ name: 'Colour', value: 'Red' }],
  quantity: 1,
  message: '',
  unitPrice: 1000,
  stock: 10,
  available: true,
  ...change,
});

export const shopA: CartShop = {
  shopId: 'A',
  shopName: 'Shop A',
  shopWebsite: 'https://shop-a.taobao.com',
  platform: 'Taobao',
  cartItems: [item(1, { quantity: 2, unitPrice: 1250 }), item(2, { unitPrice: 999 })],
};

export const shopB: CartShop = {
  shopId: 'B',
  shopName: 'Shop B',
  shopWebsite: '',
  platform: 'Alibaba',
  cartItems: [item(3, { quantity: 5, available: false }), item(4, { quantity: 3, unitPrice: 200 })],
};

export const cart: Cart = { shops: [shopA, shopB], totalQuantity: 11 };
