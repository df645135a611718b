import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Cart, CartItem, CartShop } from '../../contract/cart';
import type { Product } from '../../contract/product';
import type { Database } from '../db/client';
import { cartItems, customCartItems, productSkus, products } from '../db/schema';
import type { AppVariables } from '../http/app-bindings';
import { ProblemError } from '../http/problem';
import type { ObjectStorage } from '../storage/object-storage';
import { ensureInStock, insufficientStock, skuOfProduct } from './catalog-lookup';
import { type QuoteItem, unitPriceOf } from './quote';
import { type AccountOwner, ofTenant, ownedBy } from '../db/ownership';
import { optionsIn, titlesIn } from '../catalog/catalog-language';
import { catalogReaderOf } from '../catalog/request-catalog';

/** Whose cart: every query filters on both. */
export type Shopper = AccountOwner;

export const cartItemNotFound = () => new ProblemError({ status: 404, code: 'NOT_FOUND', detail: 'There is no such item in the cart.' });

interface SkuAddition {
  productSkuId: string;
  quantity: number;
}

/**
 * Adds SKUs of one product: a SKU already in the cart gains the quantity, up to its stock.
 * All or nothing: one refused SKU leaves the cart as it was. The stock check sits in the
 * upsert itself, so two concurrent adds cannot together pass the stock.
 */
