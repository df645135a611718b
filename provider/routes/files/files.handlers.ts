import type { AppRouteHandler } from '../../http/app-bindings';
import { ProblemError } from '../../http/problem';
import { isPrivateKey, privateLinks } from '../../storage/private-files';
import type { getFileRoutingRoute } from './files.routes';

/**
 * nosniff plus a sandboxing CSP keep a stored SVG or HTML file from running script on this
 * origin. Public keys are written once (seeded files carry a content hash, uploads get fresh
 * keys), so such a file may be cached for a year by anyone; a private one only by the
 * browser that holds the link, until the link expires.
 */
const FILE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox",
} as const;
const PUBLIC_CACHING = 'public, max-age=31536000, immutable';

const notFound = () => new ProblemError({ status: 404, code: 'NOT_FOUND', detail: 'Nothing is stored under this key.' });

export const getFile: AppRouteHandler<typeof getFileRoutingRoute> = async (c) => {
  const { key } = c.req.valid('param');
  // A private key without a valid link answers as if nothing were there: its existence is not told either.
  const secondsLeft = isPrivateKey(key) ? privateLinks(c.var.env).secondsLeft(key, c.req.valid('query'), c.var.clock()) : null;
  if (isPrivateKey(key) && secondsLeft === null) throw notFound();
  const file = await c.var.storage.get(key);
  if (!file) throw notFound();
  const caching = secondsLeft === null ? PUBLIC_CACHING : `private, max-age=${secondsLeft}`;
  return c.body(file.bytes, 200, { ...FILE_HEADERS, 'Cache-Control': caching, 'Content-Type': file.contentType });
};
