import type { LanguageCode } from '../../contract/language';
import type { ProductPlatformName } from '../../contract/product-links';
import type { ProductGroupKind } from '../db/schema';
import type { GeneratedProduct } from '../catalog/generator';
import { createPrng, seedOf } from '../catalog/prng';
import type { DemoTenant } from './demo-tenants';

/** Each tenant's home-page products: picked deterministically from the platforms it enables. */

const PREFERRED_PRODUCTS = 24;
const PRODUCTS_PER_GROUP = 12;

/** The home page's product groups, named in every language of the storefront (content, which a desk may later edit). */
export const HOME_GROUPS: { id: string; kind: ProductGroupKind; names: Record<LanguageCode, string> }[] = [
  {
    id: 'preferred-new-arrivals', kind: 'PREFERRED',
    names: { en: 'New arrivals', 'zh-CN': '新品上架', 'zh-HK': '新品上架', vi: 'Hàng mới về', th: 'สินค้าใหม่', ja: '新着商品', ko: '신상품', ru: 'Новинки', ru2: 'Свежие поступления', ms: 'Ketibaan baharu', uz: 'Yangi mahsulotlar', pt: 'Novidades', es: 'Novedades', fr: 'Nouveautés', id: 'Produk baru', bg: 'Нови продукти', ar: 'وصل حديثًا', la: 'ສິນຄ້າມາໃໝ່' },
  },
  {
    id: 'preferred-best-sellers', kind: 'PREFERRED',
    names: { en: 'Best sellers', 'zh-CN': '热销爆款', 'zh-HK': '熱銷爆款', vi: 'Bán chạy nhất', th: 'สินค้าขายดี', ja: '売れ筋商品', ko: '베스트셀러', ru: 'Хиты продаж', ru2: 'Самое популярное', ms: 'Paling laris', uz: 'Eng koʻp sotilganlar', pt: 'Mais vendidos', es: 'Más vendidos', fr: 'Meilleures ventes', id: 'Terlaris', bg: 'Най-продавани', ar: 'الأكثر مبيعًا', la: 'ຂາຍດີທີ່ສຸດ' },
  },
  {
    id: 'preferred-wholesale', kind: 'PREFERRED',
    names: { en: 'Wholesale deals', 'zh-CN': '批发特惠', 'zh-HK': '批發特惠', vi: 'Ưu đãi bán sỉ', th: 'ดีลขายส่ง', ja: '卸売セール', ko: '도매 특가', ru: 'Оптовые предложения', ru2: 'Опт со скидкой', ms: 'Tawaran borong', uz: 'Ulgurji takliflar', pt: 'Ofertas de atacado', es: 'Ofertas al por mayor', fr: 'Offres de gros', id: 'Promo grosir', bg: 'Оферти на едро', ar: 'عروض الجملة', la: 'ຂໍ້ສະເໜີຂາຍສົ່ງ' },
  },
  {
    id: 'recommended-for-you', kind: 'RECOMMENDED',
    names: { en: 'Recommended for you', 'zh-CN': '为你推荐', 'zh-HK': '為你推薦', vi: 'Gợi ý cho bạn', th: 'แนะนำสำหรับคุณ', ja: 'おすすめ商品', ko: '추천 상품', ru: 'Рекомендуем вам', ru2: 'Подобрали для вас', ms: 'Disyorkan untuk anda', uz: 'Siz uchun tavsiyalar', pt: 'Recomendados para você', es: 'Recomendados para ti', fr: 'Recommandé pour vous', id: 'Rekomendasi untuk Anda', bg: 'Препоръчано за вас', ar: 'مقترحات لك', la: 'ແນະນຳສຳລັບທ່ານ' },
  },
  {
    id: 'recommended-trending', kind: 'RECOMMENDED',
    names: { en: 'Trending now', 'zh-CN': '当下流行', 'zh-HK': '當下流行', vi: 'Đang thịnh hành', th: 'กำลังมาแรง', ja: '今話題の商品', ko: '지금 인기', ru: 'Сейчас в тренде', ru2: 'Сейчас популярно', ms: 'Sedang tren', uz: 'Hozir mashhur', pt: 'Em alta', es: 'Tendencias', fr: 'Tendances du moment', id: 'Sedang tren', bg: 'Актуални сега', ar: 'الأكثر رواجًا الآن', la: 'ກຳລັງນິຍົມ' },
  },
];

export function buildCatalogGroupRows(tenants: readonly DemoTenant[], catalog: readonly GeneratedProduct[]) {
  return tenants.map((tenant) => {
    const platforms: readonly ProductPlatformName[] = tenant.preferences.productPlatforms;
    const offered = catalog.filter((product) => platforms.includes(product.platform));
    const random = createPrng(seedOf(`groups-${tenant.id}`));
    const preferredProducts = random.sample(offered, PREFERRED_PRODUCTS)
      .map((product, sort) => ({ tenantId: tenant.id, productId: product.id, sort }));
    const groups = HOME_GROUPS.map((group, sort) => ({ tenantId: tenant.id, ...group, sort }));
    const groupItems = HOME_GROUPS.flatMap((group) => random.sample(offered, PRODUCTS_PER_GROUP)
      .map((product, sort) => ({ tenantId: tenant.id, groupId: group.id, productId: product.id, sort })));
    return { preferredProducts, groups, groupItems };
  });
}