export async function addToCart(
  db: Database, shopper: Shopper, product: Product,
  additions: readonly (SkuAddition & { path: string })[], message: string | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { productSkuId, quantity, path } of additions) {
      const sku = skuOfProduct(product, productSkuId, path);
      ensureInStock(sku.skuId, sku, quantity);
      const [added] = await tx.insert(cartItems)
        .values({ ...shopper, productId: product.productId, skuId: sku.skuId, quantity, message: message ?? '' })
        .onConflictDoUpdate({
          target: [cartItems.tenantId, cartItems.userId, cartItems.skuId],
          set: {
            quantity: sql`${cartItems.quantity} + excluded.quantity`,
            ...(message === undefined ? {} : { message }),
            updatedAt: sql`now()`,
          },
          setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${sku.stock}`,
        })
        .returning({ id: cartItems.id });
      if (!added) throw insufficientStock(sku.skuId, sku.stock);
    }
  });
}

/** Sets an item's quantity: 404 for an item not in this shopper's cart, 400 above the SKU's stock. */
export async function setCartItemQuantity(db: Database, shopper: Shopper, id: number, quantity: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [item] = await tx.select({ skuId: cartItems.skuId, sku: { stock: productSkus.stock } })
      .from(cartItems)
      .leftJoin(productSkus, eq(productSkus.skuId, cartItems.skuId))
      .where(and(ownedBy(cartItems, shopper), eq(cartItems.id, id)))
      .for('update', { of: cartItems });
    if (!item) throw cartItemNotFound();
    ensureInStock(item.skuId, item.sku, quantity);
    await tx.update(cartItems).set({ quantity, updatedAt: sql`now()` }).where(and(ownedBy(cartItems, shopper), eq(cartItems.id, id)));
  });
}

export async function setCartItemMessage(db: Database, shopper: Shopper, id: number, message: string): Promise<void> {
  const updated = await db.update(cartItems).set({ message, updatedAt: sql`now()` })
    .where(and(ownedBy(cartItems, shopper), eq(cartItems.id, id)))
    .returning({ id: cartItems.id });
  if (updated.length === 0) throw cartItemNotFound();
}

export async function removeCartItem(db: Database, shopper: Shopper, id: number): Promise<void> {
  const removed = await db.delete(cartItems).where(and(ownedBy(cartItems, shopper), eq(cartItems.id, id))).returning({ id: cartItems.id });
  if (removed.length === 0) throw cartItemNotFound();
}

export async function clearCart(db: Database, shopper: Shopper): Promise<void> {
  await db.delete(cartItems).where(ownedBy(cartItems, shopper));
}

/**
 * The cart's lines, newest first, each joined to its product and (when it still exists) its
 * SKU. A line whose product left the catalog is not shown: there is nothing left to show or buy.
 */
async function cartRows(db: Database, shopper: Shopper, ids?: readonly number[]) {
  return db.select({
    id: cartItems.id,
    quantity: cartItems.quantity,
    message: cartItems.message,
    skuId: cartItems.skuId,
    product: {
      id: products.id, canonicalUrl: products.canonicalUrl, titleEn: products.titleEn, titleZh: products.titleZh, images: products.images,
      properties: products.properties, priceMode: products.priceMode, priceTiers: products.priceTiers,
      shopId: products.shopId, shopName: products.shopName, shopWebsite: products.shopWebsite, platform: products.platform,
    },
    sku: { properties: productSkus.properties, priceFen: productSkus.priceFen, stock: productSkus.stock },
  })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(productSkus, and(eq(productSkus.skuId, cartItems.skuId), eq(productSkus.productId, cartItems.productId)))
    .where(and(ownedBy(cartItems, shopper), ids ? inArray(cartItems.id, [...ids]) : undefined))
    .orderBy(desc(cartItems.id));
}
type CartRow = Awaited<ReturnType<typeof cartRows>>[number];

/**
 * What reads a cart: the catalog keeps storage keys of pictures, a cart item carries their
 * URLs, and its name and options in the shopper's language, read from the catalog each time.
 */
export type CartReader = Pick<AppVariables, 'db' | 'storage' | 'contentLanguages' | 'env'>;

/** The picture of the SKU's colour (or other property) when it has one, else the product's cover. */
function imageOf({ product, sku }: CartRow, storage: ObjectStorage): string {
  const pictured = sku?.properties.flatMap(({ name, value }) =>
    product.properties.find((property) => property.name === name)?.values.find((v) => v.value === value)?.image ?? []);
  const key = pictured?.[0] ?? product.images[0];
  return key ? storage.urlFor(key) : '';
}

/** The rows as cart items, their titles and options translated together. */
async function cartItemsOf(rows: readonly CartRow[], reader: CartReader): Promise<CartItem[]> {
  const language = catalogReaderOf(reader);
  const [titles, options] = await Promise.all([
    titlesIn(language, rows.map((row) => row.product)),
    optionsIn(language, rows.map((row) => row.sku?.properties ?? [])),
  ]);
  return rows.map((row, i) => {
    const { id, quantity, message, skuId, product, sku } = row;
    const title = titles[i] ?? { name: product.titleEn };
    return {
      id,
      productId: product.id,
      productUrl: product.canonicalUrl,
      productSkuId: skuId,
      ...title,
      image: imageOf(row, reader.storage),
      skuProperties: options[i] ?? [],
      quantity,
      message,
      unitPrice: sku ? unitPriceOf(product, sku, quantity) : 0,
      stock: sku?.stock ?? 0,
      available: Boolean(sku && sku.stock > 0),
    };
  });
}

/** The pieces of the shopper's custom items (ordered by hand): the cart page lists them with the rest. */
async function customQuantity(db: Database, { tenantId, userId }: Shopper): Promise<number> {
  const [row] = await db.select({ pieces: sql<number>`coalesce(sum(${customCartItems.quantity}), 0)::int` })
    .from(customCartItems)
    .where(and(ofTenant(customCartItems, tenantId), eq(customCartItems.userId, userId)));
  return row?.pieces ?? 0;
}

/**
 * The cart grouped by shop: the shop of the newest item first, each shop's items newest
 * first. `totalQuantity` counts every piece the cart page shows, the custom items' too.
 */
export async function loadCart(reader: CartReader, shopper: Shopper): Promise<Cart> {
  const shops = new Map<string, CartShop>();
  const [rows, custom] = await Promise.all([cartRows(reader.db, shopper), customQuantity(reader.db, shopper)]);
  let totalQuantity = custom;
  const items = await cartItemsOf(rows, reader);
  rows.forEach((row, i) => {
    const { shopId, shopName, shopWebsite, platform } = row.product;
    let shop = shops.get(shopId);
    if (!shop) shops.set(shopId, (shop = { shopId, shopName, shopWebsite, platform, cartItems: [] }));
    const item = items[i];
    if (item) shop.cartItems.push(item);
    totalQuantity += row.quantity;
  });
  return { shops: [...shops.values()], totalQuantity };
}

/** One item of this shopper's cart, as it is now. */
export async function loadCartItem(reader: CartReader, shopper: Shopper, id: number): Promise<CartItem> {
  const [row] = await cartRows(reader.db, shopper, [id]);
  const [item] = row ? await cartItemsOf([row], reader) : [];
  if (!item) throw cartItemNotFound();
  return item;
}

/** The named items of this shopper's cart as quote lines: 404 when one is not in the cart, 400 when one cannot be bought. */
export async function cartQuoteItems(db: Database, shopper: Shopper, ids: readonly number[]): Promise<(QuoteItem & { cartItemId: number })[]> {
  const rows = await cartRows(db, shopper, ids);
  if (rows.length !== new Set(ids).size) throw cartItemNotFound();
  return rows.map(({ id, quantity, skuId, product, sku }) => ({
    cartItemId: id,
    shopId: product.shopId,
    productSkuId: skuId,
    quantity,
    unitPrice: unitPriceOf(product, ensureInStock(skuId, sku, quantity), quantity),
  }));
}
