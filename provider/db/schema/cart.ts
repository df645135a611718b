import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, identity, updatedAt } from './columns';
import { tenantId } from './tenancy';
import { ownedByUser, userId } from './shoppers';

/* The cart, custom items and image-search uploads. */

/** Cart lines (cart capability); prices are never stored, they are recomputed from the catalog. */
export const cartItems = pgTable('cart_items', {
  id: identity(),
  tenantId: tenantId(),
  userId: userId(),
  productId: text('product_id').notNull(),
  skuId: text('sku_id').notNull(),
  quantity: integer('quantity').notNull(),
  message: text('message').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  ownedByUser(t, 'cart_items_user'),
  unique('cart_items_tenant_user_sku').on(t.tenantId, t.userId, t.skuId),
  check('cart_items_quantity_positive', sql`${t.quantity} >= 1`),
]);

/** Files shoppers uploaded through a signed form (upload capability). */
export const uploads = pgTable('uploads', {
  key: text('key').primaryKey(),
  tenantId: tenantId(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  createdAt: createdAt(),
}, (t) => [index('uploads_tenant_created').on(t.tenantId, t.createdAt)]);

/** Custom items of the cart: a link the catalog cannot read, bought by hand at the shopper's stated price. */
export const customCartItems = pgTable('custom_cart_items', {
  id: identity(),
  tenantId: tenantId(),
  userId: userId(),
  title: text('title').notNull(),
  link: text('link').notNull(),
  unitPriceFen: bigint('unit_price_fen', { mode: 'number' }).notNull(),
  quantity: integer('quantity').notNull(),
  specification: text('specification').notNull().default(''),
  imageKey: text('image_key'),
  remark: text('remark').notNull().default(''),
  createdAt: createdAt(),
}, (t) => [
  ownedByUser(t, 'custom_cart_items_user'),
  index('custom_cart_items_tenant_user').on(t.tenantId, t.userId),
  check('custom_cart_items_quantity_positive', sql`${t.quantity} >= 1`),
  check('custom_cart_items_price_positive', sql`${t.unitPriceFen} >= 1`),
]);
