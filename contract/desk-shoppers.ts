import { z } from 'zod';
import { IdParam, MultilineText, Text } from './bounds';
import { LanguageCode } from './language';
import { PageQuery } from './paging';
import { listOf } from './problem';
import { AccountType } from './user';

/*
 * The desk's shoppers area (docs/product.md, "Desk"): any operator finds a shopper of their own
 * tenant, reads their orders, parcels, balance and ledger, and sends them a message. What is
 * shown never holds a password hash, a code, a token or an identity document number.
 */

/** GET /desk/shoppers: `q` is an e-mail, a name (or part of either) or a shopper id; none lists the newest. */
export const ShopperSearchQuery = PageQuery.extend({ q: Text(100).optional() });
export type ShopperSearchQuery = z.input<typeof ShopperSearchQuery>;

export const ShopperSummary = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  accountType: AccountType,
  createdAt: z.string(),
});
export type ShopperSummary = z.infer<typeof ShopperSummary>;

export const ShopperList = listOf(ShopperSummary);
export type ShopperList = z.infer<typeof ShopperList>;

/** GET /desk/shoppers/{id}: the profile, the balance (CNY fen) and how much the shopper has with the shop. */
export const ShopperDetail = ShopperSummary.extend({
  phoneNumber: z.string(),
  secondEmail: z.string().nullable(),
  language: LanguageCode,
  /** A company account's legal person; null for an individual. */
  legalPersonName: z.string().nullable(),
  balance: z.object({ available: z.number().int(), frozen: z.number().int(), currency: z.literal('CNY') }),
  counts: z.object({ orders: z.number().int(), parcels: z.number().int(), transitOrders: z.number().int() }),
});
export type ShopperDetail = z.infer<typeof ShopperDetail>;

export const SHOPPER_MESSAGE_TITLE_MAX = 120;
export const SHOPPER_MESSAGE_TEXT_MAX = 2000;

/** POST /desk/shoppers/{id}/notifications: a message to the shopper's inbox and mail, framed in their language. */
export const ShopperMessage = z.object({
  title: Text(SHOPPER_MESSAGE_TITLE_MAX, 1),
  text: MultilineText(SHOPPER_MESSAGE_TEXT_MAX, 1),
});
export type ShopperMessage = z.infer<typeof ShopperMessage>;

export const ShopperIdParam = IdParam;
