import type { z } from 'zod';
import type { ProductPlatform } from './tenant';

/**
 * Marketplace product links (docs/product.md, "Search and products"), shared by the storefront (the search box
 * decides between the product page, the wrong-link modal and a keyword search) and the
 * provider (which resolves `productUrl` with it). Pure: no I/O, no network.
 *
 * Every usual form of a product's link resolves to one canonical URL, which is what the
 * catalog stores and what the storefront encodes into `/product?url=`:
 *
 * | platform  | canonical form                                               |
 * |-----------|--------------------------------------------------------------|
 * | Taobao    | https://item.taobao.com/item.htm?id={id}                     |
 * | Tmall     | https://detail.tmall.com/item.htm?id={id}                    |
 * | JD        | https://item.jd.com/{id}.html                                |
 * | Alibaba   | https://detail.1688.com/offer/{id}.html                      |
 * | Yiwugou   | https://www.yiwugo.com/product/detail/{id}.html              |
 * | Poizon    | https://m.dewu.com/router/product/ProductDetail?spuId={id}   |
 * | SelfOwned | https://selfowned.invalid/SO-{id}                            |
 *
 * Self-owned goods have no marketplace page, so their canonical link lives on the
 * `.invalid` top-level domain, which RFC 2606 reserves: it can never resolve, so nothing
 * ever fetches it, and it cannot collide with a real site.
 */
export type ProductPlatformName = z.infer<typeof ProductPlatform>;

export interface ProductLink {
  platform: ProductPlatformName;
  /** The marketplace's id (`SO-…` for self-owned goods). */
  productId: string;
  canonicalUrl: string;
}

export const SELF_OWNED_HOST = 'selfowned.invalid';
const NUMERIC_ID = /^\d{1,20}$/;
const SELF_OWNED_ID = /^SO-[A-Za-z0-9]{1,32}$/;

const CANONICAL: Record<ProductPlatformName, (id: string) => string> = {
  Taobao: (id) => `https://item.taobao.com/item.htm?id=${id}`,
  Tmall: (id) => `https://detail.tmall.com/item.htm?id=${id}`,
  JD: (id) => `https://item.jd.com/${id}.html`,
  Alibaba: (id) => `https://detail.1688.com/offer/${id}.html`,
  Yiwugou: (id) => `https://www.yiwugo.com/product/detail/${id}.html`,
  Poizon: (id) => `https://m.dewu.com/router/product/ProductDetail?spuId=${id}`,
  SelfOwned: (id) => `https://${SELF_OWNED_HOST}/${id}`,
};

/** The canonical link of a product the catalog knows by platform and id. */
export const canonicalProductUrl = (platform: ProductPlatformName, productId: string): string => CANONICAL[platform](productId);

/** Hosts (without `www.`) a link may be pasted without its scheme, e.g. `detail.1688.com/offer/1.html`. */
const BARE_LINK_DOMAINS = ['taobao.com', 'tmall.com', 'tmall.hk', 'jd.com', 'jd.hk', '1688.com', 'yiwugo.com', 'dewu.com', 'poizon.com', 'tb.cn'];

/**
 * The marketplaces' own short-link hosts, what their apps' share texts carry
 * (`【淘宝】https://m.tb.cn/h.5abc123 「…」点击链接直接打开`): Taobao and Tmall (`*.tb.cn`), JD (`3.cn`,
 * `u.jd.com`), 1688 (`qr.1688.com`) and Poizon (`dw4.co`). A short link names no product by
 * itself: the provider follows its redirects (docs/product.md, "Search and products").
 */
const SHORT_LINK_DOMAINS = ['tb.cn', '3.cn', 'u.jd.com', 'qr.1688.com', 'dw4.co'];
/** How long the provider follows a short link before it gives up (at most SHORT_LINK_MAX_REDIRECTS redirects). */
export const SHORT_LINK_TIME_LIMIT_MS = 3_000;
export const SHORT_LINK_MAX_REDIRECTS = 5;
/** Where a short link may lead (every hop): the marketplaces' own sites and short hosts, nothing else. */
const MARKETPLACE_DOMAINS = [...BARE_LINK_DOMAINS, ...SHORT_LINK_DOMAINS];
const BARE_DOMAIN_PATTERN = BARE_LINK_DOMAINS.map((d) => d.replace('.', '\\.')).join('|');

// A link ends at white space, quotes, angle brackets, or CJK punctuation (share texts wrap links in 【】 and 「」).
const LINK_BODY = `[^\\s<>"'\`，。！？、；：“”‘’（）【】《》「」]+`;
const LINK = new RegExp(
  `https?://${LINK_BODY}|(?<![\\w@.-])(?:[a-z0-9-]+\\.)*(?:www\\.[a-z0-9-]+\\.[a-z]{2,}|${BARE_DOMAIN_PATTERN})(?![\\w-])(?:[/?]${LINK_BODY})?`,
  'i',
);
// Sentence punctuation right after a link belongs to the sentence.
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;

