import { z } from 'zod';
import type { Cart, Quote } from '../../../contract/cart';
import { QuantityText } from '../../../contract/bounds';
import type { CustomCartItem, PreviewOrderCreate, PurchaseOrderCreate } from '../../../contract/orders';
import { REMARK_MAX_LENGTH } from '../../../contract/orders';
import type { LineOption } from '../../../contract/line-options';
import type { Product } from '../../../contract/product';
import { skuOptions } from '../product/line-options';

/**
 * The checkout page (docs/product.md, "Routes"): what is being bought, read from the page's address so
 * a reload or a shared link shows the same confirmation, and the order request it becomes.
 * Prices are always the provider's quote; nothing here prices anything.
 */

export const CHECKOUT_PATH = '/checkout';

export type CheckoutSource =
  | { kind: 'cart'; cartItemIds: number[] }
  /** Items added by hand (links the catalog cannot read), at the shopper's stated prices. */
  | { kind: 'custom'; customItemIds: number[] }
  | { kind: 'buy-now'; productUrl: string; productSkuId: string; quantity: number; remark: string };

const ids = z.string().regex(/^\d+(,\d+)*$/).transform((text) => [...new Set(text.split(',').map(Number))]).pipe(z.array(z.number().int().min(1).max(2_147_483_647)).min(1).max(200));
const BuyNow = z.object({
  product: z.string().trim().min(1).max(2000),
  sku: z.string().min(1).max(64),
  qty: QuantityText,
  remark: z.string().trim().max(REMARK_MAX_LENGTH).default(''),
});

/** The source named by `?items=1,2` (cart items), `?custom=3` (custom items) or `?product=…&sku=…&qty=…` (buy now); `null` when none is valid. */
export function checkoutSourceOf(params: URLSearchParams): CheckoutSource | null {
  const items = ids.safeParse(params.get('items') ?? '');
  if (items.success) return { kind: 'cart', cartItemIds: items.data };
  const custom = ids.safeParse(params.get('custom') ?? '');
  if (custom.success) return { kind: 'custom', customItemIds: custom.data };
  const buy = BuyNow.safeParse(Object.fromEntries(['product', 'sku', 'qty', 'remark'].flatMap((k) => (params.has(k) ? [[k, params.get(k)]] : []))));
  if (!buy.success) return null;
  return { kind: 'buy-now', productUrl: buy.data.product, productSkuId: buy.data.sku, quantity: buy.data.qty, remark: buy.data.remark };
}

/** The address of the checkout page for a source, and optionally a China warehouse. */
export function checkoutHref(source: CheckoutSource, warehouseId?: number): string {
  const params = new URLSearchParams();
  if (source.kind === 'cart') params.set('items', source.cartItemIds.join(','));
  else if (source.kind === 'custom') params.set('custom', source.customItemIds.join(','));
  else {
    params.set('product', source.productUrl);
    params.set('sku', source.productSkuId);
    params.set('qty', String(source.quantity));
    if (source.remark) params.set('remark', source.remark);
  }
  if (warehouseId !== undefined) params.set('warehouse', String(warehouseId));
  return `${CHECKOUT_PATH}?${params}`;
}

export interface CheckoutLine {
  /** The cart item, or null for buy now and custom items. */
  cartItemId: number | null;
  /** The custom item (added by hand), else null. */
  customItemId: number | null;
  productSkuId: string;
  title: string;
  /** The marketplace's title, when `title` is a translation. */
  originalTitle?: string | undefined;
  image: string | null;
  /** A custom item's own text; catalog lines have `options`. */
  specification: string;
  options: LineOption[];
  quantity: number;
  unitPrice: number;
  subtotal: number;
  /** The shopper's message to the seller so far (the cart's), the line's first remark. */
  remark: string;
}

export interface CheckoutShop {
  shopId: string;
  shopName: string;
  platform: string;
  lines: CheckoutLine[];
  goods: number;
  /** The seller's shipping to the warehouse; `null` when the provider's quote does not say per shop. */
  domesticShipping: number | null;
}

export interface CheckoutDraft {
  source: CheckoutSource;
  warehouseId: number;
  shops: CheckoutShop[];
  goodsTotal: number;
  domesticShipping: number;
  serviceFee: number;
  total: number;
}

const priceOf = (quote: Quote, match: (line: Quote['lines'][number]) => boolean) => quote.lines.find(match);

const totalsOf = (quote: Quote) => ({
  goodsTotal: quote.goodsTotal,
  domesticShipping: quote.domesticShipping,
  serviceFee: quote.serviceFee,
  total: quote.total,
});

/**
 * The selected, available cart items grouped by shop and priced by the quote. `shopShipping`
 * holds each shop's domestic shipping from a quote of that shop alone.
 */
/** The cart items the lines come from (lines of a cart checkout always have one). */
const cartItemIdsOf = (lines: readonly { cartItemId: number | null }[]): number[] =>
  lines.flatMap((line) => (line.cartItemId === null ? [] : [line.cartItemId]));

