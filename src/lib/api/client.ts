import type { KyInstance } from 'ky';
import { accountCalls } from './calls/account';
import { cartCalls } from './calls/cart';
import { contentCalls } from './calls/content';
import { deskCalls } from './calls/desk';
import { deskPackingCalls } from './calls/desk-packing';
import { deskMoneyCalls } from './calls/desk-money';
import { deskPreferencesCalls } from './calls/desk-preferences';
import { deskReceivingCalls } from './calls/desk-receiving';
import { deskPurchasingCalls } from './calls/desk-purchasing';
import { deskOperatorCalls } from './calls/desk-operators';
import { deskShopperCalls } from './calls/desk-shoppers';
import { deskArticleCalls } from './calls/desk-articles';
import { deskHomeCalls } from './calls/desk-home';
import { deskFaqCalls } from './calls/desk-faq';
import { deskHowToCalls } from './calls/desk-how-to';
import { deskAnnouncementCalls } from './calls/desk-announcements';
import { deskShippingCalls } from './calls/desk-shipping';
import { deskSettingsCalls } from './calls/desk-settings';
import { liveCalls } from './calls/live';
import { orderCalls } from './calls/orders';
import { paymentCalls } from './calls/payments';
import { productCalls } from './calls/product';
import { referenceCalls } from './calls/reference';
import { siteVersionCalls } from './calls/site-versions';
import { transitCalls } from './calls/transit';
import { userCalls } from './calls/user';

/**
 * The provider calls (docs/product.md, "API calls") that the storefront's capabilities use, each a
 * verb-named function over the one HTTP client, answers parsed with the contract's schemas.
 * Features call these; nothing else builds provider URLs. A capability adds its calls.
 */
export function createApiClient(http: KyInstance) {
  return {
    ...referenceCalls(http),
    ...siteVersionCalls(http),
    ...contentCalls(http),
    ...userCalls(http),
    ...liveCalls(http),
    ...productCalls(http),
    ...cartCalls(http),
    ...orderCalls(http),
    ...paymentCalls(http),
    ...accountCalls(http),
    ...transitCalls(http),
    ...deskCalls(http),
    ...deskPurchasingCalls(http),
    ...deskPackingCalls(http),
    ...deskMoneyCalls(http),
    ...deskPreferencesCalls(http),
    ...deskReceivingCalls(http),
    ...deskShopperCalls(http),
    ...deskOperatorCalls(http),
    ...deskArticleCalls(http),
    ...deskHomeCalls(http),
    ...deskFaqCalls(http),
    ...deskHowToCalls(http),
    ...deskAnnouncementCalls(http),
    ...deskShippingCalls(http),
    ...deskSettingsCalls(http),
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;
