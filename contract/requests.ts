import { z } from 'zod';

/**
 * Request payloads of SPEC sections 3 and 7 whose screens come with later capabilities.
 * The provider validates them with these schemas when it implements each call.
 */
export const TransitOrderCreate = z.object({
  purchaseParcelIds: z.array(z.number().int()),
  transitOptionName: z.string(),
  userAddressId: z.number().int(),
  localExpressCompanyName: z.string().optional(),
  selfPickup: z.boolean(),
});
export type TransitOrderCreate = z.infer<typeof TransitOrderCreate>;

/** The card/wallet checkout of SPEC section 7 (OnePay, Midtrans, WaafiPay). */
export const ExternalPaymentRequest = z.object({
  orderPay: z.string(),
  orderAmount: z.number().int(),
  paymentMethod: z.string(),
  domainUrl: z.string(),
});
export type ExternalPaymentRequest = z.infer<typeof ExternalPaymentRequest>;

export const UploadTokenQuery = z.object({ ext: z.string(), catalog: z.enum(['PRODUCT_SEARCH']) });
export type UploadTokenQuery = z.infer<typeof UploadTokenQuery>;

export const UploadToken = z.object({
  key: z.string(),
  policy: z.string(),
  accessKeyId: z.string(),
  signature: z.string(),
  bucketHost: z.string(),
  cdnUrl: z.string(),
});
export type UploadToken = z.infer<typeof UploadToken>;

