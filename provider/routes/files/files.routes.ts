import { createRoute, z } from '@hono/zod-openapi';
import { problem } from '../../http/openapi-responses';
import { MAX_STORAGE_KEY_LENGTH, STORAGE_KEY_PATTERN } from '../../storage/object-storage';

export const FileParams = z.object({
  key: z.string().max(MAX_STORAGE_KEY_LENGTH).regex(STORAGE_KEY_PATTERN, 'Not a storage key'),
});

export const getFileRoute = createRoute({
  method: 'get',
  path: '/files/{key}',
  tags: ['Files'],
  summary: 'A stored file (logos, banners, uploads); the key may contain slashes',
  request: { params: FileParams },
  responses: {
    200: {
      content: { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } },
      description: 'The file, with its stored Content-Type',
    },
    400: problem('The key is malformed, e.g. tries to leave the storage root (VALIDATION_FAILED)'),
    404: problem('Nothing is stored under the key (NOT_FOUND)'),
  },
});

/** Routed with a pattern that lets `key` span slashes; documented as `getFileRoute`. */
export const getFileRoutingRoute = { ...getFileRoute, path: '/files/{key{.+}}', hide: true } as const;
