import type { IncomingMessage, ServerResponse } from 'node:http';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { COOKIE } from '../lib/session/cookies.ts';

/**
 * Compression on the wire (brotli, else gzip) for every HTML, JSON, JavaScript, CSS and SVG
 * answer, decided once in the front door: static files are sent precompressed (the build
 * writes `.br` and `.gz` beside them), cached pages from their stored encodings, and
 * everything else is compressed as it streams out.
 */
export type Encoding = 'br' | 'gzip';

/** The static files worth compressing, by extension, with the type they are served as. */
export const COMPRESSIBLE_FILE_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
};

const COMPRESSIBLE_TYPE = /^(?:text\/|application\/(?:[\w.+-]*\+)?(?:json|javascript|xml)\b|image\/svg\+xml)/i;
/** Below this a compressed answer is hardly smaller, and costs a stream. */
const MIN_BYTES = 1024;
const TOKEN_COOKIE = new RegExp(`(?:^|;)\\s*${COOKIE.accessToken}=`);

// An event stream goes out event by event: a compressor would hold the events back.
const EVENT_STREAM = /^text\/event-stream\b/i;

export const isCompressibleType = (contentType: string | number | string[] | undefined): boolean =>
  typeof contentType === 'string' && COMPRESSIBLE_TYPE.test(contentType) && !EVENT_STREAM.test(contentType);

/** brotli if the client takes it, else gzip, else none (`q=0` refuses a coding). */
export function acceptedEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * The encoding to answer this request with, or null. BREACH: a compressed answer's length
 * can leak a secret in its body when an attacker can also put guesses into that body (a
 * search keyword is echoed) and make the victim's browser send the request. No body carries
 * a session token (it stays in HttpOnly cookies), but a logged-in shopper's pages and API
 * answers hold their personal data. So when the request carries the session cookie,
 * compression needs proof that this site itself sent it: `Sec-Fetch-Site: same-origin` (or
 * `none`, typed or bookmarked), which a cross-site page cannot forge. The session cookies are
 * SameSite=Lax, so a cross-site top-level navigation would carry them: those answers (and
 * those to browsers without Fetch Metadata) go uncompressed. Anonymous answers hold no
 * shopper's secret and are always compressed.
 */
export function encodingFor(req: IncomingMessage): Encoding | null {
  const encoding = acceptedEncoding(req.headers['accept-encoding']);
  if (encoding === null || req.method === 'HEAD' || req.headers.range !== undefined) return null;
  if (!TOKEN_COOKIE.test(req.headers.cookie ?? '')) return encoding;
  const site = req.headers['sec-fetch-site'];
  return site === 'same-origin' || site === 'none' ? encoding : null;
}

export function addVary(res: ServerResponse): void {
  const vary = res.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : String(vary ?? '');
  if (!/\baccept-encoding\b/i.test(current)) res.setHeader('Vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

const compressor = (encoding: Encoding) =>
  encoding === 'br'
    ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : createGzip({ level: 6 });

/**
 * Makes `res` compress its body with `encoding` when the answer turns out to be compressible
 * (its type, no encoding of its own, a body worth it); otherwise it passes through untouched.
 * Decided when the headers go out, whoever writes them (Astro, or `send` for static files).
 */
export function compressAnswer(res: ServerResponse, encoding: Encoding): void {
  const writeHead: (status: number) => ServerResponse = res.writeHead.bind(res);
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  let stream: ReturnType<typeof compressor> | null = null;

  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const headers = rest.find((arg): arg is Record<string, string | string[] | number> => typeof arg === 'object' && arg !== null && !Array.isArray(arg));
    if (typeof rest[0] === 'string') res.statusMessage = rest[0];
    for (const [name, value] of Object.entries(headers ?? {})) res.setHeader(name, value);
    const length = Number(res.getHeader('content-length') ?? Infinity);
    if (status >= 200 && status !== 204 && status !== 304 && length >= MIN_BYTES
      && !res.hasHeader('content-encoding') && isCompressibleType(res.getHeader('content-type'))) {
      res.removeHeader('content-length');
      res.removeHeader('accept-ranges');
      res.setHeader('Content-Encoding', encoding);
      addVary(res);
      stream = compressor(encoding);
      stream.on('data', (chunk: Buffer) => write(chunk));
      stream.on('drain', () => res.emit('drain'));
      stream.on('end', () => end());
      res.once('close', () => stream?.destroy());
    }
    return writeHead(status);
  });

  const flushHead = (): void => {
    if (!res.headersSent) res.writeHead(res.statusCode);
  };
  res.write = ((chunk: Buffer | string, ...rest: unknown[]) => {
    flushHead();
    const done = rest.find((arg) => typeof arg === 'function') as ((error?: Error | null) => void) | undefined;
    return stream ? stream.write(chunk, done) : write(chunk, ...rest);
  }) as typeof res.write;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    const body = typeof chunk === 'string' || chunk instanceof Uint8Array ? chunk : undefined;
    // A whole body in one call: its length decides whether it is worth compressing.
    if (body !== undefined && !res.headersSent && !res.hasHeader('content-length')) res.setHeader('Content-Length', Buffer.byteLength(body));
    flushHead();
    if (!stream) return end(chunk, ...rest);
    const done = [chunk, ...rest].find((arg) => typeof arg === 'function') as (() => void) | undefined;
    if (done) res.once('finish', done);
    if (body !== undefined) stream.end(body);
    else stream.end();
    return res;
  }) as typeof res.end;
}
