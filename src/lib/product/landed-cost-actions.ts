import type { FreightEstimate } from '../../../contract/product';
import { browserApi } from '../api/browser';
import { estimateFreight, type FreightRequest } from './landed-cost';

/** The product page's estimate again, from the browser, when the shopper changes the quantity. */
export const reestimateFreight = (request: FreightRequest): Promise<FreightEstimate> => estimateFreight(browserApi(), request);
