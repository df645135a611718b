import type account from '../../../public/locales/en/account.json';
import type auth from '../../../public/locales/en/auth.json';
import type cart from '../../../public/locales/en/cart.json';
import type common from '../../../public/locales/en/common.json';
import type desk from '../../../public/locales/en/desk.json';
import type deskBuying from '../../../public/locales/en/desk-buying.json';
import type deskMoney from '../../../public/locales/en/desk-money.json';
import type deskPacking from '../../../public/locales/en/desk-packing.json';
import type deskReceiving from '../../../public/locales/en/desk-receiving.json';
import type deskContent from '../../../public/locales/en/desk-content.json';
import type deskSettings from '../../../public/locales/en/desk-settings.json';
import type deskShipping from '../../../public/locales/en/desk-shipping.json';
import type homepage from '../../../public/locales/en/homepage.json';
import type my from '../../../public/locales/en/my.json';
import type notice from '../../../public/locales/en/notice.json';
import type payment from '../../../public/locales/en/payment.json';
import type product from '../../../public/locales/en/product.json';
import type proxyshipping from '../../../public/locales/en/proxyshipping.json';
import type purchase from '../../../public/locales/en/purchase.json';
import type transit from '../../../public/locales/en/transit.json';

/**
 * Translation keys are checked against the English resources: a misspelt key, or one
 * another language lacks (the locale test keeps every language's keys equal), fails the
 * type check instead of rendering raw.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      homepage: typeof homepage;
      auth: typeof auth;
      product: typeof product;
      cart: typeof cart;
      my: typeof my;
      purchase: typeof purchase;
      payment: typeof payment;
      transit: typeof transit;
      proxyshipping: typeof proxyshipping;
      account: typeof account;
      notice: typeof notice;
      desk: typeof desk;
      'desk-buying': typeof deskBuying;
      'desk-receiving': typeof deskReceiving;
      'desk-packing': typeof deskPacking;
      'desk-money': typeof deskMoney;
      'desk-settings': typeof deskSettings;
      'desk-content': typeof deskContent;
      'desk-shipping': typeof deskShipping;
    };
    returnNull: false;
  }
}
