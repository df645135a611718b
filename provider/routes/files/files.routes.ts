import { createRoute, z } from '@hono/zod-openapi';
import { problem } from '../../http/openapi-responses';
import { MAX_STORAGE_KEY_LENGTH, STORAGE_KEY_PATTERN } from '../../storage/object-storage';

export const FileParams = z.object({
  key: z.string().max(MAX_STORAGE_KEY_LENGTH).regex(STORAGE_KEY_PATTERN, 'Not a storage key'),
});

/** A private key's signed link (private-files.ts); public keys need none. */
export const FileQuery = z.object({
  expires: z.string().regex(/^\d{1,12}$/, 'Not a time').optional(),
  signature: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not a signature').optional(),
});

export const getFileRoute = createRoute({
  method: 'get',
  path: '/files/{key}',
  tags: ['Files'],
  summary: 'A stored file (logos, banners, uploads); the key may contain slashes',
  description: 'Keys under `private/` (a shopper\'s QC and package photos) are served only with the `expires` and `signature` '
    + 'of a link the owner\'s views give, and never to a shared cache.',
  request: { params: FileParams, query: FileQuery },
  responses: {
    200: {
      content: { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } },
      description: 'The file, with its stored Content-Type',
    },
    400: problem('The key is malformed, e.g. tries to leave the storage root (VALIDATION_FAILED)'),
    404: problem('Nothing is stored under the key, or a private key\'s link is missing, wrong or expired (NOT_FOUND)'),
  },
});

/** Routed with a pattern that lets `key` span slashes; documented as `getFileRoute`. */
export const getFileRoutingRoute = { ...getFileRoute, path: '/files/{key{.+}}', hide: true } as const;
