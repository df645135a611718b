import { readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { extname, join, relative, sep } from 'node:path';
import { processLoadShedder } from '../../provider/http/load-shedder.ts';
import { STOREFRONT_EVENTS_PATH } from '../../contract/live.ts';
import { clientAddressFrom, DEFAULT_TRUSTED_PROXIES, isTrustedProxy, parseTrustedProxies } from '../../contract/client-address.server.ts';
import { cachedPage, encodedPage, pageCacheKey } from '../lib/content/page-cache.server.ts';
import { mayBeSharedPage } from '../lib/content/shared-pages.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language, LANGUAGES } from '../lib/i18n/languages.ts';
import { COOKIE } from '../lib/session/cookies.ts';
import { addVary, COMPRESSIBLE_FILE_TYPES, compressAnswer, type Encoding, encodingFor } from './compression.ts';
import { OVERLOAD_HEADERS, OVERLOADED_PROBLEM, overloadedPageHtml } from './overload-answers.ts';

export interface FrontDoorOptions {
  /** The build's static files (`dist/client`), the translations among them. */
  clientDir: string;
}

// Refusals carry the headers the middleware would have added that matter for a bare page.
const REFUSAL_HEADERS = { ...OVERLOAD_HEADERS, 'x-content-type-options': 'nosniff', 'content-security-policy': "default-src 'none'; frame-ancestors 'none'" };
const LANGUAGE_COOKIE = new RegExp(`(?:^|;)\\s*${COOKIE.language}=([^;]*)`);

function staticPaths(clientDir: string): Set<string> {
  const paths = new Set<string>();
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) paths.add(`/${relative(clientDir, join(entry.parentPath, entry.name)).split(sep).join('/')}`);
  }
  return paths;
}

/** The refusal page of every language, encoded once from the build's translations. */
function refusalPages(clientDir: string): Map<Language, Buffer> {
  return new Map(LANGUAGES.map((lng) => {
    const { error } = JSON.parse(readFileSync(join(clientDir, 'locales', lng, 'common.json'), 'utf8')) as { error: Record<string, string> };
    return [lng, Buffer.from(overloadedPageHtml(lng, error['unavailable-title'] ?? '', error['unavailable-message'] ?? ''))];
  }));
}

const trustedProxies = parseTrustedProxies(process.env.TRUSTED_PROXIES || DEFAULT_TRUSTED_PROXIES);

/** A header of the raw request as one comma-separated list, as a Request would give it. */
function listHeader(req: IncomingMessage, name: 'x-forwarded-proto' | 'x-forwarded-for'): string | undefined {
  const header = req.headers[name];
  return Array.isArray(header) ? header.join(',') : header;
}

/** As servedOverHttps (client-address.server.ts) decides it for the middleware, from the raw request. */
function overHttps(req: IncomingMessage): boolean {
  if ('encrypted' in req.socket && req.socket.encrypted) return true;
  const proto = listHeader(req, 'x-forwarded-proto')?.split(',').at(-1)?.trim().toLowerCase();
  return proto === 'https' && isTrustedProxy(req.socket.remoteAddress ?? '', trustedProxies);
}

/** As shopperAddress (client-address.server.ts) names the client for the middleware, from the raw request. */
const clientAddressOf = (req: IncomingMessage): string =>
  clientAddressFrom(req.socket.remoteAddress ?? 'unknown', listHeader(req, 'x-forwarded-for'), trustedProxies);

/** Answers from a shared page rendered before for the same host, language, address and scheme. */
function sendCachedPage(req: IncomingMessage, res: ServerResponse, encoding: Encoding | null): boolean {
  const page = cachedPage(pageCacheKey({ host: req.headers.host ?? '', cookieHeader: req.headers.cookie, pathAndQuery: req.url ?? '/', https: overHttps(req) }));
  if (!page) return false;
  const encoded = encoding === null ? null : encodedPage(page, encoding);
  // A page asked for the second time is compressed as it goes while its stored forms are made.
  if (encoding !== null && encoded === null) compressAnswer(res, encoding);
  const body = encoded ?? page.identity;
  res.writeHead(200, { ...page.headers, ...(encoded && encoding && { 'content-encoding': encoding }), vary: 'Accept-Encoding', 'content-length': body.length });
  res.end(body);
  return true;
}

/**
 * A static file in its precompressed form (`.br`/`.gz` beside it, written by the build):
 * `send` then serves that file, with the type of the original.
 */
