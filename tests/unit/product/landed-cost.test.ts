import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVICE_FEE_BASIS_POINTS, DOMESTIC_SHIPPING_PER_SHOP_FEN, FREE_DOMESTIC_SHIPPING_FROM_FEN } from '../../../contract/purchase-fees';
import { freightRequestFor, landedCostOf } from '../../../src/lib/product/landed-cost';

const line = (transitOptionId: number, name: string, feeFen: number, minDays: number, maxDays: number, marks: { cheapest?: boolean; fastest?: boolean } = {}) => ({
  transitOptionId, name, displayName: name, description: '', chargeableWeightGrams: 800, basis: 'ACTUAL' as const, feeFen, minDays, maxDays,
  cheapest: marks.cheapest ?? false, fastest: marks.fastest ?? false,
});

// As the provider answers it: the cheapest and the fastest line marked.
const estimate = {
  weightGrams: 800,
  options: [
    line(1, 'Air Express', 9_000, 5, 9, { fastest: true }),
    line(2, 'Sea Freight', 6_000, 30, 45, { cheapest: true }),
    line(3, 'Rail', 7_000, 15, 25),
  ],
  refusals: [],
};

describe('landed cost', () => {
  it('adds domestic shipping and the service fee to the goods, and names the cheapest and the fastest line', () => {
    const cost = landedCostOf(10_000, estimate, DEFAULT_SERVICE_FEE_BASIS_POINTS);
    expect(cost).toMatchObject({ goodsFen: 10_000, domesticShippingFen: 0, serviceFeeFen: 500, orderFen: 10_500 });
    expect(cost.cheapest?.name).toBe('Sea Freight');
    expect(cost.fastest?.name).toBe('Air Express');
  });

  it('charges domestic shipping below the free threshold and rounds the service fee up', () => {
    const cost = landedCostOf(FREE_DOMESTIC_SHIPPING_FROM_FEN - 1, null, DEFAULT_SERVICE_FEE_BASIS_POINTS);
    expect(cost.domesticShippingFen).toBe(DOMESTIC_SHIPPING_PER_SHOP_FEN);
    expect(cost.serviceFeeFen).toBe(Math.ceil(((FREE_DOMESTIC_SHIPPING_FROM_FEN - 1) * 5) / 100));
    expect(cost.cheapest).toBeNull();
    expect(cost.fastest).toBeNull();
  });

  it('shows one line when the cheapest is also the fastest', () => {
    const cost = landedCostOf(100, { weightGrams: 1, options: [line(1, 'Only', 1, 1, 2, { cheapest: true, fastest: true })], refusals: [] }, DEFAULT_SERVICE_FEE_BASIS_POINTS);
    expect(cost.cheapest?.name).toBe('Only');
    expect(cost.fastest).toBeNull();
  });

  it('estimates the weight of the quantity, within what the provider weighs', () => {
    expect(freightRequestFor(350, 3, 'VN')).toEqual({ weightGrams: 1050, country: 'VN' });
    expect(freightRequestFor(0, 5, null)).toEqual({ weightGrams: 1, country: null });
    expect(freightRequestFor(60_000, 2, 'US').weightGrams).toBe(100_000);
  });
});
