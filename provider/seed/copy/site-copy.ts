import type { ArticleType } from '../../../contract/tenant';

/** What the seeded prose may mention about its tenant. */
export interface SiteContext {
  tenantName: string;
  serviceEmail: string;
  servicePhone: string;
  /** ISO code of the tenant currency. */
  currency: string;
  chinaWarehouse: { name: string; province: string; city: string; address: string; postcode: string; contactName: string; phone: string };
  transitOptions: readonly TransitOptionCopy[];
}

export interface TransitOptionCopy {
  name: string;
  firstWeightG: number;
  firstFeeFen: number;
  extraFeePer500gFen: number;
  minDays: number;
  maxDays: number;
}

export const SERVICE_CATEGORY_IDS = ['PURCHASE', 'PARCEL', 'TRANSIT', 'PAYMENT', 'ACCOUNT', 'SOURCING', 'OTHER'] as const;
export type ServiceCategoryId = (typeof SERVICE_CATEGORY_IDS)[number];

/** The demo prose of one language. Functions take the tenant so the text names its details. */
export interface SiteCopy {
  articles(site: SiteContext): Record<ArticleType, { title: string; html: string }>;
  faqs(site: SiteContext): { question: string; answerHtml: string }[];
  slogan(site: SiteContext): { slogan: string; subSlogan: string };
  announcements(site: SiteContext): { title: string; html: string; publishedAt: string }[];
  serviceCategories: Record<ServiceCategoryId, string>;
  /** The four steps of the how-to-use guide (images are drawn separately). */
  howToUseSteps: { stepName: string; stepRemark: string; stepDesc: string }[];
  /** Text drawn on the home-page banners (and their alternative text). */
  banners: { headline: string; caption: string }[];
  /** Text drawn on the promotional tiles. */
  promoTiles: { headline: string; caption: string }[];
}