function usePrecompressed(req: IncomingMessage, res: ServerResponse, files: Set<string>, pathname: string, encoding: Encoding | null): void {
  const type = COMPRESSIBLE_FILE_TYPES[extname(pathname)];
  const suffix = encoding === 'br' ? '.br' : '.gz';
  if (!type || encoding === null || !files.has(pathname + suffix)) return;
  req.url = pathname + suffix + (req.url ?? '').slice(pathname.length);
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Encoding', encoding);
  addVary(res);
}

/** The page's language as far as the request says it without a tenant: `?lang=`, else the language cookie. */
function requestLanguage(url: string, cookieHeader: string | undefined): Language {
  const query = url.indexOf('?');
  const asked = query === -1 ? null : new URLSearchParams(url.slice(query + 1)).get('lang');
  if (isLanguage(asked)) return asked;
  const cookie = LANGUAGE_COOKIE.exec(cookieHeader ?? '')?.[1];
  return isLanguage(cookie) ? cookie : DEFAULT_LANGUAGE;
}

const PICTURES_PATH = '/api/files/';
const isPictureRequest = (method: string | undefined, pathname: string): boolean =>
  (method === 'GET' || method === 'HEAD') && pathname.startsWith(PICTURES_PATH) && pathname.length > PICTURES_PATH.length;

/**
 * The storefront's HTTP front door, in front of Astro's request listener. Requests wait their
 * turn here (see load-shedder.ts); one that could not be served in time is refused (503,
 * Retry-After) before Astro builds a Request, matches a route and runs the middleware, so a
 * refusal costs microseconds instead of the 1.5–2 ms of CPU Astro spends on any request (at
 * hundreds of refusals a second that was the overload). Requests reach Astro one per
 * event-loop turn and count until their answer is sent or the client leaves, against the
 * process's slots and the client address's share of them. Three kinds are answered unadmitted, even while
 * saturated: the build's static files (cheap to send), anonymous GETs of shared pages the
 * page cache holds, answered here from memory without Astro, and the pictures of the pages. Every answer is compressed
 * when the client accepts it (compression.ts).
 */
export function frontDoor(astro: RequestListener, { clientDir }: FrontDoorOptions): RequestListener {
  const shedder = processLoadShedder();
  const files = staticPaths(clientDir);
  const pages = refusalPages(clientDir);
  // Every refusal is built once, headers and all: under overload each microsecond counts.
  const refusalOf = (body: Buffer, type: string) => ({ body, headers: { ...REFUSAL_HEADERS, 'content-type': type, 'content-length': body.length } });
  const apiRefusal = refusalOf(Buffer.from(JSON.stringify(OVERLOADED_PROBLEM)), 'application/problem+json');
  const pageRefusals = new Map([...pages].map(([lng, page]) => [lng, refusalOf(page, 'text/html; charset=utf-8')]));

  const refuse = (req: IncomingMessage, res: ServerResponse, api: boolean): void => {
    const refusal = api ? apiRefusal : pageRefusals.get(requestLanguage(req.url ?? '/', req.headers.cookie)) ?? apiRefusal;
    res.writeHead(503, refusal.headers);
    res.end(refusal.body);
  };

  return (req, res) => {
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    const pathname = query === -1 ? url : url.slice(0, query);
    const api = pathname.startsWith('/api/');
    const encoding = encodingFor(req);
    if (!api && files.has(pathname)) {
      usePrecompressed(req, res, files, pathname, encoding);
      if (encoding) compressAnswer(res, encoding);
      astro(req, res);
      return;
    }
    if (!api && mayBeSharedPage(req.method ?? 'GET', pathname, req.headers.cookie) && sendCachedPage(req, res, encoding)) return;
    // The pictures of a page already admitted: cheap to send (public ones cached by the browser for a
    // year, a shopper's own for the life of its signed link), while a refused one is a broken page.
    if (isPictureRequest(req.method, pathname)) {
      astro(req, res);
      return;
    }
    const admitted = shedder.tryEnter(clientAddressOf(req));
    if (!admitted) {
      refuse(req, res, api);
      return;
    }
    res.once('close', admitted.release);
    void admitted.started.then((go) => {
      // A client that left while waiting is not rendered for.
      if (res.destroyed) return;
      if (!go) {
        refuse(req, res, api);
        return;
      }
      // An event stream lasts minutes and mostly waits: it takes its turn, then gives its slot back.
      if (pathname === STOREFRONT_EVENTS_PATH) admitted.release();
      if (encoding) compressAnswer(res, encoding);
      astro(req, res);
    });
  };
}
