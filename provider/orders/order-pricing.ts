import { and, eq, inArray } from 'drizzle-orm';
import type { PreviewOrderCreate, PurchaseOrderCreate } from '../../contract/orders';
import type { z } from 'zod';
import { cartQuoteItems } from '../cart/cart';
import { ensureChinaWarehouse, ensureInStock } from '../cart/catalog-lookup';
import { previewQuote } from '../cart/preview';
import { type QuoteItem, quoteOf, shippingByShop, unitPriceOf } from '../cart/quote';
import type { Database } from '../db/client';
import { cartItems, customCartItems, productSkus, products } from '../db/schema';
import type { AppVariables } from '../http/app-bindings';
import { ProblemError } from '../http/problem';
import type { AccountOwner } from '../db/ownership';
import { ownedBy } from '../db/ownership';

/** A line as the order keeps it: a snapshot of what was bought, at the price of the day. */
export interface PricedLine {
  shopId: string;
  shopName: string;
  platform: string;
  productId: string | null;
  skuId: string | null;
  productUrl: string;
  title: string;
  imageKey: string | null;
  specification: string;
  options: { name: string; value: string }[];
  quantity: number;
  unitPriceFen: number;
  remark: string;
  extraQcPhotos: number;
  custom: boolean;
}

/** A line as the order stores it: with the domestic shipping its shop was charged. */
export type OrderLine = PricedLine & { shopShippingFen: number };

export interface PricedOrder {
  tenantWarehouseId: number;
  lines: OrderLine[];
  goodsFen: number;
  domesticShippingFen: number;
  serviceFeeFen: number;
  totalFen: number;
  /** The rates it was priced at: the tenant's service fee and exchange rate of that moment. */
  serviceFeeBasisPoints: number;
  cnyExchangeRate: number;
  /** What leaves the cart when the order is made. */
  cartItemIds: number[];
  customItemIds: number[];
}

interface LineOptions {
  remark?: string | undefined;
  extraQcPhotos?: number | undefined;
}

/** Catalog facts of SKUs for line snapshots, by SKU id. */
async function skuSnapshots(db: Database, skuIds: readonly string[], chineseTitles: boolean) {
  if (skuIds.length === 0) return new Map<string, Omit<PricedLine, 'quantity' | 'unitPriceFen' | 'remark' | 'extraQcPhotos' | 'custom'>>();
  const rows = await db.select({
    skuId: productSkus.skuId, skuProperties: productSkus.properties,
    productId: products.id, url: products.canonicalUrl, titleEn: products.titleEn, titleZh: products.titleZh, images: products.images,
    shopId: products.shopId, shopName: products.shopName, platform: products.platform,
  }).from(productSkus).innerJoin(products, eq(products.id, productSkus.productId)).where(inArray(productSkus.skuId, [...skuIds]));
  return new Map(rows.map((row) => [row.skuId, {
    shopId: row.shopId, shopName: row.shopName, platform: row.platform, productId: row.productId, skuId: row.skuId,
    productUrl: row.url, title: chineseTitles ? row.titleZh : row.titleEn, imageKey: row.images[0] ?? null,
    specification: row.skuProperties.map(({ name, value }) => `${name}: ${value}`).join('; '), options: row.skuProperties,
  }]));
}

/** The tenant's rates an order is priced at. */
type PricingTenant = Pick<AppVariables['tenant'], 'serviceFeeBasisPoints' | 'cnyExchangeRate'>;

/** Custom lines group by the host of their link, as one shop. */
const customShopOf = (link: string) => `custom:${new URL(link).hostname}`;

function priced(
  tenant: PricingTenant, tenantWarehouseId: number, items: readonly QuoteItem[], lines: PricedLine[], cartItemIds: number[], customItemIds: number[],
): PricedOrder {
  const quote = quoteOf(items, tenantWarehouseId, tenant.serviceFeeBasisPoints);
  const shipping = shippingByShop(items);
  return {
    tenantWarehouseId, lines: lines.map((line) => ({ ...line, shopShippingFen: shipping.get(line.shopId) ?? 0 })), cartItemIds, customItemIds,
    goodsFen: quote.goodsTotal, domesticShippingFen: quote.domesticShipping, serviceFeeFen: quote.serviceFee, totalFen: quote.total,
    serviceFeeBasisPoints: tenant.serviceFeeBasisPoints, cnyExchangeRate: tenant.cnyExchangeRate,
  };
}

/** A priced line as the quote counts it. */
const quoteItemOf = (line: PricedLine): QuoteItem => ({
  cartItemId: null, shopId: line.shopId, productSkuId: line.skuId ?? '', quantity: line.quantity, unitPrice: line.unitPriceFen,
});

type CatalogItem = { productSkuId: string; quantity: number; unitPrice: number; options: LineOptions };

async function catalogLines(vars: Pick<AppVariables, 'db' | 'contentLanguages'>, items: readonly CatalogItem[]): Promise<PricedLine[]> {
  const snapshots = await skuSnapshots(vars.db, items.map((item) => item.productSkuId), vars.contentLanguages[0]?.startsWith('zh') ?? false);
  return items.map(({ productSkuId, quantity, unitPrice, options }) => {
    const snapshot = snapshots.get(productSkuId);
    if (!snapshot) throw new ProblemError({ status: 400, code: 'INSUFFICIENT_STOCK', detail: `SKU ${productSkuId} left the catalog.` });
    return { ...snapshot, quantity, unitPriceFen: unitPrice, remark: options.remark ?? '', extraQcPhotos: options.extraQcPhotos ?? 0, custom: false };
  });
}

