import type { FreightEstimate } from '../../../contract/product';
import { domesticShippingFen, serviceFeeFen } from '../../../contract/purchase-fees';
import type { ApiClient } from '../api/client';

/**
 * The landed cost the product page shows before buying: the goods, the seller's shipping to
 * the China warehouse, the service fee, and the international shipping to the shopper's
 * country on the cheapest and on the fastest line. International shipping is an estimate
 * by weight: the real fee is charged when the parcel is weighed.
 */
export type ShippingLine = FreightEstimate['options'][number];

export interface LandedCost {
  goodsFen: number;
  domesticShippingFen: number;
  serviceFeeFen: number;
  /** Goods, domestic shipping and service fee: what is paid when ordering. */
  orderFen: number;
  cheapest: ShippingLine | null;
  /** Left out when the cheapest line is also the fastest. */
  fastest: ShippingLine | null;
}

/** Where the estimate goes and for how many grams. */
export interface FreightRequest {
  weightGrams: number;
  /** ISO 3166-1 alpha-2; `null` when neither the shopper nor the tenant names one. */
  country: string | null;
}

/** The provider weighs in whole grams from 1 g: a product without a weight is estimated at 1 g. */
const MIN_WEIGHT_GRAMS = 1;
const MAX_WEIGHT_GRAMS = 100_000;

export const freightRequestFor = (unitWeightGrams: number, quantity: number, country: string | null): FreightRequest => ({
  weightGrams: Math.min(MAX_WEIGHT_GRAMS, Math.max(MIN_WEIGHT_GRAMS, Math.round(unitWeightGrams * quantity))),
  country,
});

/**
 * The one place the storefront asks for a freight estimate (GET /front/estimate-freight/weight),
 * on the server for the first render and in the browser when the quantity changes.
 */
export const estimateFreight = (api: ApiClient, { weightGrams, country }: FreightRequest): Promise<FreightEstimate> =>
  api.estimateFreight({ weight: weightGrams, country: country ?? undefined });

export function landedCostOf(goodsFen: number, estimate: FreightEstimate | null, serviceFeeBasisPoints: number): LandedCost {
  const domestic = domesticShippingFen(goodsFen);
  const service = serviceFeeFen(goodsFen, serviceFeeBasisPoints);
  // The provider marks the cheapest and the fastest line that takes the parcel.
  const lines = estimate?.options ?? [];
  const cheapest = lines.find((line) => line.cheapest) ?? null;
  const fastest = lines.find((line) => line.fastest) ?? null;
  return {
    goodsFen,
    domesticShippingFen: domestic,
    serviceFeeFen: service,
    orderFen: goodsFen + domestic + service,
    cheapest,
    fastest: fastest && fastest.name !== cheapest?.name ? fastest : null,
  };
}
