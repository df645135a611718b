import { z } from 'zod';

/** Enumerations (docs/product.md, "Overview", "Tenants and languages"), shared by the provider and the storefront. */
export const PRODUCT_PLATFORMS = ['SelfOwned', 'Taobao', 'Tmall', 'JD', 'Alibaba', 'Yiwugou', 'Poizon'] as const;
export const ARTICLE_TYPES = [
  'ABOUT_US', 'ABOUT_TRANSIT', 'ABOUT_TRANSIT_FEE', 'HOW_TO_USE', 'PROHIBITED_PURCHASE_ITEMS',
  'USER_AGREEMENT', 'FAQ', 'PAYMENT_GUIDE', 'SOURCING_SERVICE', 'PRIVACY_POLICY',
] as const;
/** The articles a shopper accepts at sign-up (docs/product.md, "Terms"): the terms of service and the privacy policy. */
export const TERMS_ARTICLE_TYPES = ['USER_AGREEMENT', 'PRIVACY_POLICY'] as const satisfies readonly (typeof ARTICLE_TYPES)[number][];
export const CONTACT_CHANNELS = [
  'LINE', 'WECHAT', 'KAKAOTALK', 'ZALO', 'FACEBOOK', 'WHATSAPP', 'FACEBOOK_MESSENGER',
  'VIBER', 'TELEGRAM', 'VKONTAKTE', 'SIGNAL',
] as const;
export const SOCIAL_PLATFORMS = ['FACEBOOK', 'TWITTER', 'LINKEDIN', 'YOUTUBE', 'INSTAGRAM', 'TIKTOK', 'TELEGRAM', 'VKONTAKTE'] as const;
export const WAREHOUSE_REGIONS = ['LOCAL', 'CHINA'] as const;
export const ACCOUNT_TYPES = ['COMPANY', 'INDIVIDUAL'] as const;

export const ProductPlatform = z.enum(PRODUCT_PLATFORMS);
export const ArticleType = z.enum(ARTICLE_TYPES);
export const ContactChannel = z.enum(CONTACT_CHANNELS);
export const SocialPlatform = z.enum(SOCIAL_PLATFORMS);
export const WarehouseRegion = z.enum(WAREHOUSE_REGIONS);
export type ArticleType = z.infer<typeof ArticleType>;
export type ContactChannel = z.infer<typeof ContactChannel>;
export type SocialPlatform = z.infer<typeof SocialPlatform>;
export type WarehouseRegion = z.infer<typeof WarehouseRegion>;

/** Tenant ids are sub-domain labels. */
export const TenantId = z.string().regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/);

export const ExchangeInfo = z.object({
  /** Tenant-currency units per 1 CNY, as a decimal number (display only; money is stored in fen). */
  cnyExchangeRate: z.number().positive(),
  /** ISO 4217 code as the provider stores it (GHC and NPR get display names on the storefront). */
  currency: z.string().regex(/^[A-Z]{3}$/),
});
export type ExchangeInfo = z.infer<typeof ExchangeInfo>;

export const TenantPreference = z.object({
  showExchangeRate: z.boolean(),
  showStockin: z.boolean(),
  showTransit: z.boolean(),
  showUserWarehouse: z.boolean(),
  showCnyPrice: z.boolean(),
  copyProductUrlEnabled: z.boolean(),
  productPlatforms: z.array(ProductPlatform),
  /** Hosts that `/auth/login?refrom=` may send a shopper to (HTTPS only). */
  refromAllowedHosts: z.array(z.string()),
});
export type TenantPreference = z.infer<typeof TenantPreference>;

/* The fees a shopper sees before ordering (docs/product.md, "Desk settings: preferences and money"). */
export const TenantFees = z.object({
  /** The service fee in basis points of the goods (500 = 5%). */
  serviceFeeBasisPoints: z.number().int().min(0),
});
export type TenantFees = z.infer<typeof TenantFees>;
// --- Settings: identity (docs/product.md, "Settings") ---
/** The behaviours a tenant turns on or off in the desk's identity settings. */
export const SiteSwitches = z.object({
  /** The status bar shows no clock. */
  hideClock: z.boolean(),
  /** The footer shows no "Powered by" line. */
  hidePoweredBy: z.boolean(),
  /** A floating "Contact us" button leads to the footer's support contacts. */
  chatWidget: z.boolean(),
});
export type SiteSwitches = z.infer<typeof SiteSwitches>;
export const DEFAULT_SITE_SWITCHES: SiteSwitches = { hideClock: false, hidePoweredBy: false, chatWidget: false };
// --- end identity ---

export const Tenant = z.object({
  id: TenantId,
  /** The sub-domain label its site is served at: its id unless the tenant's data names another. */
  host: TenantId,
  name: z.string(),
  description: z.string(),
  /** As stored; may lack the leading '#' (the storefront adds it). */
  themeColor: z.string(),
  logoImage: z.string(),
  defaultLanguage: z.string(),
  supportedLanguages: z.array(z.string()).min(1),
  /** Minutes east of UTC, e.g. 420 for UTC+7. */
  timezoneOffset: z.number().int().min(-720).max(840),
  serviceEmail: z.string(),
  servicePhone: z.string(),
  serviceSocialAccounts: z.array(z.object({ type: ContactChannel, accountId: z.string() })),
  socialMediaPlatforms: z.array(z.object({ platform: SocialPlatform, link: z.string() })),
  footerLinks: z.array(z.object({ title: z.string(), link: z.string() })),
  analyticsCode: z.string().nullable(),
  googleAnalyticsTraceId: z.string().nullable(),
  registrationEntity: z
    .object({ name: z.string(), businessLicenseNo: z.string(), websiteApprove: z.string() })
    .nullable(),
  exchangeInfo: ExchangeInfo,
  tenantPreference: TenantPreference,
  enabledArticleTypes: z.array(ArticleType),
  fees: TenantFees,
  // --- Settings: identity (docs/product.md, "Settings") ---
  siteSwitches: SiteSwitches,
  // --- end identity ---
});
export type Tenant = z.infer<typeof Tenant>;
