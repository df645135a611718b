import type { Product } from '../../../contract/product';
import type { Tenant } from '../../../contract/tenant';
import { product as productThing, type JsonLdThing } from '../seo/json-ld';

/**
 * A product page's schema.org Product with its Offer (docs/product.md, "Crawlers"): the lowest
 * price in the tenant currency, in stock while any SKU is (a product without SKUs sells as one).
 */
export function productStructuredData(
  product: Product,
  page: { images: readonly string[]; description: string; tenant: Pick<Tenant, 'exchangeInfo'>; url: URLSearchParams; origin: string },
): JsonLdThing {
  const url = new URL('/product', page.origin);
  url.search = page.url.toString();
  return productThing({
    name: product.name,
    description: page.description,
    url: url.href,
    images: page.images.map((image) => new URL(image, page.origin).href),
    sku: product.productId,
    priceFen: product.price,
    inStock: product.skus.length === 0 || product.skus.some((sku) => sku.stock > 0),
  }, page.tenant.exchangeInfo);
}
