import { volumeCm3 } from '../../../contract/transit';
import type { AppRouteHandler } from '../../http/app-bindings';
import { enabledTransitOptions, quoteLines } from '../../transit/transit-lines';
import type { estimateFreightRoute } from './freight.routes';

export const estimateFreight: AppRouteHandler<typeof estimateFreightRoute> = async (c) => {
  const { weight, sizeLength, sizeWidth, sizeHeight, country, categories = [] } = c.req.valid('query');
  const lines = await enabledTransitOptions(c.var.db, c.var.tenant.id);
  const cargo = { weightGrams: weight, volumeCm3: volumeCm3({ lengthCm: sizeLength, widthCm: sizeWidth, heightCm: sizeHeight }), categories, country };
  return c.json({ weightGrams: weight, ...quoteLines(lines, cargo) }, 200);
};
