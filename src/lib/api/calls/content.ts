import type { KyInstance } from 'ky';
import { UploadToken, type UploadTokenQuery } from '../../../../contract/requests';
import {
  AnnouncementList, Article, ArticleVersionList, FaqEntryList, HowToUse, ProductGroupList, SiteImageList, SiteSlogan, Terms,
} from '../../../../contract/site-content';
import type { ArticleType } from '../../../../contract/tenant';
import { parsed, query } from './query';
import { ProductCardList } from '../../../../contract/product';

/** The preferred products a sitemap lists (the provider's page size bound). */
const SITEMAP_PRODUCTS = 100;

/** Site content and the upload token (docs/product.md, "Site content calls", "Upload calls"). */
export const contentCalls = (http: KyInstance) => ({
  getPreferredProductGroups: () => parsed(http.get('front/site-content/preferred-product-groups'), ProductGroupList),
  getRecommendProductGroups: () => parsed(http.get('front/site-content/recommend-product-groups'), ProductGroupList),
  getBannerImages: () => parsed(http.get('front/site-content/banner-images'), SiteImageList),
  getArticle: (type: ArticleType) => parsed(http.get(`front/site-content/articles/${type}`), Article),
  getArticleVersions: () => parsed(http.get('front/site-content/article-versions'), ArticleVersionList),
  getPreferredProducts: () => parsed(http.get('front/site-content/preferred-products', { searchParams: { pageSize: SITEMAP_PRODUCTS } }), ProductCardList),
  getTerms: () => parsed(http.get('front/site-content/terms'), Terms),
  getAnnouncements: () => parsed(http.get('front/site-content/announcements'), AnnouncementList),
  getSlogan: () => parsed(http.get('front/site-slogen'), SiteSlogan),
  getFaq: () => parsed(http.get('front/site-faq'), FaqEntryList),
  getHowToUse: () => parsed(http.get('front/site-how-to-use'), HowToUse),
  getUploadToken: (q: UploadTokenQuery) => parsed(http.get('front/upload-token', { searchParams: query(q) }), UploadToken),
});
