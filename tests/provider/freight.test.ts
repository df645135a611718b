import { describe, expect, it } from 'vitest';
import { FreightEstimate } from '../../contract/product';
import { TransitOptionList } from '../../contract/reference';
import { problemCode } from './support/cart-catalog';
import { createTransitWorld, TEST_LINES } from './support/transit-world';
import { worldOfFile } from './support/order-world';
import { expectJson } from './support/test-provider';

const world = worldOfFile(createTransitWorld);

const estimate = async (query: Parameters<ReturnType<typeof world.provider.api>['front']['estimate-freight']['weight']['$get']>[0]['query']) =>
  FreightEstimate.parse(await expectJson(world.provider.api({ tenant: 'default' }).front['estimate-freight'].weight.$get({ query }), 200));

describe('GET /api/front/estimate-freight/weight', () => {
  it('prices every line that takes the parcel on its chargeable weight, cheapest and fastest marked', async () => {
    // 1600 g actual, 40×30×20 cm = 24000 cm³: Air 24000/5000 = 4.8 kg, Sea 24000/6000 = 4 kg (rounded to 500 g).
    const quote = await estimate({ weight: '1600', sizeLength: '40', sizeWidth: '30', sizeHeight: '20' });
    expect(quote.weightGrams).toBe(1600);
    expect(quote.options).toEqual([
      expect.objectContaining({ name: 'Test Sea', chargeableWeightGrams: 4000, basis: 'VOLUMETRIC', feeFen: 5_000 + 6 * 800, cheapest: true, fastest: false, minDays: 30, maxDays: 45 }),
      expect.objectContaining({ name: 'Test Air', chargeableWeightGrams: 4800, basis: 'VOLUMETRIC', feeFen: 10_000 + 9 * 4_000, cheapest: false, fastest: true }),
    ]);
    expect(quote.refusals).toEqual([]);
    // Without a size, the actual weight, rounded up to the line's step: 1601 g is 1700 g on Air, 2000 g on Sea.
    const plain = await estimate({ weight: '1601' });
    expect(plain.options.map((option) => [option.name, option.chargeableWeightGrams, option.basis, option.feeFen])).toEqual([
      ['Test Sea', 2000, 'ACTUAL', 5_000 + 2 * 800], ['Test Air', 1700, 'ACTUAL', 10_000 + 3 * 4_000],
    ]);
  });

  it('lists the lines that refuse the parcel with the reason', async () => {
    const light = await estimate({ weight: '300' });
    expect(light.options.map((option) => option.name)).toEqual(['Test Air']);
    expect(light.refusals).toEqual([{ transitOptionId: expect.any(Number), name: 'Test Sea', displayName: 'Test Sea', reason: 'TOO_LIGHT', limitGrams: 1000, categories: [] }]);
    const battery = await estimate({ weight: '2000', categories: 'BATTERY,LIQUID' });
    expect(battery.refusals).toEqual([expect.objectContaining({ name: 'Test Air', reason: 'CATEGORY_REFUSED', categories: ['BATTERY'] })]);
    const heavy = await estimate({ weight: '25000' });
    expect(heavy.refusals).toEqual([expect.objectContaining({ name: 'Test Air', reason: 'TOO_HEAVY', limitGrams: 20_000 })]);
    const russia = await estimate({ weight: '2000', country: 'ru' });
    expect(russia.options.map((option) => option.name)).toEqual(['Test Air']);
    expect(russia.refusals).toEqual([expect.objectContaining({ name: 'Test Sea', reason: 'COUNTRY_NOT_SERVED' })]);
    // One line left: it is both the cheapest and the fastest.
    expect(russia.options[0]).toMatchObject({ cheapest: true, fastest: true });
  });

  it('refuses a missing or impossible weight, an unknown category or country', async () => {
    expect(await problemCode(world.provider.rawRequest('GET', '/front/estimate-freight/weight', { tenant: 'default' }), 400)).toBe('VALIDATION_FAILED');
    for (const query of [{ weight: '-1' }, { weight: '0' }, { weight: '1000', categories: 'GUNPOWDER' }, { weight: '1000', country: 'Russia' }, { weight: '1000', sizeLength: '301' }]) {
      expect(await problemCode(world.provider.api({ tenant: 'default' }).front['estimate-freight'].weight.$get({ query }), 400)).toBe('VALIDATION_FAILED');
    }
  });
});

describe('GET /api/front/transit-options', () => {
  it('shows each line\'s rules and, with a country, only the lines that deliver there', async () => {
    const all = TransitOptionList.parse(await expectJson(world.provider.api({ tenant: 'default' }).front['transit-options'].$get({ query: {} }), 200));
    expect(all.items).toEqual([expect.objectContaining({
      name: 'Test Air', firstWeightGrams: 500, firstWeightFeeFen: 10_000, extraFeePer500gFen: 4_000, volumetricDivisor: 5000, weightStepGrams: 100,
      minWeightGrams: 1, maxWeightGrams: 20_000, refusedCategories: ['BATTERY'], countries: [],
    }), expect.objectContaining({ name: 'Test Sea', countries: TEST_LINES.sea.countries })]);
    const russia = await expectJson(world.provider.api({ tenant: 'default' }).front['transit-options'].$get({ query: { country: 'RU' } }), 200);
    expect(russia.items.map((line) => line.name)).toEqual(['Test Air']);
  });
});
