import { describe, expect, it } from 'vitest';
import { customsIdentityRequired } from '../../../contract/transit';
import { chargeableWeightGrams, transitFeeFen, volumeCm3, volumetricWeightGrams } from '../../../provider/transit/freight-rules';

const air = { volumetricDivisor: 5000, weightStepGrams: 100 };

describe('the chargeable weight', () => {
  it('is the larger of the actual and the volumetric weight', () => {
    // 50×40×30 cm = 60000 cm³ = 12 kg at 5000 cm³/kg.
    expect(chargeableWeightGrams({ weightGrams: 3_000, volumeCm3: volumeCm3({ lengthCm: 50, widthCm: 40, heightCm: 30 }) }, air))
      .toEqual({ chargeableWeightGrams: 12_000, basis: 'VOLUMETRIC' });
    expect(chargeableWeightGrams({ weightGrams: 12_001, volumeCm3: 60_000 }, air)).toEqual({ chargeableWeightGrams: 12_100, basis: 'ACTUAL' });
    expect(chargeableWeightGrams({ weightGrams: 12_000, volumeCm3: 60_000 }, air).basis).toBe('ACTUAL');
  });

  it("is rounded up to the line's step, never down", () => {
    expect(chargeableWeightGrams({ weightGrams: 1_001, volumeCm3: 0 }, air).chargeableWeightGrams).toBe(1_100);
    expect(chargeableWeightGrams({ weightGrams: 1_100, volumeCm3: 0 }, air).chargeableWeightGrams).toBe(1_100);
    expect(chargeableWeightGrams({ weightGrams: 1_001, volumeCm3: 0 }, { volumetricDivisor: 6000, weightStepGrams: 500 }).chargeableWeightGrams).toBe(1_500);
    expect(chargeableWeightGrams({ weightGrams: 1, volumeCm3: 0 }, { volumetricDivisor: 6000, weightStepGrams: 1 }).chargeableWeightGrams).toBe(1);
  });

  it('counts an unknown side as no volume and a part gram of volumetric weight as a gram', () => {
    expect(volumeCm3({ lengthCm: 10, widthCm: 10 })).toBe(0);
    expect(volumetricWeightGrams(1, 6000)).toBe(1);
    expect(volumetricWeightGrams(6000, 6000)).toBe(1000);
  });
});

describe('the fee of a line', () => {
  const line = { firstWeightGrams: 500, firstWeightFeeFen: 10_000, extraFeePer500gFen: 4_000 };
  it('is the first weight, then every started 500 g above it', () => {
    expect(transitFeeFen(100, line)).toBe(10_000);
    expect(transitFeeFen(500, line)).toBe(10_000);
    expect(transitFeeFen(501, line)).toBe(14_000);
    expect(transitFeeFen(1_000, line)).toBe(14_000);
    expect(transitFeeFen(1_001, line)).toBe(18_000);
  });
});

describe('customs identity', () => {
  it('is asked for by the countries whose customs need it', () => {
    expect(customsIdentityRequired('RU')).toBe(true);
    expect(customsIdentityRequired('kr')).toBe(true);
    expect(customsIdentityRequired('VN')).toBe(false);
  });
});
