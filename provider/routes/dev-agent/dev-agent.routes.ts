import { createRoute, z } from '@hono/zod-openapi';
import { Fen, FormId } from '../../../contract/bounds';
import { jsonBody, jsonResponse, problem, VALIDATION_FAILED_RESPONSE } from '../../http/openapi-responses';
import { tenantMiddleware } from '../../tenancy/tenant-middleware';

/** A line of one of the tenant's orders, by its id (answered in the order's lines). */
export const AgentLine = z.object({ lineId: FormId });
/** The seller's new unit price of the line, in fen: higher raises a payment, lower refunds. */
export const AgentPriceChange = AgentLine.extend({ unitPrice: Fen });
const AgentDone = z.object({ ok: z.literal(true) });

const agentRoute = <P extends string, B extends z.ZodType>(path: P, summary: string, body: B) => createRoute({
  method: 'post',
  path,
  tags: ['Demo'],
  summary: `${summary} (the agent's action, only with DEMO=1; never on a public site)`,
  middleware: [tenantMiddleware] as const,
  request: { body: jsonBody(body, 'The order line') },
  responses: {
    200: jsonResponse(AgentDone, 'Done; the shopper is notified'),
    ...VALIDATION_FAILED_RESPONSE,
    404: problem('Unknown tenant (TENANT_NOT_FOUND), or no such order line of the tenant (NOT_FOUND)'),
    409: problem('The order is not being bought now, the line is done, or the price did not change (ORDER_STATE_CONFLICT)'),
  },
});

export const priceDifferenceRoute = agentRoute('/dev/agent/price-difference', 'Sets a line\'s price to the seller\'s new one', AgentPriceChange);
export const outOfStockRoute = agentRoute('/dev/agent/out-of-stock', 'Marks a line out of stock and refunds it', AgentLine);
