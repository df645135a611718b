import type { TranslationKey } from '../i18n/translator';
import type { ShownProblemCode } from './shopper-problem';

/**
 * The message of every problem code, in `common` so that any page can show it. Typed both
 * ways: a code without a message, or a message key the English resources lack, fails the
 * type check; the locale test holds every language to the English keys.
 */
export const PROBLEM_MESSAGE_KEYS = {
  VALIDATION_FAILED: 'problem.VALIDATION_FAILED',
  NOT_FOUND: 'problem.NOT_FOUND',
  METHOD_NOT_ALLOWED: 'problem.METHOD_NOT_ALLOWED',
  UNSUPPORTED_MEDIA_TYPE: 'problem.UNSUPPORTED_MEDIA_TYPE',
  REQUEST_REFUSED: 'problem.REQUEST_REFUSED',
  INTERNAL: 'problem.INTERNAL',
  TENANT_NOT_FOUND: 'problem.TENANT_NOT_FOUND',
  ARTICLE_NOT_FOUND: 'problem.ARTICLE_NOT_FOUND',
  UNAUTHORIZED: 'problem.UNAUTHORIZED',
  INVALID_CREDENTIALS: 'problem.INVALID_CREDENTIALS',
  WRONG_PASSWORD: 'problem.WRONG_PASSWORD',
  TOO_MANY_ATTEMPTS: 'problem.TOO_MANY_ATTEMPTS',
  EMAIL_TAKEN: 'problem.EMAIL_TAKEN',
  INVALID_CODE: 'problem.INVALID_CODE',
  INVALID_PROMOTION_CODE: 'problem.INVALID_PROMOTION_CODE',
  UPLOAD_SIGNATURE_INVALID: 'problem.UPLOAD_SIGNATURE_INVALID',
  UPLOAD_POLICY_EXPIRED: 'problem.UPLOAD_POLICY_EXPIRED',
  UPLOAD_KEY_NOT_ALLOWED: 'problem.UPLOAD_KEY_NOT_ALLOWED',
  UPLOAD_KEY_USED: 'problem.UPLOAD_KEY_USED',
  UPLOAD_TOO_LARGE: 'problem.UPLOAD_TOO_LARGE',
  UPLOAD_NOT_AN_IMAGE: 'problem.UPLOAD_NOT_AN_IMAGE',
  INVALID_PRODUCT_LINK: 'problem.INVALID_PRODUCT_LINK',
  PRODUCT_NOT_FOUND: 'problem.PRODUCT_NOT_FOUND',
  INVALID_IMAGE_URL: 'problem.INVALID_IMAGE_URL',
  INSUFFICIENT_STOCK: 'problem.INSUFFICIENT_STOCK',
  OVERLOADED: 'problem.OVERLOADED',
  BODY_TOO_LARGE: 'problem.BODY_TOO_LARGE',
  NETWORK: 'problem.NETWORK',
  PROVIDER_UNAVAILABLE: 'problem.PROVIDER_UNAVAILABLE',
  CROSS_SITE_REQUEST: 'problem.CROSS_SITE_REQUEST',
} as const satisfies Record<ShownProblemCode, TranslationKey>;
