import type { KyInstance } from 'ky';
import { FreightEstimate } from '../../../../contract/product';
import { parsed, query } from './query';

/** Freight, warehouses, parcels and transit orders (SPEC section 7). */
export const transitCalls = (http: KyInstance) => ({
  /** Grams and whole centimetres; a destination country narrows the lines to those that serve it. */
  estimateFreight: ({ country, weight, sizeLength, sizeWidth, sizeHeight }: { country?: string | undefined; weight: number; sizeLength?: number | undefined; sizeWidth?: number | undefined; sizeHeight?: number | undefined }) =>
    parsed(http.get('front/estimate-freight/weight', { searchParams: query({ country, weight, sizeLength, sizeWidth, sizeHeight }) }), FreightEstimate),
});
