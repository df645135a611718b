import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP } from 'node:net';
import {
  isMarketplaceLink, isShortLink, parseProductLink, SHORT_LINK_MAX_REDIRECTS, SHORT_LINK_TIME_LIMIT_MS, type ProductLink,
} from '../../contract/product-links';

/*
 * A marketplace app's short link (`https://m.tb.cn/h.5abc123`), followed to the product it
 * stands for (docs/product.md, "Search and products"). The provider makes requests to
 * addresses a shopper names, so every hop is held in: only the marketplaces' own hosts on
 * their usual ports, never a private or local address (checked on the address connected to,
 * so a name that resolves there is refused too), a few hops, a few seconds, a bounded read.
 */

export interface ShortLinkLimits { redirects: number; timeoutMs: number }
export const SHORT_LINK_LIMITS: ShortLinkLimits = { redirects: SHORT_LINK_MAX_REDIRECTS, timeoutMs: SHORT_LINK_TIME_LIMIT_MS };
/** Enough of a page to find a link in. */
const PAGE_BYTES = 64 * 1024;

/** What one request of a hop answered: its status, its Location and (for a GET) the start of its page. */
export interface HopAnswer {
  status: number;
  location: string | null;
  page: string;
}
export type Hop = (url: URL, method: 'HEAD' | 'GET', signal: AbortSignal) => Promise<HopAnswer>;

/** The short host did not answer in time, or the connection failed (as opposed to answering with no product). */
export class ShortLinkUnreachableError extends Error {}

const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127], ['64:ff9b::', 96], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8],
] as const) NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');

/** An address on the public internet (not loopback, private, link-local, carrier NAT, multicast or reserved). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  return family !== 0 && !NOT_PUBLIC.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;
export type Lookup = (hostname: string, options: LookupOptions, callback: LookupCallback) => void;

/** The resolver a hop connects through: the system's, refusing a name with any address that is not public. */
export const publicOnlyLookup: Lookup = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) {
      callback(error, []);
    } else if (addresses.length === 0 || !addresses.every((a) => isPublicAddress(a.address))) {
      callback(Object.assign(new Error(`${hostname} resolves to an address that is not public`), { code: 'EADDRNOTPUBLIC' }), []);
    } else if (options.all) {
      callback(null, addresses);
    } else {
      const [first] = addresses as [LookupAddress];
      callback(null, first.address, first.family);
    }
  });
};

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
// Some short hosts answer a bare client with a page instead of the redirect an app's browser gets.
const USER_AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

function readPage(response: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      // Enough to find a link in: the rest is not read.
      if (size >= limit) response.destroy();
    });
    response.on('close', () => resolve(Buffer.concat(chunks).subarray(0, limit).toString('utf8')));
    response.on('error', reject);
  });
}

/** A hop over HTTP(S), connecting through `lookup` (the public-only one; tests point it at a local server) and, for tests, another port. */
export function requestHop({ lookup = publicOnlyLookup, port }: { lookup?: Lookup; port?: number } = {}): Hop {
  return (url, method, signal) => new Promise<HopAnswer>((resolve, reject) => {
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, {
      method, signal, lookup, ...(port === undefined ? {} : { port }), headers: { 'user-agent': USER_AGENT, accept: 'text/html,*/*' },
    }, (response) => {
      const status = response.statusCode ?? 0;
      const location = response.headers.location ?? null;
      if (method === 'HEAD' || REDIRECTS.has(status)) {
        response.resume();
        resolve({ status, location, page: '' });
        return;
      }
      readPage(response, PAGE_BYTES).then((page) => resolve({ status, location, page }), reject);
    });
    request.on('error', reject);
    request.end();
  });
}

// Links written in a page: in its HTML or a script's string (`var url = 'https:\/\/…'`).
const LINKS_IN_PAGE = /https?:(?:\/|\\\/){2}[^\s"'<>`)]+/g;

/** The first product link a page holds (some short hosts send a page that moves on by script). */
function productLinkInPage(page: string): ProductLink | null {
  for (const [found] of page.matchAll(LINKS_IN_PAGE)) {
    const product = parseProductLink(found.replace(/\\\//g, '/').replace(/&amp;/g, '&'));
    if (product) return product;
  }
  return null;
}

/** A hop that may be made: a marketplace host on its usual port, without credentials. */
const mayVisit = (url: URL) => isMarketplaceLink(url.href) && url.port === '' && url.username === '' && url.password === '';

/**
 * The product a short link leads to, or null when it leads elsewhere (or nowhere within the
 * limits). HEAD first (no page to read); a GET when HEAD gets no redirect (refused, or a page
 * that moves on by script, whose links are then read).
 */
export async function resolveShortLink(link: string, hop: Hop = requestHop(), limits: ShortLinkLimits = SHORT_LINK_LIMITS): Promise<ProductLink | null> {
  if (!isShortLink(link)) return null;
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let url = new URL(link);
  for (let redirects = 0; ; redirects++) {
    const product = parseProductLink(url.href);
    if (product) return product;
    if (!mayVisit(url)) return null;
    let answer: HopAnswer;
    try {
      answer = await hop(url, 'HEAD', signal);
      if (!REDIRECTS.has(answer.status)) answer = await hop(url, 'GET', signal);
    } catch (error) {
      throw new ShortLinkUnreachableError(`${url.host} did not answer`, { cause: error });
    }
    if (!REDIRECTS.has(answer.status) || !answer.location) return answer.status === 200 ? productLinkInPage(answer.page) : null;
    if (redirects === limits.redirects || !URL.canParse(answer.location, url)) return null;
    url = new URL(answer.location, url);
  }
}
