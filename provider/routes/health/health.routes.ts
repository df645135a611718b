import { createRoute, z } from '@hono/zod-openapi';
import { jsonResponse } from '../../http/openapi-responses';

export const Health = z.object({
  status: z.literal('ok'),
  /** Whether the demo data has been seeded. */
  seeded: z.boolean(),
  database: z.enum(['pglite', 'postgres']),
  /** Whether the database answered a one-row lookup within 2 seconds. */
  databaseReachable: z.boolean(),
  /** Whether every catalog image has its perceptual hash, so image search covers the whole catalog. */
  catalogReady: z.boolean(),
  /** Whether the process is shutting down (SIGTERM): it finishes the requests under way and takes no more. */
  draining: z.boolean(),
});

export const getHealthRoute = createRoute({
  method: 'get',
  path: '/health',
  tags: ['Operations'],
  summary: 'Liveness: 200 while the process runs, with the state of its database',
  responses: { 200: jsonResponse(Health, 'The provider answers') },
});

export const getReadinessRoute = createRoute({
  method: 'get',
  path: '/health/ready',
  tags: ['Operations'],
  summary: 'Readiness: 200 once the demo data is seeded and the catalog images are hashed, while the database answers and the process is not shutting down; 503 otherwise',
  responses: {
    200: jsonResponse(Health, 'Ready for every call'),
    503: jsonResponse(Health, 'Starting, database unreachable, or shutting down (the body says which)'),
  },
});
