import type { OrderActor, OrderEventKind } from '../../../contract/orders';
import type { Channel, SearchSort } from '../../../contract/product';
import type { TimelineNoteKey } from '../../../contract/timeline-notes';
import type { ArticleType, ContactChannel, PRODUCT_PLATFORMS, SocialPlatform } from '../../../contract/tenant';
import type { AccountType, CustomsIdType } from '../../../contract/user';
import type { TranslationKey } from './translator';

/*
 * The translation key that names each value of a contract enum. Written out, not built from
 * the value: a value the contract gains without a name, or a key the English resources lack,
 * fails the type check.
 */

/** Guide pages and other articles, by type. */
export const ARTICLE_TITLE_KEYS: Record<ArticleType, TranslationKey> = {
  ABOUT_US: 'article.ABOUT_US',
  ABOUT_TRANSIT: 'article.ABOUT_TRANSIT',
  ABOUT_TRANSIT_FEE: 'article.ABOUT_TRANSIT_FEE',
  HOW_TO_USE: 'article.HOW_TO_USE',
  PROHIBITED_PURCHASE_ITEMS: 'article.PROHIBITED_PURCHASE_ITEMS',
  USER_AGREEMENT: 'article.USER_AGREEMENT',
  PRIVACY_POLICY: 'article.PRIVACY_POLICY',
  FAQ: 'article.FAQ',
  PAYMENT_GUIDE: 'article.PAYMENT_GUIDE',
  SOURCING_SERVICE: 'article.SOURCING_SERVICE',
};

/** Search channels (retail, wholesale, fashion). */
export const CHANNEL_KEYS: Record<Channel, TranslationKey> = {
  TAOBAO: 'search.channel.TAOBAO',
  ALIBABA: 'search.channel.ALIBABA',
  POIZON: 'search.channel.POIZON',
};

/** Orders of a results page. */
export const SEARCH_SORT_KEYS: Record<SearchSort, TranslationKey> = {
  RELEVANCE: 'product:search.sort.RELEVANCE',
  PRICE_ASC: 'product:search.sort.PRICE_ASC',
  PRICE_DESC: 'product:search.sort.PRICE_DESC',
  SALES: 'product:search.sort.SALES',
};

/** Marketplaces a product comes from. */
export const PLATFORM_KEYS: Record<(typeof PRODUCT_PLATFORMS)[number], TranslationKey> = {
  SelfOwned: 'product:platform.SelfOwned',
  Taobao: 'product:platform.Taobao',
  Tmall: 'product:platform.Tmall',
  JD: 'product:platform.JD',
  Alibaba: 'product:platform.Alibaba',
  Yiwugou: 'product:platform.Yiwugou',
  Poizon: 'product:platform.Poizon',
};

/** Messaging apps of the customer service. */
export const CONTACT_CHANNEL_KEYS: Record<ContactChannel, TranslationKey> = {
  LINE: 'contact.LINE',
  WECHAT: 'contact.WECHAT',
  KAKAOTALK: 'contact.KAKAOTALK',
  ZALO: 'contact.ZALO',
  FACEBOOK: 'contact.FACEBOOK',
  WHATSAPP: 'contact.WHATSAPP',
  FACEBOOK_MESSENGER: 'contact.FACEBOOK_MESSENGER',
  VIBER: 'contact.VIBER',
  TELEGRAM: 'contact.TELEGRAM',
  VKONTAKTE: 'contact.VKONTAKTE',
  SIGNAL: 'contact.SIGNAL',
};

/** Social networks of the footer. */
export const SOCIAL_PLATFORM_KEYS: Record<SocialPlatform, TranslationKey> = {
  FACEBOOK: 'social.FACEBOOK',
  TWITTER: 'social.TWITTER',
  LINKEDIN: 'social.LINKEDIN',
  YOUTUBE: 'social.YOUTUBE',
  INSTAGRAM: 'social.INSTAGRAM',
  TIKTOK: 'social.TIKTOK',
  TELEGRAM: 'social.TELEGRAM',
  VKONTAKTE: 'social.VKONTAKTE',
};

/** Personal or company accounts. */
export const ACCOUNT_TYPE_KEYS: Record<AccountType, TranslationKey> = {
  INDIVIDUAL: 'auth:account-type.INDIVIDUAL',
  COMPANY: 'auth:account-type.COMPANY',
};

/** Documents that identify a shopper to customs. */
export const CUSTOMS_ID_TYPE_KEYS: Record<CustomsIdType, TranslationKey> = {
  PASSPORT: 'account:customs.id-types.PASSPORT',
  NATIONAL_ID: 'account:customs.id-types.NATIONAL_ID',
  TAX_ID: 'account:customs.id-types.TAX_ID',
};

/** What an order's timeline row names: an order's or a line's status, or what the agent or the shopper did to a line. */
export const ORDER_EVENT_KEYS: Record<OrderEventKind, TranslationKey> = {
  WAITING_PAY: 'purchase:status.WAITING_PAY',
  PAID: 'purchase:status.PAID',
  PURCHASING: 'purchase:status.PURCHASING',
  PURCHASED: 'purchase:status.PURCHASED',
  SELLER_SHIPPED: 'purchase:status.SELLER_SHIPPED',
  PARTIALLY_ARRIVED: 'purchase:status.PARTIALLY_ARRIVED',
  ARRIVED: 'purchase:status.ARRIVED',
  OUT_OF_STOCK: 'purchase:status.OUT_OF_STOCK',
  CLOSED: 'purchase:status.CLOSED',
  PRICE_DIFFERENCE: 'purchase:event-kind.PRICE_DIFFERENCE',
  PRICE_DIFFERENCE_PAID: 'purchase:event-kind.PRICE_DIFFERENCE_PAID',
  REFUNDED: 'purchase:event-kind.REFUNDED',
  CONFIRMED: 'purchase:event-kind.CONFIRMED',
};

/** Who made a change on an order's timeline. */
export const ORDER_ACTOR_KEYS: Record<OrderActor, TranslationKey> = {
  SHOPPER: 'purchase:actor.SHOPPER',
  AGENT: 'purchase:actor.AGENT',
  SYSTEM: 'purchase:actor.SYSTEM',
};

/** The sentence of each timeline note code (order and transit timelines); AUTO_COMPLETED is counted. */
export const TIMELINE_NOTE_TEXT_KEYS: Record<TimelineNoteKey, TranslationKey> = {
  AMOUNT: 'timeline-note.AMOUNT',
  PRICE_CHANGE: 'timeline-note.PRICE_CHANGE',
  PRICE_CHANGE_REFUNDED: 'timeline-note.PRICE_CHANGE_REFUNDED',
  SELLER_ORDER_NO: 'timeline-note.SELLER_ORDER_NO',
  DOMESTIC_TRACKING_NO: 'timeline-note.DOMESTIC_TRACKING_NO',
  CANCELLED_BY_SHOPPER: 'timeline-note.CANCELLED_BY_SHOPPER',
  NOT_PAID_IN_TIME: 'timeline-note.NOT_PAID_IN_TIME',
  NOTHING_BOUGHT: 'timeline-note.NOTHING_BOUGHT',
  OPERATOR_REASON: 'timeline-note.OPERATOR_REASON',
  CLOSED_BY_SHOPPER: 'timeline-note.CLOSED_BY_SHOPPER',
  RECEIVED: 'timeline-note.RECEIVED',
  AUTO_COMPLETED: 'timeline-note.AUTO_COMPLETED',
  PACKED: 'timeline-note.PACKED',
  SHIPPED: 'timeline-note.SHIPPED',
};
