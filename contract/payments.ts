import { z } from 'zod';
import { BusinessNo, Fen, FenAmount, PayPassword, Timestamp } from './bounds';
import { PriceChange } from './timeline-notes';

/**
 * Payments (docs/product.md, "Payments"): everything a shopper pays is a payment with a paymentNo:
 * an order, a price difference the agent raised, a transit fee, or a deposit by card/wallet.
 * Paid from the balance with the pay password, or through an external provider's hosted page.
 */

export const PaymentKind = z.enum(['ORDER', 'PRICE_DIFFERENCE', 'TRANSIT_FEE', 'DEPOSIT']);
export type PaymentKind = z.infer<typeof PaymentKind>;
export const PaymentStatus = z.enum(['UNPAID', 'PAID', 'CLOSED']);
export type PaymentStatus = z.infer<typeof PaymentStatus>;
export const DepositStatus = z.enum(['PENDING', 'CONFIRMED', 'REJECTED']);
export type DepositStatus = z.infer<typeof DepositStatus>;
/** PENDING until the agent approves it, APPROVED until paid out (COMPLETED); REJECTED (unfrozen) from either. */
export const WithdrawalStatus = z.enum(['PENDING', 'APPROVED', 'COMPLETED', 'REJECTED']);
export type WithdrawalStatus = z.infer<typeof WithdrawalStatus>;

/** The external card/wallet providers, by their route. */
export const EXTERNAL_PROVIDERS = ['ONEPAY', 'MIDTRANS', 'WAAFIPAY'] as const;
export const ExternalProvider = z.enum(EXTERNAL_PROVIDERS);
export type ExternalProvider = z.infer<typeof ExternalProvider>;
/** GET /front/payment-methods: the card and wallet providers this site's shoppers may pay through. */
export const PaymentMethods = z.object({ providers: z.array(ExternalProvider) });
export type PaymentMethods = z.infer<typeof PaymentMethods>;

export const Payment = z.object({
  id: z.number().int(),
  paymentNo: z.string(),
  kind: PaymentKind,
  /** The order it pays (for ORDER and PRICE_DIFFERENCE), else null. */
  orderId: z.number().int().nullable(),
  /** The transit order it pays (for TRANSIT_FEE), else null. */
  transitOrderId: z.number().int().nullable(),
  /** The number of the purchase order or transit order it pays. */
  orderNo: z.string().nullable(),
  amount: FenAmount,
  status: PaymentStatus,
  method: z.string().nullable(),
  /** What a PRICE_DIFFERENCE payment pays for: the line's old and new unit price; else null. */
  priceChange: PriceChange.nullable(),
  paidAt: Timestamp.nullable(),
  createdAt: Timestamp,
});
export type Payment = z.infer<typeof Payment>;

/**
 * Something the shopper has to pay on an order or transit order (docs/product.md, "Money to
 * pay"): the order page shows it in a banner with a Pay button, its card in the list is flagged.
 * A price difference says why in `priceChange` (the old and new unit price and the quantity).
 */
export const DuePayment = z.object({
  paymentId: z.number().int(),
  paymentNo: z.string(),
  kind: PaymentKind,
  amount: FenAmount,
  priceChange: PriceChange.nullable(),
  createdAt: Timestamp,
});
export type DuePayment = z.infer<typeof DuePayment>;


export const PayRequest = z.object({ payPassword: PayPassword });
export type PayRequest = z.infer<typeof PayRequest>;

/** POST /front/payments/batch-pay: all or nothing. */
export const BatchPayRequest = z.object({
  paymentNos: z.array(BusinessNo).min(1).max(50).refine((nos) => new Set(nos).size === nos.length, 'Each payment once'),
  payPassword: PayPassword,
});
export type BatchPayRequest = z.infer<typeof BatchPayRequest>;

/** What a pay answers: the payments now paid and the balance left. */
export const PayResult = z.object({
  payments: z.array(Payment),
  paid: FenAmount,
  balance: FenAmount,
});
export type PayResult = z.infer<typeof PayResult>;

/** GET /front/payments/unpaid. */
export const UnpaidQuery = z.object({
  orderType: PaymentKind.optional(),
  orderNo: BusinessNo.optional(),
});
export type UnpaidQuery = z.infer<typeof UnpaidQuery>;

/**
 * POST /front/onepay/payCode, /front/midtrans/snap-token, /front/waafipay/hpp-asm.
 * `orderPay` is the paymentNo to pay (an order, a price difference, or a deposit made with a
 * card channel); `orderAmount` must equal what it costs, in fen; `domainUrl` is where the
 * hosted page sends the shopper back (an http(s) origin).
 */
export const ExternalPayRequest = z.object({
  orderPay: BusinessNo,
  orderAmount: Fen,
  paymentMethod: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
  domainUrl: z.url({ protocol: /^https?$/ }).max(500),
});
export type ExternalPayRequest = z.infer<typeof ExternalPayRequest>;

/** OnePay answers a pay code and its checkout address. */
export const OnePayResponse = z.object({
  code: z.string(),
  message: z.string(),
  data: z.object({ payCode: z.string(), payUrl: z.string(), expireTime: z.string() }),
});
/** Midtrans Snap answers a token and its redirect address. */
export const MidtransSnapResponse = z.object({ token: z.string(), redirect_url: z.string() });
/** WaafiPay's hosted payment page (HPP) answers a hppUrl inside `params`. */
export const WaafiPayHppResponse = z.object({
  schemaVersion: z.string(),
  timestamp: z.string(),
  responseId: z.string(),
  responseCode: z.string(),
  errorCode: z.string(),
  responseMsg: z.string(),
  params: z.object({ hppUrl: z.string(), orderId: z.string(), referenceId: z.string(), hppRequestId: z.string() }),
});

/**
 * The signed notification a provider's hosted page posts back (sandbox): the body below as
 * JSON, with `X-Signature: hex(HMAC-SHA256(secret, raw body))`. Each notificationId is accepted
 * once.
 */
export const ExternalNotification = z.object({
  notificationId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  result: z.enum(['APPROVED', 'DECLINED']),
  amount: Fen,
});
export type ExternalNotification = z.infer<typeof ExternalNotification>;
