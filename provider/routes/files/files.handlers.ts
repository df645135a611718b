import type { AppRouteHandler } from '../../http/app-bindings';
import { ProblemError } from '../../http/problem';
import type { getFileRoutingRoute } from './files.routes';

/**
 * Keys are written once (seeded files carry a content hash, uploads get fresh keys), so a
 * file may be cached for a year. nosniff plus a sandboxing CSP keep a stored SVG or HTML
 * file from running script on this origin.
 */
const FILE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'public, max-age=31536000, immutable',
  'Content-Security-Policy': "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox",
} as const;

export const getFile: AppRouteHandler<typeof getFileRoutingRoute> = async (c) => {
  const { key } = c.req.valid('param');
  const file = await c.var.storage.get(key);
  if (!file) throw new ProblemError({ status: 404, code: 'NOT_FOUND', detail: 'Nothing is stored under this key.' });
  return c.body(file.bytes, 200, { ...FILE_HEADERS, 'Content-Type': file.contentType });
};
