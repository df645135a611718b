import { problemOf } from '../api/http';
import { productPageHref } from '../product/product-url-param';
import { shopperApi } from '../session/shopper-api';

/**
 * The product page a marketplace app's short link leads to (docs/product.md, "Search and
 * products"), as the provider follows it; null when it leads to no product. Other failures
 * (the marketplace did not answer) are thrown for the caller to tell.
 */
export async function shortLinkProductHref(link: string): Promise<string | null> {
  try {
    return productPageHref((await shopperApi().resolveShortLink(link)).productUrl);
  } catch (error) {
    if (problemOf(error)?.code === 'INVALID_PRODUCT_LINK') return null;
    throw error;
  }
}