/**
 * The first web link in free text (a search box entry, a marketplace share text), with
 * `https://` added when it was pasted without a scheme; null when there is none.
 */
export function findFirstLink(text: string): string | null {
  const match = LINK.exec(text);
  if (!match) return null;
  const link = match[0].replace(TRAILING_PUNCTUATION, '');
  return /^https?:\/\//i.test(link) ? link : `https://${link}`;
}

type Rule = (host: string, url: URL) => ProductLink | null;

const link = (platform: ProductPlatformName, productId: string | null | undefined): ProductLink | null =>
  productId && (platform === 'SelfOwned' ? SELF_OWNED_ID : NUMERIC_ID).test(productId)
    ? { platform, productId, canonicalUrl: canonicalProductUrl(platform, productId) }
    : null;

const isHostOf = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);
const pathId = (url: URL, pattern: RegExp) => pattern.exec(url.pathname)?.[1];

const RULES: Rule[] = [
  // item.taobao.com/item.htm?id=, h5.m.taobao.com/awp/core/detail.htm?id=, world.taobao.com/item/{id}.htm
  (host, url) => {
    if (!isHostOf(host, 'taobao.com')) return null;
    if (host === 'world.taobao.com') return link('Taobao', pathId(url, /^\/item\/(\d+)\.html?$/));
    return /(item|detail)/.test(url.pathname) ? link('Taobao', url.searchParams.get('id')) : null;
  },
  // detail.tmall.com, detail.m.tmall.com, chaoshi.detail.tmall.com, detail.tmall.hk: item.htm?id=
  (host, url) =>
    (isHostOf(host, 'tmall.com') || isHostOf(host, 'tmall.hk')) && host.split('.').includes('detail')
      ? link('Tmall', url.searchParams.get('id'))
      : null,
  // item.jd.com/{id}.html, item.m.jd.com/product/{id}.html, npcitem.jd.hk/{id}.html
  (host, url) => {
    if (!isHostOf(host, 'jd.com') && !isHostOf(host, 'jd.hk')) return null;
    if (!/^(item|npcitem)\./.test(host)) return null;
    return link('JD', pathId(url, /^(?:\/product)?\/(\d+)\.html$/));
  },
  // detail.1688.com/offer/{id}.html; mobile pages carry offerId= (rewritten to the desktop offer page).
  (host, url) => {
    if (!isHostOf(host, '1688.com')) return null;
    return link('Alibaba', pathId(url, /^\/offer\/(\d+)\.html$/) ?? url.searchParams.get('offerId'));
  },
  // www.yiwugo.com/product/detail/{id}.html and its m. host
  (host, url) => (isHostOf(host, 'yiwugo.com') ? link('Yiwugou', pathId(url, /^\/product\/detail\/(\d+)\.html$/)) : null),
  // dewu.com / poizon.com pages with spuId=
  (host, url) =>
    isHostOf(host, 'dewu.com') || isHostOf(host, 'poizon.com') ? link('Poizon', url.searchParams.get('spuId')) : null,
  (host, url) => (host === SELF_OWNED_HOST ? link('SelfOwned', pathId(url, /^\/(SO-[^/]+)$/)) : null),
];

const hostOf = (url: string): string | null => {
  if (!URL.canParse(url)) return null;
  const parsed = new URL(url);
  return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.hostname.toLowerCase().replace(/^www\./, '') : null;
};

/** A marketplace app's short link (see SHORT_LINK_DOMAINS), over http or https. */
export function isShortLink(url: string): boolean {
  const host = hostOf(url);
  return host !== null && SHORT_LINK_DOMAINS.some((domain) => isHostOf(host, domain));
}

/** A link to one of the marketplaces' own hosts (a short link's only allowed hops). */
export function isMarketplaceLink(url: string): boolean {
  const host = hostOf(url);
  return host !== null && MARKETPLACE_DOMAINS.some((domain) => isHostOf(host, domain));
}

/**
 * The product a link points at, or null for anything else (a shop, a search page, another
 * site, text that is not a URL). Hosts match with or without `www.`/`m.`, over http or
 * https, whatever tracking parameters follow.
 */
export function parseProductLink(url: string): ProductLink | null {
  const host = hostOf(url);
  if (host === null) return null;
  const parsed = new URL(url);
  for (const rule of RULES) {
    const found = rule(host, parsed);
    if (found) return found;
  }
  return null;
}
