import { describe, expect, it } from 'vitest';
import { breadcrumbList, jsonLdText, organization, product, webSite } from '../../../src/lib/seo/json-ld';

const tenant = {
  name: 'Mallbridge', description: 'A & B', logoImage: '/logo.png', serviceEmail: 'help@example.com',
  servicePhone: '+84 1', socialMediaPlatforms: [{ platform: 'FACEBOOK' as const, link: 'https://facebook.com/shop' }],
};

describe('JSON-LD blocks (docs/product.md, "Crawlers")', () => {
  it('describes the tenant as an Organization with absolute addresses', () => {
    expect(JSON.parse(jsonLdText(organization(tenant, 'https://vn.example.com')))).toMatchObject({
      '@context': 'https://schema.org', '@type': 'Organization', name: tenant.name, description: 'A & B',
      url: 'https://vn.example.com/', logo: 'https://vn.example.com/logo.png', sameAs: ['https://facebook.com/shop'],
    });
  });

  it('offers the product search as the site\'s SearchAction', () => {
    expect(webSite(tenant, 'https://vn.example.com', 'vi')).toMatchObject({
      '@type': 'WebSite',
      inLanguage: 'vi',
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: 'https://vn.example.com/product-search?keyword={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('numbers the breadcrumb from 1', () => {
    const trail = breadcrumbList([{ name: 'Home', url: 'https://x.example/' }, { name: 'FAQ', url: 'https://x.example/faq' }]);
    expect(trail.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://x.example/' },
      { '@type': 'ListItem', position: 2, name: 'FAQ', item: 'https://x.example/faq' },
    ]);
  });

  it('prices an offer in the tenant currency with its decimals, under its ISO code', () => {
    const offer = { name: 'Bag', description: 'A bag', url: 'https://x.example/product?url=1', images: ['https://x.example/a.png'], sku: 'p1', priceFen: 12345 };
    expect(product({ ...offer, inStock: true }, { cnyExchangeRate: 3450, currency: 'VND' }).offers)
      .toEqual({ '@type': 'Offer', url: offer.url, price: '425903', priceCurrency: 'VND', availability: 'https://schema.org/InStock' });
    expect(product({ ...offer, inStock: false }, { cnyExchangeRate: 1.7, currency: 'GHC' }).offers)
      .toMatchObject({ price: '209.87', priceCurrency: 'GHS', availability: 'https://schema.org/OutOfStock' });
  });
});
