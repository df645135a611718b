import type { KyInstance } from 'ky';
import { accountCalls } from './calls/account';
import { cartCalls } from './calls/cart';
import { contentCalls } from './calls/content';
import { orderCalls } from './calls/orders';
import { productCalls } from './calls/product';
import { referenceCalls } from './calls/reference';
import { userCalls } from './calls/user';

/**
 * Every provider call of SPEC section 7 as a verb-named function over the one HTTP
 * client. Pages and islands call these; nothing else builds provider URLs.
 */
export function createApiClient(http: KyInstance) {
  return {
    ...referenceCalls(http),
    ...contentCalls(http),
    ...userCalls(http),
    ...productCalls(http),
    ...cartCalls(http),
    ...accountCalls(http),
    ...orderCalls(http),
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;
