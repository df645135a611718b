import { z } from 'zod';
import { Id, MultilineText, Quantity, QuantityText, Text } from './bounds';
import { LineOption } from './line-options';
import { ProductUrl } from './product';
import { ProductPlatform } from './tenant';

/**
 * The cart and the buy-now preview (docs/product.md, "Cart"). Prices are always computed by
 * the provider from the catalog; a price sent by a client is never used.
 */

export const MESSAGE_MAX_LENGTH = 500;
const Message = MultilineText(MESSAGE_MAX_LENGTH);
const SkuId = Text(64, 1);

export const CartItemCreate = z.object({
  productUrl: ProductUrl,
  productSkuId: SkuId,
  quantity: Quantity,
  message: Message.optional(),
});
export type CartItemCreate = z.input<typeof CartItemCreate>;

export const CartItem = z.object({
  id: z.number().int(),
  productId: z.string(),
  productUrl: z.string(),
  productSkuId: z.string(),
  /** The title in the reader's language, from the catalog each time the cart is read. */
  name: z.string(),
  /** The marketplace's (Chinese) title, when `name` is a translation. */
  originalName: z.string().optional(),
  image: z.string(),
  skuProperties: z.array(LineOption),
  quantity: z.number().int(),
  message: z.string(),
  /** Current unit price in fen for this quantity (tiers applied). */
  unitPrice: z.number().int(),
  stock: z.number().int(),
  /** False when the SKU sold out or left the catalog. */
  available: z.boolean(),
});
export type CartItem = z.infer<typeof CartItem>;

export const CartShop = z.object({
  shopId: z.string(),
  shopName: z.string(),
  shopWebsite: z.string(),
  platform: ProductPlatform,
  cartItems: z.array(CartItem),
});
export type CartShop = z.infer<typeof CartShop>;

export const Cart = z.object({
  shops: z.array(CartShop),
  /** Every piece in the cart: the items' quantities and the custom items' (ordered by hand). The header badge shows it. */
  totalQuantity: z.number().int(),
});
export type Cart = z.infer<typeof Cart>;

export const CartQuantityQuery = z.object({ quantity: QuantityText });
export const CartMessageBody = z.object({ message: Message });

/** Several SKUs of one product at once: the cart's "multiple" and the buy-now preview. */
export const ProductItemsPayload = z.object({
  productUrl: ProductUrl,
  items: z.array(z.object({ productSkuId: SkuId, quantity: Quantity })).min(1).max(100),
  message: Message.optional(),
  tenantWarehouseId: Id.optional(),
});
export type ProductItemsPayload = z.input<typeof ProductItemsPayload>;

/** Cart items and custom items (added by hand, at the shopper's stated price) to price together. */
export const CartRefreshRequest = z.object({
  cartItemIds: z.array(Id).max(500).default([]),
  customItemIds: z.array(Id).max(500).default([]),
  tenantWarehouseId: Id,
}).refine((value) => value.cartItemIds.length + value.customItemIds.length > 0, { message: 'Choose at least one item', path: ['cartItemIds'] });
export type CartRefreshRequest = z.input<typeof CartRefreshRequest>;

/** What the selected goods cost delivered to the chosen China warehouse, in fen. */
export const Quote = z.object({
  tenantWarehouseId: z.number().int().nullable(),
  lines: z.array(
    z.object({
      cartItemId: z.number().int().nullable(),
      productSkuId: z.string(),
      quantity: z.number().int(),
      unitPrice: z.number().int(),
      subtotal: z.number().int(),
    }),
  ),
  goodsTotal: z.number().int(),
  /** The seller's shipping to the warehouse. */
  domesticShipping: z.number().int(),
  serviceFee: z.number().int(),
  total: z.number().int(),
});
export type Quote = z.infer<typeof Quote>;
