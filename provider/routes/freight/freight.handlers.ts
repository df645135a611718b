import { volumeCm3 } from '../../transit/freight-rules';
import type { AppRouteHandler } from '../../http/app-bindings';
import { ownerOf } from '../../http/request-owner';
import { parcelCargo, shippableParcels } from '../../transit/parcel-cargo';
import { type Cargo, enabledTransitOptions, quoteLines } from '../../transit/transit-lines';
import type { estimateFreightRoute } from './freight.routes';

export const estimateFreight: AppRouteHandler<typeof estimateFreightRoute> = async (c) => {
  const { weight = 0, sizeLength, sizeWidth, sizeHeight, country, categories = [], purchaseParcelIds } = c.req.valid('query');
  const lines = await enabledTransitOptions(c.var.db, c.var.tenant, c.var.contentLanguages);
  const cargo: Cargo = purchaseParcelIds === undefined
    ? { weightGrams: weight, volumeCm3: volumeCm3({ lengthCm: sizeLength, widthCm: sizeWidth, heightCm: sizeHeight }), categories, country }
    : parcelCargo(await shippableParcels(c.var.db, c.var.storage, ownerOf(c), purchaseParcelIds, c.var.clock()), country);
  return c.json({ weightGrams: cargo.weightGrams, ...quoteLines(lines, cargo) }, 200);
};
