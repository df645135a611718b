import { currencyDigits } from '../../../contract/money-format';
import type { Tenant } from '../../../contract/tenant';

/**
 * Structured data (docs/product.md, "Crawlers"): one schema.org block per thing, built from
 * typed data and rendered into the page's head on the server (no script runs it).
 */
export interface JsonLdThing {
  '@type': string;
  [property: string]: unknown;
}

const SCHEMA_ORG = 'https://schema.org';
const SEARCH_TERM = 'search_term_string';

const organizationId = (origin: string) => new URL('/#organization', origin).href;

export function organization(tenant: Pick<Tenant, 'name' | 'description' | 'logoImage' | 'serviceEmail' | 'servicePhone' | 'socialMediaPlatforms'>, origin: string): JsonLdThing {
  return {
    '@type': 'Organization',
    '@id': organizationId(origin),
    name: tenant.name,
    url: new URL('/', origin).href,
    ...(tenant.description ? { description: tenant.description } : {}),
    ...(tenant.logoImage ? { logo: new URL(tenant.logoImage, origin).href } : {}),
    ...(tenant.serviceEmail ? { email: tenant.serviceEmail } : {}),
    ...(tenant.servicePhone ? { telephone: tenant.servicePhone } : {}),
    ...(tenant.socialMediaPlatforms.length > 0 ? { sameAs: tenant.socialMediaPlatforms.map((s) => s.link) } : {}),
  };
}

/** The site, with the product search a search engine may offer in its own results. */
export function webSite(tenant: Pick<Tenant, 'name'>, origin: string, inLanguage: string): JsonLdThing {
  const search = new URL('/product-search', origin);
  return {
    '@type': 'WebSite',
    name: tenant.name,
    url: new URL('/', origin).href,
    inLanguage,
    publisher: { '@id': organizationId(origin) },
    potentialAction: {
      '@type': 'SearchAction',
      // Written out: URLSearchParams would escape the template's braces.
      target: { '@type': 'EntryPoint', urlTemplate: `${search.href}?keyword={${SEARCH_TERM}}` },
      'query-input': `required name=${SEARCH_TERM}`,
    },
  };
}

/** The breadcrumb trail as shown; every item has its absolute URL (the last one, the page's canonical). */
export function breadcrumbList(items: readonly { name: string; url: string }[]): JsonLdThing {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: item.url })),
  };
}

export function faqPage(entries: readonly { question: string; answerHtml: string }[]): JsonLdThing {
  return {
    '@type': 'FAQPage',
    mainEntity: entries.map((e) => ({ '@type': 'Question', name: e.question, acceptedAnswer: { '@type': 'Answer', text: e.answerHtml } })),
  };
}

export function howTo(name: string, steps: readonly { name: string; text: string; image?: string | undefined }[]): JsonLdThing {
  return {
    '@type': 'HowTo',
    name,
    step: steps.map((s, i) => ({ '@type': 'HowToStep', position: i + 1, name: s.name, text: s.text, ...(s.image ? { image: s.image } : {}) })),
  };
}

/** ISO 4217 codes of the currencies the provider stores under an older code. */
const ISO_CURRENCY: Record<string, string> = { GHC: 'GHS' };
const FEN_PER_YUAN = 100;

export interface ProductOffer {
  name: string;
  description: string;
  url: string;
  images: readonly string[];
  sku: string;
  /** The lowest price, in CNY fen. */
  priceFen: number;
  inStock: boolean;
}

/** A product with its offer: the price in the tenant's currency, as its pages show it. */
export function product(p: ProductOffer, exchange: Pick<Tenant['exchangeInfo'], 'cnyExchangeRate' | 'currency'>): JsonLdThing {
  const currency = ISO_CURRENCY[exchange.currency] ?? exchange.currency;
  const price = ((p.priceFen / FEN_PER_YUAN) * exchange.cnyExchangeRate).toFixed(currencyDigits(currency));
  return {
    '@type': 'Product',
    name: p.name,
    description: p.description,
    sku: p.sku,
    url: p.url,
    image: [...p.images],
    offers: {
      '@type': 'Offer',
      url: p.url,
      price,
      priceCurrency: currency,
      availability: `${SCHEMA_ORG}/${p.inStock ? 'InStock' : 'OutOfStock'}`,
    },
  };
}

// Inside <script>, `</script>` or `<!--` in a value would end or bend the element: every `<`,
// `>` and `&` is written as its JSON escape, and the line separators JavaScript once rejected too.
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
const escapeForScript = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** The text of a `<script type="application/ld+json">` block for one thing. */
export const jsonLdText = (thing: JsonLdThing): string =>
  JSON.stringify({ '@context': SCHEMA_ORG, ...thing }).replace(UNSAFE_IN_SCRIPT, escapeForScript);
