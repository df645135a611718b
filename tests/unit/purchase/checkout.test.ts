import { describe, expect, it } from 'vitest';
import type { Quote } from '../../../contract/cart';
import type { Product } from '../../../contract/product';
import { checkoutFromCart, checkoutFromCustom, checkoutFromProduct, checkoutHref, checkoutSourceOf, orderRequestOf } from '../../../src/lib/purchase/checkout';
import { cart, item } from '../cart/fixtures';

const quote = (lines: { cartItemId: number | null; productSkuId: string; quantity: number; unitPrice: number }[], fees = { domesticShipping: 800, serviceFee: 300 }): Quote => {
  const priced = lines.map((l) => ({ ...l, subtotal: l.quantity * l.unitPrice }));
  const goodsTotal = priced.reduce((s, l) => s + l.subtotal, 0);
  return { tenantWarehouseId: 7, lines: priced, goodsTotal, ...fees, total: goodsTotal + fees.domesticShipping + fees.serviceFee };
};

describe('checkout source in the address', () => {
  it('reads cart items, without repeats', () => {
    expect(checkoutSourceOf(new URLSearchParams('items=4,1,4'))).toEqual({ kind: 'cart', cartItemIds: [4, 1] });
  });

  it('reads buy now with its remark', () => {
    const source = checkoutSourceOf(new URLSearchParams({ product: 'https://item.taobao.com/item.htm?id=9', sku: 's1', qty: '3', remark: ' red one ' }));
    expect(source).toEqual({ kind: 'buy-now', productUrl: 'https://item.taobao.com/item.htm?id=9', productSkuId: 's1', quantity: 3, remark: 'red one' });
  });

  it.each(['', 'items=', 'items=0', 'items=1,x', 'product=x&sku=s&qty=0', 'product=x&qty=1'])('refuses %j', (search) => {
    expect(checkoutSourceOf(new URLSearchParams(search))).toBeNull();
  });

  it('writes what it reads back, with the warehouse', () => {
    const source = { kind: 'buy-now', productUrl: 'https://x.test/p?id=1&a=b', productSkuId: 's', quantity: 2, remark: 'a&b' } as const;
    const href = checkoutHref(source, 5);
    const params = new URL(href, 'http://h').searchParams;
    expect(checkoutSourceOf(params)).toEqual(source);
    expect(params.get('warehouse')).toBe('5');
    expect(checkoutHref({ kind: 'cart', cartItemIds: [1, 2] })).toBe('/checkout?items=1%2C2');
  });
});

describe('checkout from the cart', () => {
  const priced = quote([
    { cartItemId: 1, productSkuId: 'sku-1', quantity: 2, unitPrice: 1250 },
    { cartItemId: 4, productSkuId: 'sku-4', quantity: 3, unitPrice: 200 },
  ]);

  it('groups the chosen, available, priced lines by shop with each shop\'s shipping', () => {
    const draft = checkoutFromCart(cart, [1, 3, 4], 7, priced, new Map([['A', 500], ['B', 300]]));
    expect(draft.shops.map((s) => [s.shopId, s.lines.map((l) => l.cartItemId), s.goods, s.domesticShipping])).toEqual([
      ['A', [1], 2500, 500],
      ['B', [4], 600, 300],
    ]);
    expect(draft.source).toEqual({ kind: 'cart', cartItemIds: [1, 4] });
    expect([draft.goodsTotal, draft.domesticShipping, draft.serviceFee, draft.total]).toEqual([3100, 800, 300, 4200]);
    expect(draft.shops[0]!.lines[0]!.options).toEqual([{ name: 'Colour', value: 'Red' }]);
  });

  it('prices with the quote, not the cart', () => {
    const draft = checkoutFromCart(cart, [1], 7, quote([{ cartItemId: 1, productSkuId: 'sku-1', quantity: 2, unitPrice: 1100 }]), new Map());
    expect(draft.shops[0]!.lines[0]!.subtotal).toBe(2200);
    expect(draft.shops[0]!.domesticShipping).toBeNull();
  });

  it('asks for the lines with their remarks; an unchanged empty remark is left out', () => {
    const withMessage = { ...cart, shops: [{ ...cart.shops[0]!, cartItems: [item(1, { quantity: 2, unitPrice: 1250, message: 'blue please' })] }, cart.shops[1]!] };
    const draft = checkoutFromCart(withMessage, [1, 4], 7, priced, new Map());
    expect(orderRequestOf(draft, { 4: '  gift wrap ' })).toEqual({
      kind: 'cart',
      body: {
        tenantWarehouseId: 7,
        cartItemIds: [1, 4],
        lineOptions: [{ cartItemId: 1, remark: 'blue please' }, { cartItemId: 4, remark: 'gift wrap' }],
      },
    });
  });
});

