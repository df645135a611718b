import { findFirstLink, isShortLink, parseProductLink } from '../../../contract/product-links';
import { decodeProductUrlParam, productPageHref } from '../product/product-url-param';

/**
 * What a search submit means (docs/product.md, "Search and products"): nothing for empty text; the product
 * page for text holding a product link (the first link counts, whatever share text is around
 * it; a mobile 1688 link becomes the desktop offer page); a marketplace app's short link to be
 * followed by the provider; the wrong-link modal for any other link; else a keyword search.
 * The search box decides with this in the browser, the results page on the server (for a
 * form sent without JavaScript).
 */
export type SearchIntent =
  | { kind: 'empty' }
  | { kind: 'product'; href: string }
  | { kind: 'short-link'; link: string }
  | { kind: 'wrong-link'; link: string }
  | { kind: 'keyword'; keyword: string };

const PRODUCT_PAGE_PATH = '/product';

export function searchIntent(text: string): SearchIntent {
  const keyword = text.trim();
  if (!keyword) return { kind: 'empty' };
  const link = findFirstLink(keyword);
  if (!link) return { kind: 'keyword', keyword };
  const product = parseProductLink(link);
  if (product) return { kind: 'product', href: productPageHref(product.canonicalUrl) };
  if (isShortLink(link)) return { kind: 'short-link', link };
  // A product page of this storefront (a shared link) opens that product.
  const shared = URL.canParse(link) ? new URL(link) : null;
  const sharedLink = shared?.pathname === PRODUCT_PAGE_PATH ? decodeProductUrlParam(shared.searchParams.get('url')) : null;
  const sharedProduct = sharedLink ? parseProductLink(sharedLink) : null;
  if (shared && sharedProduct) {
    return { kind: 'product', href: productPageHref(sharedProduct.canonicalUrl, shared.searchParams.get('filters') ?? undefined) };
  }
  return { kind: 'wrong-link', link };
}
