import type { ProductPlatformName } from '../../contract/product-links';
import type { ProductGroupKind } from '../db/schema';
import type { GeneratedProduct } from '../catalog/generator';
import { createPrng, seedOf } from '../catalog/prng';
import type { DemoTenant } from './demo-tenants';

/** Each tenant's home-page products: picked deterministically from the platforms it enables. */

const PREFERRED_PRODUCTS = 24;
const PRODUCTS_PER_GROUP = 12;

const GROUPS: { id: string; kind: ProductGroupKind; names: Record<string, string> }[] = [
  { id: 'preferred-new-arrivals', kind: 'PREFERRED', names: { en: 'New arrivals', zh: '新品上架', vi: 'Hàng mới về', ru: 'Новинки', uz: 'Yangi mahsulotlar' } },
  { id: 'preferred-best-sellers', kind: 'PREFERRED', names: { en: 'Best sellers', zh: '热销爆款', vi: 'Bán chạy nhất', ru: 'Хиты продаж', uz: 'Eng koʻp sotilganlar' } },
  { id: 'preferred-wholesale', kind: 'PREFERRED', names: { en: 'Wholesale deals', zh: '批发特惠', vi: 'Ưu đãi bán sỉ', ru: 'Оптовые предложения', uz: 'Ulgurji takliflar' } },
  { id: 'recommended-for-you', kind: 'RECOMMENDED', names: { en: 'Recommended for you', zh: '为你推荐', vi: 'Gợi ý cho bạn', ru: 'Рекомендуем вам', uz: 'Siz uchun tavsiyalar' } },
  { id: 'recommended-trending', kind: 'RECOMMENDED', names: { en: 'Trending now', zh: '当下流行', vi: 'Đang thịnh hành', ru: 'Сейчас в тренде', uz: 'Hozir mashhur' } },
];

export function buildCatalogGroupRows(tenants: readonly DemoTenant[], catalog: readonly GeneratedProduct[]) {
  return tenants.map((tenant) => {
    const platforms: readonly ProductPlatformName[] = tenant.preferences.productPlatforms;
    const offered = catalog.filter((product) => platforms.includes(product.platform));
    const random = createPrng(seedOf(`groups-${tenant.id}`));
    const preferredProducts = random.sample(offered, PREFERRED_PRODUCTS)
      .map((product, sort) => ({ tenantId: tenant.id, productId: product.id, sort }));
    const groups = GROUPS.map((group, sort) => ({ tenantId: tenant.id, ...group, sort }));
    const groupItems = GROUPS.flatMap((group) => random.sample(offered, PRODUCTS_PER_GROUP)
      .map((product, sort) => ({ tenantId: tenant.id, groupId: group.id, productId: product.id, sort })));
    return { preferredProducts, groups, groupItems };
  });
}