describe('checkout from buy now', () => {
  const product = {
    name: 'Bag', coverImage: '/files/bag.jpg', shopId: 'S', shopName: 'Bag shop', platform: 'Taobao',
    properties: [{ name: '尺码', label: 'Size', values: [{ value: 'M', image: null }] }],
    skus: [{ skuId: 's1', properties: [{ name: '尺码', value: 'M' }], price: 900, stock: 5 }],
  } as unknown as Product;
  const source = { kind: 'buy-now', productUrl: 'https://item.taobao.com/item.htm?id=9', productSkuId: 's1', quantity: 2, remark: 'note' } as const;

  it('is one line of one shop, with the quote\'s shipping', () => {
    const draft = checkoutFromProduct(source, product, 3, quote([{ cartItemId: null, productSkuId: 's1', quantity: 2, unitPrice: 900 }]))!;
    expect(draft.shops).toHaveLength(1);
    expect(draft.shops[0]!).toMatchObject({ shopName: 'Bag shop', goods: 1800, domesticShipping: 800 });
    // Labelled as the product page labels its options.
    expect(draft.shops[0]!.lines[0]!.options).toEqual([{ name: '尺码', value: 'M', nameLabel: 'Size' }]);
    expect(orderRequestOf(draft, { 'sku:s1': 'other' })).toEqual({
      kind: 'buy-now',
      body: { productUrl: source.productUrl, tenantWarehouseId: 3, items: [{ productSkuId: 's1', quantity: 2, remark: 'other' }] },
    });
  });

  it('is nothing when the SKU is gone', () => {
    expect(checkoutFromProduct({ ...source, productSkuId: 'gone' }, product, 3, quote([]))).toBeNull();
  });
});

describe('checkout of items added by hand', () => {
  const custom = (id: number, link: string, unitPrice: number, quantity: number) => ({
    id, title: `Item ${id}`, link, unitPrice, quantity, specification: '', image: null, remark: id === 1 ? 'fragile' : '',
  });
  const items = [custom(1, 'https://weidian.com/item.html?itemID=1', 1_500, 2), custom(2, 'https://x.yupoo.com/a/2', 9_000, 1), custom(3, 'https://weidian.com/item.html?itemID=3', 100, 1)];

  it('reads and writes `custom=`', () => {
    expect(checkoutSourceOf(new URLSearchParams('custom=3,1,3'))).toEqual({ kind: 'custom', customItemIds: [3, 1] });
    expect(checkoutHref({ kind: 'custom', customItemIds: [1, 2] })).toBe('/checkout?custom=1%2C2');
  });

  it('groups the chosen items by the host of their links, at their stated prices, with the quote\'s totals', () => {
    const draft = checkoutFromCustom(items, [1, 2], 7, quote([]), new Map([['weidian.com', 800], ['x.yupoo.com', 0]]))!;
    expect(draft.shops.map((shop) => [shop.shopName, shop.goods, shop.domesticShipping, shop.lines.map((line) => line.customItemId)])).toEqual([
      ['weidian.com', 3_000, 800, [1]], ['x.yupoo.com', 9_000, 0, [2]],
    ]);
    expect(draft.source).toEqual({ kind: 'custom', customItemIds: [1, 2] });
    expect(orderRequestOf(draft, { 'custom:2': ' gift ' })).toEqual({
      kind: 'cart',
      body: { tenantWarehouseId: 7, customItemIds: [1, 2], lineOptions: [{ customItemId: 1, remark: 'fragile' }, { customItemId: 2, remark: 'gift' }] },
    });
    expect(checkoutFromCustom(items, [99], 7, quote([]), new Map())).toBeNull();
  });
});
