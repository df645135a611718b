import { describe, expect, it } from 'vitest';
import { combinedCargo } from '../../../src/lib/transit/combined-cargo';

const parcel = (weightGrams: number, lengthCm: number, widthCm: number, heightCm: number, categories: ('BATTERY' | 'LIQUID')[] = []) =>
  ({ weightGrams, lengthCm, widthCm, heightCm, categories });

describe('combinedCargo', () => {
  it('is nothing without parcels, and one parcel as it is', () => {
    expect(combinedCargo([])).toBeNull();
    expect(combinedCargo([parcel(800, 30, 20, 10, ['BATTERY'])], 'VN')).toEqual({
      weight: 800, sizeLength: 30, sizeWidth: 20, sizeHeight: 10, categories: ['BATTERY'], country: 'VN',
    });
  });

  it('adds weights, keeps at least the added volume on the largest base, and joins the categories', () => {
    const cargo = combinedCargo([parcel(800, 30, 20, 10, ['BATTERY']), parcel(1200, 40, 30, 15, ['LIQUID', 'BATTERY'])])!;
    expect(cargo.weight).toBe(2000);
    expect([cargo.sizeLength, cargo.sizeWidth]).toEqual([40, 30]);
    // 6,000 + 18,000 cm³ on a 40 × 30 base: 20 cm.
    expect(cargo.sizeHeight).toBe(20);
    expect(cargo.categories).toEqual(['BATTERY', 'LIQUID']);
  });
});