export function checkoutFromCart(cart: Cart, cartItemIds: number[], warehouseId: number, quote: Quote, shopShipping: Map<string, number>): CheckoutDraft {
  const wanted = new Set(cartItemIds);
  const shops: CheckoutShop[] = [];
  for (const shop of cart.shops) {
    const lines: CheckoutLine[] = [];
    for (const item of shop.cartItems) {
      const priced = priceOf(quote, (line) => line.cartItemId === item.id);
      if (!wanted.has(item.id) || !item.available || !priced) continue;
      lines.push({
        cartItemId: item.id,
        customItemId: null,
        productSkuId: item.productSkuId,
        title: item.name,
        originalTitle: item.originalName,
        image: item.image,
        specification: '',
        options: item.skuProperties,
        quantity: priced.quantity,
        unitPrice: priced.unitPrice,
        subtotal: priced.subtotal,
        remark: item.message,
      });
    }
    if (lines.length === 0) continue;
    shops.push({
      shopId: shop.shopId,
      shopName: shop.shopName,
      platform: shop.platform,
      lines,
      goods: lines.reduce((sum, line) => sum + line.subtotal, 0),
      domesticShipping: shopShipping.get(shop.shopId) ?? null,
    });
  }
  return { source: { kind: 'cart', cartItemIds: cartItemIdsOf(shops.flatMap((s) => s.lines)) }, warehouseId, shops, ...totalsOf(quote) };
}

/** Buy now: one SKU of one product, one shop, priced by the buy-now quote. */
export function checkoutFromProduct(source: Extract<CheckoutSource, { kind: 'buy-now' }>, product: Product, warehouseId: number, quote: Quote): CheckoutDraft | null {
  const sku = product.skus.find((s) => s.skuId === source.productSkuId);
  const priced = priceOf(quote, (line) => line.productSkuId === source.productSkuId);
  if (!sku || !priced) return null;
  const line: CheckoutLine = {
    cartItemId: null,
    customItemId: null,
    productSkuId: sku.skuId,
    title: product.name,
    originalTitle: product.originalName,
    image: product.coverImage,
    specification: '',
    options: skuOptions(product, sku),
    quantity: priced.quantity,
    unitPrice: priced.unitPrice,
    subtotal: priced.subtotal,
    remark: source.remark,
  };
  const shop: CheckoutShop = {
    shopId: product.shopId,
    shopName: product.shopName,
    platform: product.platform,
    lines: [line],
    goods: priced.subtotal,
    domesticShipping: quote.domesticShipping,
  };
  return { source, warehouseId, shops: [shop], ...totalsOf(quote) };
}

/**
 * Custom items at their stated prices, one shop per host of their links (as the provider
 * groups them), totalled by the provider's quote. `shopShipping` as for the cart.
 */
export function checkoutFromCustom(
  items: readonly CustomCartItem[], customItemIds: number[], warehouseId: number, quote: Quote, shopShipping: Map<string, number>,
): CheckoutDraft | null {
  const wanted = new Set(customItemIds);
  const shops = new Map<string, CheckoutShop>();
  for (const item of items) {
    if (!wanted.has(item.id)) continue;
    const host = customShopOf(item.link);
    let shop = shops.get(host);
    if (!shop) shops.set(host, (shop = { shopId: host, shopName: host, platform: 'Custom', lines: [], goods: 0, domesticShipping: shopShipping.get(host) ?? null }));
    const subtotal = item.unitPrice * item.quantity;
    shop.lines.push({
      cartItemId: null, customItemId: item.id, productSkuId: '', title: item.title, image: item.image, specification: item.specification, options: [],
      quantity: item.quantity, unitPrice: item.unitPrice, subtotal, remark: item.remark,
    });
    shop.goods += subtotal;
  }
  if (shops.size === 0) return null;
  const list = [...shops.values()];
  return { source: { kind: 'custom', customItemIds: list.flatMap((s) => s.lines.flatMap((l) => (l.customItemId === null ? [] : [l.customItemId]))) }, warehouseId, shops: list, ...totalsOf(quote) };
}

/** The shop a custom item is bought from: the host of its link. */
export const customShopOf = (link: string): string => new URL(link).hostname;

/** Remarks by line key (the cart or custom item id, or the SKU for buy now). */
export type Remarks = Record<string, string>;
export const lineKey = (line: Pick<CheckoutLine, 'cartItemId' | 'customItemId' | 'productSkuId'>): string =>
  line.customItemId !== null ? `custom:${line.customItemId}` : line.cartItemId === null ? `sku:${line.productSkuId}` : String(line.cartItemId);

const remarkOf = (line: CheckoutLine, remarks: Remarks) => (remarks[lineKey(line)] ?? line.remark).trim().slice(0, REMARK_MAX_LENGTH);

export type OrderRequest = { kind: 'cart'; body: PurchaseOrderCreate } | { kind: 'buy-now'; body: PreviewOrderCreate };

/** What the provider is asked to order: the confirmed lines with their remarks, to the chosen warehouse. */
export function orderRequestOf(draft: CheckoutDraft, remarks: Remarks): OrderRequest {
  const lines = draft.shops.flatMap((shop) => shop.lines);
  if (draft.source.kind === 'buy-now') {
    return {
      kind: 'buy-now',
      body: {
        productUrl: draft.source.productUrl,
        tenantWarehouseId: draft.warehouseId,
        items: lines.map((line) => ({ productSkuId: line.productSkuId, quantity: line.quantity, ...(remarkOf(line, remarks) ? { remark: remarkOf(line, remarks) } : {}) })),
      },
    };
  }
  if (draft.source.kind === 'custom') {
    return {
      kind: 'cart',
      body: {
        tenantWarehouseId: draft.warehouseId,
        customItemIds: draft.source.customItemIds,
        lineOptions: lines.flatMap((line) => (line.customItemId === null ? [] : [{ customItemId: line.customItemId, remark: remarkOf(line, remarks) }])),
      },
    };
  }
  return {
    kind: 'cart',
    body: {
      tenantWarehouseId: draft.warehouseId,
      cartItemIds: cartItemIdsOf(lines),
      lineOptions: lines.flatMap((line) => {
        const remark = remarkOf(line, remarks);
        return remark && line.cartItemId !== null ? [{ cartItemId: line.cartItemId, remark }] : [];
      }),
    },
  };
}
