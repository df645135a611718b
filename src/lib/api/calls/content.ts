import type { KyInstance } from 'ky';
import type { List } from '../../../../contract/problem';
import type { UploadToken, UploadTokenQuery } from '../../../../contract/requests';
import type {
  AboutUs, Announcement, Article, FaqEntry, HowToUse, ProductGroup, SiteImage, SiteSlogan,
} from '../../../../contract/site-content';
import type { ProductCard } from '../../../../contract/product';
import type { ArticleType } from '../../../../contract/tenant';
import { query, type NotYetModelled } from './query';

/** Site content, refunds and the upload token (SPEC section 7). */
export const contentCalls = (http: KyInstance) => ({
  getPreferredProducts: () => http.get('front/site-content/preferred-products').json<List<ProductCard>>(),
  getPreferredProductGroups: () => http.get('front/site-content/preferred-product-groups').json<List<ProductGroup>>(),
  getRecommendProductGroups: () => http.get('front/site-content/recommend-product-groups').json<List<ProductGroup>>(),
  getSiteImages: () => http.get('front/site-content/images').json<List<SiteImage>>(),
  getBannerImages: () => http.get('front/site-content/banner-images').json<List<SiteImage>>(),
  getArticle: (type: ArticleType) => http.get(`front/site-content/articles/${type}`).json<Article>(),
  getEnabledArticleTypes: () => http.get('front/site-content/enabled-article-types').json<List<ArticleType>>(),
  getAnnouncements: () => http.get('front/site-content/announcements').json<List<Announcement>>(),
  getSlogan: () => http.get('front/site-slogen').json<SiteSlogan>(),
  getFaq: () => http.get('front/site-faq').json<List<FaqEntry>>(),
  getAboutUs: () => http.get('front/site-about-us').json<AboutUs>(),
  getHowToUse: () => http.get('front/site-how-to-use').json<HowToUse>(),
  getRefunds: (q: { pageNo?: number; pageSize?: number } = {}) =>
    http.get('front/refunds', { searchParams: query(q) }).json<List<NotYetModelled>>(),
  getUploadToken: (q: UploadTokenQuery) => http.get('front/upload-token', { searchParams: query(q) }).json<UploadToken>(),
});