/** Selected cart and custom items priced now from the catalog (custom items at their stated price). */
export async function priceCartSelection(
  vars: AppVariables, owner: AccountOwner, request: z.output<typeof PurchaseOrderCreate>,
): Promise<PricedOrder> {
  const warehouseId = await ensureChinaWarehouse(vars.db, owner.tenantId, request.tenantWarehouseId);
  const optionsOf = (key: 'cartItemId' | 'customItemId', id: number): LineOptions =>
    request.lineOptions.find((options) => options[key] === id) ?? {};
  const cartIds = [...new Set(request.cartItemIds)];
  const customIds = [...new Set(request.customItemIds)];
  const quoteItems = cartIds.length > 0 ? await cartQuoteItems(vars.db, owner, cartIds) : [];
  const lines = await catalogLines(vars, quoteItems.map((item) => ({ ...item, options: optionsOf('cartItemId', item.cartItemId) })));
  const custom = await customLines(vars.db, owner, customIds, (id) => optionsOf('customItemId', id));
  lines.push(...custom.lines);
  return priced(vars.tenant, warehouseId, [...quoteItems, ...custom.items], lines, cartIds, customIds);
}

/**
 * The shopper's custom items as lines at their stated price, each shop the host of its link;
 * 404 when one is not the shopper's. The quote prices them with the cart's rules.
 */
export async function customLines(
  db: Database, owner: AccountOwner, ids: readonly number[], optionsOf: (id: number) => LineOptions = () => ({}),
): Promise<{ items: QuoteItem[]; lines: PricedLine[] }> {
  const customs = ids.length === 0 ? [] : await db.select().from(customCartItems).where(and(
    ownedBy(customCartItems, owner), inArray(customCartItems.id, [...ids]),
  ));
  if (customs.length !== new Set(ids).size) throw new ProblemError({ status: 404, code: 'NOT_FOUND', detail: 'There is no such item in the cart.' });
  const items: QuoteItem[] = [];
  const lines: PricedLine[] = [];
  for (const custom of customs) {
    const options = optionsOf(custom.id);
    const shopId = customShopOf(custom.link);
    items.push({ cartItemId: null, shopId, productSkuId: '', quantity: custom.quantity, unitPrice: custom.unitPriceFen });
    lines.push({
      shopId, shopName: new URL(custom.link).hostname, platform: 'Custom', productId: null, skuId: null, productUrl: custom.link,
      title: custom.title, imageKey: custom.imageKey, specification: custom.specification, options: [], quantity: custom.quantity,
      unitPriceFen: custom.unitPriceFen, remark: options.remark ?? custom.remark, extraQcPhotos: options.extraQcPhotos ?? 0, custom: true,
    });
  }
  return { items, lines };
}

/** Buy now: one product's SKUs priced now, without the cart. */
export async function pricePreview(vars: AppVariables, request: z.output<typeof PreviewOrderCreate>): Promise<PricedOrder> {
  const quote = await previewQuote(vars, request);
  const lines = await catalogLines(vars, quote.lines.map((line, index) => ({ ...line, options: request.items[index] ?? {} })));
  return priced(vars.tenant, request.tenantWarehouseId, lines.map(quoteItemOf), lines, [], []);
}

/** An earlier order's lines priced again at today's catalog prices (custom lines keep their price). */
export async function priceClone(
  vars: AppVariables, tenantWarehouseId: number, previous: readonly PricedLine[],
): Promise<PricedOrder> {
  const catalog = previous.filter((line) => !line.custom);
  const skuRows = catalog.length === 0 ? [] : await vars.db.select({
    skuId: productSkus.skuId, priceFen: productSkus.priceFen, stock: productSkus.stock, priceMode: products.priceMode, priceTiers: products.priceTiers,
  }).from(productSkus).innerJoin(products, eq(products.id, productSkus.productId)).where(inArray(productSkus.skuId, catalog.map((line) => line.skuId ?? '')));
  const lines = previous.map((line) => {
    if (line.custom) return { ...line };
    const row = skuRows.find((candidate) => candidate.skuId === line.skuId);
    const sku = ensureInStock(line.skuId ?? '', row ?? null, line.quantity);
    return { ...line, unitPriceFen: unitPriceOf(sku, sku, line.quantity) };
  });
  return priced(vars.tenant, tenantWarehouseId, lines.map(quoteItemOf), lines, [], []);
}

/** Takes the ordered items out of the cart; 404 when one is gone (another order took it meanwhile). */
export async function removeOrderedItems(tx: Database, owner: AccountOwner, order: PricedOrder): Promise<void> {
  const notInCart = () => new ProblemError({ status: 404, code: 'NOT_FOUND', detail: 'There is no such item in the cart.' });
  if (order.cartItemIds.length > 0) {
    const removed = await tx.delete(cartItems).where(and(
      ownedBy(cartItems, owner), inArray(cartItems.id, order.cartItemIds),
    )).returning({ id: cartItems.id });
    if (removed.length !== order.cartItemIds.length) throw notInCart();
  }
  if (order.customItemIds.length > 0) {
    const removed = await tx.delete(customCartItems).where(and(
      ownedBy(customCartItems, owner), inArray(customCartItems.id, order.customItemIds),
    )).returning({ id: customCartItems.id });
    if (removed.length !== order.customItemIds.length) throw notInCart();
  }
}
