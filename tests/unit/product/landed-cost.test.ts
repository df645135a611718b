import { describe, expect, it } from 'vitest';
import { DOMESTIC_SHIPPING_PER_SHOP_FEN, FREE_DOMESTIC_SHIPPING_FROM_FEN } from '../../../contract/purchase-fees';
import { freightRequestFor, landedCostOf } from '../../../src/lib/product/landed-cost';

const estimate = {
  chargeableWeightGrams: 800,
  options: [
    { name: 'Air Express', feeFen: 9_000, minDays: 5, maxDays: 9 },
    { name: 'Sea Freight', feeFen: 6_000, minDays: 30, maxDays: 45 },
    { name: 'Rail', feeFen: 7_000, minDays: 15, maxDays: 25 },
  ],
};

describe('landed cost', () => {
  it('adds domestic shipping and the service fee to the goods, and names the cheapest and the fastest line', () => {
    const cost = landedCostOf(10_000, estimate);
    expect(cost).toMatchObject({ goodsFen: 10_000, domesticShippingFen: 0, serviceFeeFen: 500, orderFen: 10_500 });
    expect(cost.cheapest?.name).toBe('Sea Freight');
    expect(cost.fastest?.name).toBe('Air Express');
  });

  it('charges domestic shipping below the free threshold and rounds the service fee up', () => {
    const cost = landedCostOf(FREE_DOMESTIC_SHIPPING_FROM_FEN - 1, null);
    expect(cost.domesticShippingFen).toBe(DOMESTIC_SHIPPING_PER_SHOP_FEN);
    expect(cost.serviceFeeFen).toBe(Math.ceil(((FREE_DOMESTIC_SHIPPING_FROM_FEN - 1) * 5) / 100));
    expect(cost.cheapest).toBeNull();
    expect(cost.fastest).toBeNull();
  });

  it('shows one line when the cheapest is also the fastest', () => {
    const cost = landedCostOf(100, { chargeableWeightGrams: 1, options: [{ name: 'Only', feeFen: 1, minDays: 1, maxDays: 2 }] });
    expect(cost.cheapest?.name).toBe('Only');
    expect(cost.fastest).toBeNull();
  });

  it('estimates the weight of the quantity, within what the provider weighs', () => {
    expect(freightRequestFor(350, 3, 'VN')).toEqual({ weightGrams: 1050, country: 'VN' });
    expect(freightRequestFor(0, 5, null)).toEqual({ weightGrams: 1, country: null });
    expect(freightRequestFor(60_000, 2, 'US').weightGrams).toBe(100_000);
  });
});
