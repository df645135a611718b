/**
 * The `url` parameter of `/product?url=…` (docs/product.md, "Routes": the product link travels
 * "encrypted"). Used by the browser when it navigates and by the server when it renders.
 *
 * This is obfuscation, not secrecy: the key ships in the page's JavaScript, so anyone can
 * decode a parameter, and so would any AES-GCM variant whose key the browser holds. What it
 * buys: marketplace links do not sit readable in our URLs (casual scraping, referrer logs),
 * a tampered or truncated parameter is detected (checksum) and shows the invalid-link state,
 * and the encoding is deterministic, so each product has one stable, canonical page URL.
 *
 * Format: version digit, then base64url of (UTF-8 link + 16-bit checksum) XORed with a
 * position-dependent keystream. Synchronous and dependency-free, for server and browser.
 */
const VERSION = '1';
const KEY = new TextEncoder().encode('proxy-storefront/product-link');
const MAX_LINK_LENGTH = 2000;
const LINK_SCHEME = /^https?:\/\//;

const keystream = (i: number): number => (KEY[i % KEY.length] ?? 0) ^ ((i * 73 + 41) & 0xff);

/** FNV-1a folded to 16 bits: enough to tell a damaged parameter from a real one. */
function checksum(bytes: Uint8Array): number {
  let hash = 0x811c9dc5;
  for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return (hash ^ (hash >>> 16)) & 0xffff;
}

function xorStream(bytes: Uint8Array): Uint8Array {
  return bytes.map((byte, i) => byte ^ keystream(i));
}

const toBase64Url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    return Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

export function encodeProductUrlParam(link: string): string {
  const bytes = new TextEncoder().encode(link);
  const sum = checksum(bytes);
  const payload = new Uint8Array(bytes.length + 2);
  payload.set(bytes);
  payload.set([sum >>> 8, sum & 0xff], bytes.length);
  return VERSION + toBase64Url(xorStream(payload));
}

/** The product link in a `url` parameter, or null when the parameter is missing, damaged or not ours. */
export function decodeProductUrlParam(param: string | null | undefined): string | null {
  if (!param?.startsWith(VERSION) || param.length > MAX_LINK_LENGTH * 2) return null;
  const raw = fromBase64Url(param.slice(VERSION.length));
  if (!raw || raw.length < 3) return null;
  const payload = xorStream(raw);
  const bytes = payload.subarray(0, -2);
  const sum = ((payload.at(-2) ?? 0) << 8) | (payload.at(-1) ?? 0);
  if (checksum(bytes) !== sum) return null;
  let link: string;
  try {
    link = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  return link.length <= MAX_LINK_LENGTH && LINK_SCHEME.test(link) ? link : null;
}

/** The product page of a link; `filters` pre-selects SKU values (`name:value;…`). */
export function productPageHref(link: string, filters?: string): string {
  const params = new URLSearchParams({ url: encodeProductUrlParam(link) });
  if (filters) params.set('filters', filters);
  return `/product?${params}`;
}
