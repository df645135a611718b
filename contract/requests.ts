import { z } from 'zod';
import { Id, OrderFen, Text } from './bounds';

/**
 * Request payloads (docs/product.md, "API calls") whose screens come with later capabilities.
 * The provider validates them with these schemas when it implements each call.
 */
export const TransitOrderCreate = z.object({
  purchaseParcelIds: z.array(Id).min(1).max(500),
  transitOptionName: Text(80, 1),
  userAddressId: Id,
  localExpressCompanyName: Text(80).optional(),
  selfPickup: z.boolean(),
});
export type TransitOrderCreate = z.infer<typeof TransitOrderCreate>;

/** The card/wallet checkout (docs/product.md, "External payments") (OnePay, Midtrans, WaafiPay). */
export const ExternalPaymentRequest = z.object({
  orderPay: Text(64, 1),
  orderAmount: OrderFen,
  paymentMethod: Text(32, 1),
  domainUrl: Text(2000, 1),
});
export type ExternalPaymentRequest = z.infer<typeof ExternalPaymentRequest>;

export const UploadTokenQuery = z.object({ ext: Text(8, 1), catalog: z.enum(['PRODUCT_SEARCH']) });
export type UploadTokenQuery = z.infer<typeof UploadTokenQuery>;

export const UploadToken = z.object({
  key: z.string(),
  policy: z.string(),
  accessKeyId: z.string(),
  signature: z.string(),
  bucketHost: z.string(),
  cdnUrl: z.string(),
  /**
   * Every form field to POST to bucketHost, in order, before the file: an S3 bucket's policy
   * names its own (x-amz-credential, x-amz-signature, Content-Type...) and refuses others. A
   * token without it is posted with the default fields (docs/product.md, "Upload calls").
   */
  fields: z.record(z.string(), z.string()).optional(),
});
export type UploadToken = z.infer<typeof UploadToken>;

