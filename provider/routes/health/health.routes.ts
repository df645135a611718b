import { createRoute, z } from '@hono/zod-openapi';
import { jsonResponse } from '../../http/openapi-responses';

export const Health = z.object({
  status: z.literal('ok'),
  /** Whether the demo data has been seeded. */
  seeded: z.boolean(),
  database: z.enum(['pglite', 'postgres']),
});

export const getHealthRoute = createRoute({
  method: 'get',
  path: '/health',
  tags: ['Operations'],
  summary: 'Liveness, with the database in use',
  responses: { 200: jsonResponse(Health, 'The provider answers') },
});
