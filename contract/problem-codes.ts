import { z } from 'zod';

/** The stable `code` values of the provider's problem responses; the UI maps each to a translated message. */
export const PROBLEM_CODES = [
  /** Malformed query, path parameter or body; `errors` lists the fields. */
  'VALIDATION_FAILED',
  /** No such route or resource. */
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'UNSUPPORTED_MEDIA_TYPE',
  /** Any other refused request (4xx without a more specific code). */
  'REQUEST_REFUSED',
  /** The provider failed; details are in its log, never in the response. */
  'INTERNAL',
  /** The tenant named by X-Tenant-Id or X-Tenant-Domain does not exist. */
  'TENANT_NOT_FOUND',
  /** The article type is not enabled for the tenant, or no article of it exists in any fallback language. */
  'ARTICLE_NOT_FOUND',
  /** No valid bearer token: missing, unknown, expired, revoked, or of another tenant. The storefront logs the shopper out. */
  'UNAUTHORIZED',
  /** Login with an unknown e-mail or a wrong password (the same answer for both). */
  'INVALID_CREDENTIALS',
  /** A password given to confirm a change (e-mail, password) is wrong; the session stays valid. */
  'WRONG_PASSWORD',
  /** Too many tries (failed logins, wrong codes) or a code asked for again too soon; see Retry-After. */
  'TOO_MANY_ATTEMPTS',
  /** The e-mail address already belongs to an account of this tenant. */
  'EMAIL_TAKEN',
  /** The e-mail code is wrong, expired, used, or void after too many wrong tries. */
  'INVALID_CODE',
  /** The promotion code does not exist for this tenant or has expired. */
  'INVALID_PROMOTION_CODE',
  /** Sign-up without accepting the current terms of service and privacy policy (none given, or an older version). */
  'TERMS_NOT_ACCEPTED',
  /** An upload form whose signature or access key id does not match its policy (forged or tampered). */
  'UPLOAD_SIGNATURE_INVALID',
  /** An upload form whose signed policy has expired: ask for a new upload token. */
  'UPLOAD_POLICY_EXPIRED',
  /** An upload form whose key is not the one its policy signs. */
  'UPLOAD_KEY_NOT_ALLOWED',
  /** The key of an upload token was already used: every upload needs a new token. */
  'UPLOAD_KEY_USED',
  /** A request body over the limit (1 MiB for JSON and forms), refused before it is read. */
  'BODY_TOO_LARGE',
  /** An upload larger than 10485760 bytes. */
  'UPLOAD_TOO_LARGE',
  /** An upload whose bytes are not a JPEG or PNG image of the type its token was asked for. */
  'UPLOAD_NOT_AN_IMAGE',
  /** A product link the catalog cannot read (not a product page of a known marketplace). */
  'INVALID_PRODUCT_LINK',
  /** A product link the catalog does not hold. */
  'PRODUCT_NOT_FOUND',
  /** An image search URL that is not a file on the site's own storage. */
  'INVALID_IMAGE_URL',
  /** More pieces than the SKU has in stock (or the SKU sold out). */
  'INSUFFICIENT_STOCK',
  /** The server is saturated: the request could not start within its wait and was refused; retry after Retry-After seconds. */
  'OVERLOADED',
  /** The available balance does not cover a payment or withdrawal. */
  'INSUFFICIENT_BALANCE',
  /** A step out of order: the order (or deposit, withdrawal, line) is not in a state that allows it. */
  'ORDER_STATE_CONFLICT',
  /** The payment is paid or closed already: nothing is charged again. */
  'PAYMENT_NOT_PAYABLE',
  /** The pay password is wrong (five wrong ones in 15 minutes answer TOO_MANY_ATTEMPTS). */
  'WRONG_PAY_PASSWORD',
  /** The shopper has no pay password yet: set one first. */
  'PAY_PASSWORD_NOT_SET',
  /** A first pay password was asked for, but one is set already: change or reset it instead. */
  'PAY_PASSWORD_ALREADY_SET',
  /** The amount sent with an external payment is not what the payment costs. */
  'AMOUNT_MISMATCH',
  /** A line, order, fee or payment would come to more than one order may cost (contract/bounds.ts). */
  'AMOUNT_TOO_LARGE',
  /** An Idempotency-Key sent before with another request (method, path or body): a new request needs a new key. */
  'IDEMPOTENCY_KEY_REUSED',
  /** A payment notification whose signature is wrong, or that was accepted before (replayed). */
  'NOTIFICATION_REJECTED',
  /** A card or wallet provider this site does not offer (not configured, or not for the site's currency). */
  'PAYMENT_METHOD_UNAVAILABLE',
  // Warehouse and transit.
  /** A parcel is held by another open transit order, or has shipped: it cannot go in this one. */
  'PARCEL_UNAVAILABLE',
  /** The chosen shipping line does not take these parcels: too light or heavy, a refused category, or another country. */
  'TRANSIT_OPTION_REFUSED',
  /** The destination country clears parcels only with the shopper's customs identity: save it first. */
  'CUSTOMS_INFO_REQUIRED',
  /** This domestic tracking number is registered already as one of the shopper's inbound parcels. */
  'TRACKING_NUMBER_REGISTERED',
  // The agent's desk.
  /** The operator's role may not use this desk route. */
  'ROLE_FORBIDDEN',
  /** An OWNER or FINANCE operator must set up the second factor (an authenticator app) before a money action. */
  'SECOND_FACTOR_REQUIRED',
  /** The operator has a second factor: log in again with the authenticator code or a recovery code. */
  'SECOND_FACTOR_CODE_REQUIRED',
  /** The second factor is set up already; it cannot be enrolled again. */
  'SECOND_FACTOR_ALREADY_SET',
  /** The invitation link is unknown, used already or expired: ask the owner for a new one. */
  'INVITATION_INVALID',
  /** The change would leave the tenant without an active OWNER. */
  'LAST_OWNER',
  /** Four eyes: the operator who asked for a money action above the threshold may not approve it themselves. */
  'FOUR_EYES_OWN_REQUEST',
  /** The money approval was approved or declined already. */
  'APPROVAL_DECIDED',
  /** A refund larger than what the order's shopper paid and has not had back. */
  'REFUND_TOO_LARGE',
  /** The scanned parcel was received at the warehouse already. */
  'ALREADY_RECEIVED',
  /** A bulk desk action given lines of more than one shop. */
  'LINES_OF_SEVERAL_SHOPS',
  /** Another shipping line, or another warehouse of the region, of the tenant has this name. */
  'NAME_TAKEN',
  // Scale-out.
  /** The provider cannot reach its database for a moment (a restart, a failover); retry after Retry-After seconds. */
  'SERVICE_UNAVAILABLE',
] as const;
export const ProblemCode = z.enum(PROBLEM_CODES);
export type ProblemCode = z.infer<typeof ProblemCode>;
