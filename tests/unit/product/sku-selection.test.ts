import { describe, expect, it } from 'vitest';
import type { ProductProperty, ProductSku } from '../../../contract/product';
import {
  clampQuantity, initialSelection, isValueAvailable, missingProperties, selectedSku, stockFor,
} from '../../../src/lib/product/sku-selection';

const property = (name: string, values: string[]): ProductProperty => ({ name, values: values.map((value) => ({ value, image: null })) });
const sku = (skuId: string, colour: string, size: string, stock: number): ProductSku => ({
  skuId, price: 1000, stock, properties: [{ name: 'Colour', value: colour }, { name: 'Size', value: size }],
});

// Red comes in S and M; blue only in M (blue S is sold out); green is sold out altogether.
const SHIRT = {
  properties: [property('Colour', ['Red', 'Blue', 'Green']), property('Size', ['S', 'M'])],
  skus: [sku('r-s', 'Red', 'S', 5), sku('r-m', 'Red', 'M', 3), sku('b-s', 'Blue', 'S', 0), sku('b-m', 'Blue', 'M', 7), sku('g-s', 'Green', 'S', 0)],
};

describe('SKU availability', () => {
  it('disables a value no SKU in stock has', () => {
    expect(isValueAvailable(SHIRT, {}, 'Colour', 'Green')).toBe(false);
    expect(isValueAvailable(SHIRT, {}, 'Colour', 'Red')).toBe(true);
  });

  it('disables a value the other choices leave no stock for', () => {
    expect(isValueAvailable(SHIRT, { Colour: 'Blue' }, 'Size', 'S')).toBe(false);
    expect(isValueAvailable(SHIRT, { Colour: 'Blue' }, 'Size', 'M')).toBe(true);
    expect(isValueAvailable(SHIRT, { Size: 'S' }, 'Colour', 'Blue')).toBe(false);
  });

  it('lets a property change whatever it is set to now', () => {
    expect(isValueAvailable(SHIRT, { Colour: 'Blue', Size: 'M' }, 'Colour', 'Red')).toBe(true);
  });

  it('names the SKU once every property has a value', () => {
    expect(selectedSku(SHIRT, { Colour: 'Red' })).toBeNull();
    expect(selectedSku(SHIRT, { Colour: 'Red', Size: 'M' })?.skuId).toBe('r-m');
    expect(missingProperties(SHIRT, { Colour: 'Red' })).toEqual(['Size']);
  });

  it('treats a product without properties as its one SKU', () => {
    const single = { properties: [], skus: [{ skuId: 'only', price: 1, stock: 2, properties: [] }] };
    expect(selectedSku(single, {})?.skuId).toBe('only');
    expect(missingProperties(single, {})).toEqual([]);
  });

  it('counts the stock the choice so far allows', () => {
    expect(stockFor(SHIRT, {})).toBe(15);
    expect(stockFor(SHIRT, { Colour: 'Red' })).toBe(8);
    expect(stockFor(SHIRT, { Colour: 'Red', Size: 'S' })).toBe(5);
  });
});

describe('initial selection', () => {
  it('takes the values the filters name when they are available', () => {
    expect(initialSelection(SHIRT, 'Colour:Red;Size:M')).toEqual({ Colour: 'Red', Size: 'M' });
  });

  it('drops unknown or unavailable values, and fills a property left with one choice', () => {
    expect(initialSelection(SHIRT, 'Colour:Green;Size:XL')).toEqual({});
    expect(initialSelection(SHIRT, 'Colour:Blue')).toEqual({ Colour: 'Blue', Size: 'M' });
    expect(initialSelection(SHIRT, 'nonsense')).toEqual({});
    expect(initialSelection(SHIRT, null)).toEqual({});
  });
});

describe('quantity', () => {
  it('is a whole number from the smallest order up to the stock', () => {
    expect(clampQuantity(3, { min: 1, stock: 10 })).toBe(3);
    expect(clampQuantity(2.7, { min: 1, stock: 10 })).toBe(2);
    expect(clampQuantity(0, { min: 1, stock: 10 })).toBe(1);
    expect(clampQuantity(-4, { min: 1, stock: 10 })).toBe(1);
    expect(clampQuantity(50, { min: 1, stock: 10 })).toBe(10);
    expect(clampQuantity(Number.NaN, { min: 5, stock: 10 })).toBe(5);
    expect(clampQuantity(2, { min: 5, stock: 100 })).toBe(5);
  });
});
