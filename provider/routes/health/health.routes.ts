import { createRoute, z } from '@hono/zod-openapi';
import { jsonResponse } from '../../http/openapi-responses';

export const Health = z.object({
  status: z.literal('ok'),
  /** Whether the demo data has been seeded. */
  seeded: z.boolean(),
  database: z.enum(['pglite', 'postgres']),
  /** Whether every catalog image has its perceptual hash, so image search covers the whole catalog. */
  catalogReady: z.boolean(),
});

export const getHealthRoute = createRoute({
  method: 'get',
  path: '/health',
  tags: ['Operations'],
  summary: 'Liveness, with the database in use',
  responses: { 200: jsonResponse(Health, 'The provider answers') },
});

export const getReadinessRoute = createRoute({
  method: 'get',
  path: '/health/ready',
  tags: ['Operations'],
  summary: 'Readiness: 200 once the demo data is seeded and the catalog images are hashed, 503 until then',
  responses: {
    200: jsonResponse(Health, 'Ready for every call'),
    503: jsonResponse(Health, 'Still starting (the body says what is missing)'),
  },
});
