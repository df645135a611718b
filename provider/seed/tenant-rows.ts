import type { ArticleType } from '../../contract/tenant';
import type * as schema from '../db/schema';
import type { ObjectStorage } from '../storage/object-storage';
import { bannerSvg, headlineSvg, logoSvg, stepImageSvg, storeSvg } from './artwork';
import { COPY, type DemoTenant, siteContextOf } from './demo-tenants';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** Every row one demo tenant owns, ready to insert. */
export interface TenantRows {
  tenant: Insert<typeof schema.tenants>;
  warehouses: Insert<typeof schema.tenantWarehouses>[];
  articles: Insert<typeof schema.articles>[];
  siteImages: Insert<typeof schema.siteImages>[];
  announcements: Insert<typeof schema.announcements>[];
  slogans: Insert<typeof schema.slogans>[];
  faqs: Insert<typeof schema.faqs>[];
  howToUseSteps: Insert<typeof schema.howToUseSteps>[];
  transitOptions: Insert<typeof schema.transitOptions>[];
  serviceCategories: Insert<typeof schema.serviceCategories>[];
}

/** Draws and stores the tenant's artwork, then builds its rows from the demo data and copy. */
export async function buildTenantRows(demo: DemoTenant, storage: ObjectStorage): Promise<TenantRows> {
  const tenantId = demo.id;
  const site = siteContextOf(demo);
  const homeCopy = COPY[demo.contentLanguages[0] ?? 'en'];
  const store = (name: string, image: string) => storeSvg(storage, tenantId, name, image);

  const logoImage = await store('logo', logoSvg({ name: demo.name, color: demo.themeColor }));
  // Banner pictures carry no text: each language's headline and caption are laid over them as text
  // (docs/product.md, "Site content"), so one picture serves every language.
  const bannerImages = await Promise.all(homeCopy.banners.map((_, index) =>
    store(`banner-${index + 1}`, bannerSvg({ color: demo.themeColor, width: 1200, height: 400, variant: index }))));
  const banners = demo.contentLanguages.flatMap((language) => COPY[language].banners.flatMap((banner, index) => {
    const imageUrl = bannerImages[index];
    return imageUrl === undefined ? [] : [{
      tenantId, kind: 'banner' as const, imageUrl, link: index === 0 ? '/how-to-use' : null,
      title: banner.headline, caption: banner.caption, language, sort: index,
    }];
  }));
  const promoTiles = await Promise.all(demo.contentLanguages.flatMap((language) => COPY[language].promoTiles.map(async (tile, index) => ({
    tenantId,
    kind: 'image' as const,
    imageUrl: await store(`tile-${language}-${index + 1}`, headlineSvg({ ...tile, color: demo.themeColor, width: 600, height: 400, variant: index + 1 })),
    link: '/product-search',
    title: tile.headline,
    language,
    sort: index,
  }))));
  const perLanguage = demo.contentLanguages.map((language) => ({ language, copy: COPY[language] }));
  // The same numbered pictures in every language, drawn once and named in the home copy, as the
  // banners are (the page sets their translated alternative text). The steps end in a transit
  // order, so a tenant without transit keeps its how-to-use article.
  const stepImages = !demo.preferences.showTransit ? [] : await Promise.all(homeCopy.howToUseSteps.map((step, index) =>
    store(`step-${index + 1}`, stepImageSvg({ step: index + 1, color: demo.themeColor, label: step.stepName }))));
  const howToUseSteps = !demo.preferences.showTransit ? [] : perLanguage.flatMap(({ language, copy }) =>
    copy.howToUseSteps.map((step, index) => {
      const stepImage = stepImages[index];
      if (stepImage === undefined) throw new Error(`The ${language} copy has more how-to-use steps than there are pictures`);
      return { tenantId, language, sort: index + 1, ...step, stepImage };
    }));
  const howToUseBannerImage = await store('how-to-use-banner', headlineSvg({ headline: demo.name, caption: homeCopy.slogan(site).slogan, color: demo.themeColor, width: 1600, height: 400, variant: 2 }));

  return {
    tenant: {
      id: tenantId,
      name: demo.name,
      description: demo.description,
      themeColor: demo.themeColor,
      logoImage,
      defaultLanguage: demo.defaultLanguage,
      supportedLanguages: demo.supportedLanguages,
      timezoneOffset: demo.timezoneOffset,
      serviceEmail: demo.serviceEmail,
      servicePhone: demo.servicePhone,
      serviceSocialAccounts: demo.serviceSocialAccounts,
      socialMediaPlatforms: demo.socialMediaPlatforms,
      footerLinks: demo.footerLinks,
      analyticsCode: null,
      googleAnalyticsTraceId: null,
      registrationEntity: demo.registrationEntity,
      cnyExchangeRate: demo.exchangeInfo.cnyExchangeRate,
      currency: demo.exchangeInfo.currency,
      preferences: demo.preferences,
      enabledArticleTypes: demo.enabledArticleTypes,
      howToUseBannerImage,
    },
    warehouses: [demo.warehouses.local, demo.warehouses.china].flatMap((warehouse) => (warehouse ? [{ tenantId, ...warehouse }] : [])),
    // Every article type is written, enabled or not, so enabling a type later needs no new prose.
    articles: perLanguage.flatMap(({ language, copy }) =>
      Object.entries(copy.articles(site)).map(([type, article]) => ({ tenantId, type: type as ArticleType, language, ...article }))),
    siteImages: [...banners, ...promoTiles],
    announcements: perLanguage.flatMap(({ language, copy }) =>
      copy.announcements(site).map(({ publishedAt, ...announcement }) => ({ tenantId, language, ...announcement, publishedAt: new Date(publishedAt) }))),
    slogans: perLanguage.map(({ language, copy }) => ({ tenantId, language, ...copy.slogan(site) })),
    faqs: perLanguage.flatMap(({ language, copy }) =>
      copy.faqs(site).map((faq, index) => ({ tenantId, language, ...faq, sort: index + 1 }))),
    howToUseSteps,
    transitOptions: demo.transitOptions.map((option) => ({ tenantId, ...option })),
    serviceCategories: perLanguage.flatMap(({ language, copy }) =>
      demo.serviceCategoryIds.map((id, index) => ({ tenantId, id, language, name: copy.serviceCategories[id], sort: index + 1 }))),
  };
}
