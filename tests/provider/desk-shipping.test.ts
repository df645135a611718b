import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShippingLineInput, WarehouseInput } from '../../contract/desk-shipping';
import { countries, tenants, transitOrders } from '../../provider/db/schema';
import { COUNTRIES } from '../../provider/seed/reference-data';
import { packOrderIn } from '../../provider/desk/packing/packing-actions';
import { param, problemCode } from './support/cart-catalog';
import { callerOf } from './support/order-world';
import { DEMO_OWNER, deskLogIn, insertDemoOwner, lastAudit, newOperator } from './support/operators';
import { expectJson, type TestProvider } from './support/test-provider';
import { createdTransitOrder, createTransitWorld, TEST_LINES, type TransitWorld } from './support/transit-world';

let world: TransitWorld;
let provider: TestProvider;
let tokens: Record<'owner' | 'content' | 'buyer' | 'warehouse' | 'finance' | 'otherTenant', string>;
beforeAll(async () => {
  world = await createTransitWorld();
  provider = world.provider;
  await provider.db.insert(countries).values(COUNTRIES).onConflictDoNothing();
  await provider.db.update(tenants).set({ supportedLanguages: ['en', 'vi'] }).where(eq(tenants.id, 'default'));
  for (const tenant of ['default', 'vn']) await insertDemoOwner(provider, tenant);
  const owner = (await deskLogIn(provider, DEMO_OWNER.email, DEMO_OWNER.password)).token;
  tokens = {
    owner,
    content: (await newOperator(provider, owner, 'content@example.com', 'CONTENT')).token,
    buyer: (await newOperator(provider, owner, 'buyer@example.com', 'BUYER')).token,
    warehouse: (await newOperator(provider, owner, 'packer@example.com', 'WAREHOUSE')).token,
    finance: (await newOperator(provider, owner, 'finance@example.com', 'FINANCE')).token,
    otherTenant: (await deskLogIn(provider, DEMO_OWNER.email, DEMO_OWNER.password, 'vn')).token,
  };
});
afterAll(() => provider.close());

const desk = (token = tokens.owner, tenant = 'default') => provider.api({ tenant, token }).desk.shipping;
const siteVersion = async (tenant = 'default') =>
  (await provider.db.select({ version: tenants.siteVersion }).from(tenants).where(eq(tenants.id, tenant)))[0]?.version;
const estimate = (language?: string) =>
  expectJson(provider.api({ tenant: 'default', language }).front['estimate-freight'].weight.$get({ query: { weight: '800', country: 'VN' } }), 200);

const LINE: ShippingLineInput = {
  names: { en: 'Hanoi Express', vi: 'Tốc hành Hà Nội' }, description: 'Air to Hanoi', carrier: 'EMS',
  countries: ['VN'], firstWeightGrams: 500, firstWeightFeeFen: 9_000, extraFeePer500gFen: 3_000, volumetricDivisor: 6000,
  minDays: 3, maxDays: 6, refusedCategories: ['LIQUID'], refusesBrands: true, enabled: true,
};
const PICKUP: WarehouseInput = {
  region: 'LOCAL', names: { en: 'Hanoi pickup', vi: 'Điểm nhận Hà Nội' }, country: 'VN', province: 'Hà Nội', city: 'Cầu Giấy',
  address: '12 Nguyễn Khánh Toàn', postcode: '100000', contactName: 'Desk', phone: '+84 24 0000 0000',
  openingHours: 'Mon–Sat 9:00–18:00', mapUrl: 'https://maps.example.com/?q=hanoi',
};

describe('shipping lines', () => {
  it('the owner adds a line: audited, the site version raised, the estimator offers it named in the shopper\'s language', async () => {
    const before = await siteVersion();
    const line = await expectJson(desk().lines.$post({ json: LINE }), 201);
    expect(line).toMatchObject({ name: 'Hanoi Express', carrier: 'EMS', refusesBrands: true, enabled: true });
    expect(await siteVersion()).toBe((before ?? 0) + 1);
    expect(await lastAudit(provider, 'shipping-line.create')).toMatchObject({ recordType: 'shipping-line', recordId: String(line.id), role: 'OWNER', before: null, after: { name: 'Hanoi Express' } });

    const inVietnamese = (await estimate('vi')).options.find((option) => option.transitOptionId === line.id);
    expect(inVietnamese).toMatchObject({ name: 'Hanoi Express', displayName: 'Tốc hành Hà Nội', feeFen: 12_000, minDays: 3, maxDays: 6 });
    // A language the line has no name in falls back to the default language's.
    expect((await estimate('ja')).options.find((option) => option.transitOptionId === line.id)?.displayName).toBe('Hanoi Express');
    const listed = await expectJson(provider.api({ tenant: 'default', language: 'vi' }).front['transit-options'].$get({ query: {} }), 200);
    expect(listed.items.find((option) => option.id === line.id)).toMatchObject({ displayName: 'Tốc hành Hà Nội', carrier: 'EMS', refusesBrands: true });
    expect((await expectJson(desk().lines.$get(), 200)).items.map((item) => item.id)).toContain(line.id);
  });

  it('a deactivated line is neither estimated nor listed, and stays on the desk', async () => {
    const line = await expectJson(desk().lines.$post({ json: { ...LINE, names: { en: 'Short-lived' } } }), 201);
    // Estimated once while enabled: the lines the provider holds must not outlive the change.
    expect((await estimate()).options.map((option) => option.transitOptionId)).toContain(line.id);
    await expectJson(desk().lines[':id'].$put({ ...param(line.id), json: { ...LINE, names: { en: 'Short-lived' }, enabled: false } }), 200);
    expect(await lastAudit(provider, 'shipping-line.update')).toMatchObject({ before: { enabled: true }, after: { enabled: false } });
    const quoted = await estimate();
    expect([...quoted.options, ...quoted.refusals].map((option) => option.transitOptionId)).not.toContain(line.id);
    const listed = await expectJson(provider.api({ tenant: 'default' }).front['transit-options'].$get({ query: {} }), 200);
    expect(listed.items.map((option) => option.id)).not.toContain(line.id);
    expect((await expectJson(desk().lines.$get(), 200)).items.find((item) => item.id === line.id)?.enabled).toBe(false);
  });

  it('a transit order keeps the fee and rates it was priced on when the line\'s prices change', async () => {
    const id = await createdTransitOrder(world);
    const [order] = await provider.db.select().from(transitOrders).where(eq(transitOrders.id, id));
    const [air] = (await expectJson(desk().lines.$get(), 200)).items.filter((item) => item.name === TEST_LINES.air.name);
    if (!order || !air) throw new Error('no order or no line');
    const { id: _id, name, ...rest } = air;
    await expectJson(desk().lines[':id'].$put({ ...param(air.id), json: { ...rest, names: { en: name }, firstWeightFeeFen: 99_000, extraFeePer500gFen: 50_000 } }), 200);

    const [after] = await provider.db.select().from(transitOrders).where(eq(transitOrders.id, id));
    expect(after?.estimate.fee).toBe(order.estimate.fee);
    expect(after?.lineRates).toMatchObject({ firstWeightFeeFen: TEST_LINES.air.firstFeeFen, extraFeePer500gFen: TEST_LINES.air.extraFeePer500gFen });
    const mine = await expectJson(provider.api(callerOf(world.ana)).front['transit-orders'][':id'].$get(param(id)), 200);
    expect(mine.estimate.fee).toBe(order.estimate.fee);
    // Packed after the change, it is priced on the old rates: 1,300 g on Test Air is ¥100 + 2 × ¥40.
    const packer = { tenantId: 'default', operatorId: null, role: null, clientAddress: null };
    await provider.db.transaction((tx) => packOrderIn(tx, packer, id, { weightGrams: 1234, size: { lengthCm: 30, widthCm: 20, heightCm: 10 }, photoKeys: [] }, provider.clock.now()));
    const [packed] = await provider.db.select().from(transitOrders).where(eq(transitOrders.id, id));
    expect(packed?.actual?.fee).toBe(18_000);
  });

  it('refuses out-of-bounds input with 400 and a taken name with 409', async () => {
    const bad: unknown[] = [
      { ...LINE, firstWeightFeeFen: -1 },
      { ...LINE, extraFeePer500gFen: 1_000_000_001 },
      { ...LINE, volumetricDivisor: 0 },
      { ...LINE, minDays: 9, maxDays: 3 },
      { ...LINE, countries: ['ZZ'] },
      { ...LINE, countries: ['Viet Nam'] },
      { ...LINE, names: {} },
      { ...LINE, names: { xx: 'Nowhere' } },
      { ...LINE, names: { vi: 'Chỉ tiếng Việt' } },
      { ...LINE, names: { en: 'x'.repeat(81) } },
      { ...LINE, refusedCategories: ['WEAPON'] },
      { ...LINE, enabled: 'yes' },
    ];
    for (const json of bad) expect(await problemCode(provider.rawRequest('POST', '/desk/shipping/lines', { tenant: 'default', token: tokens.owner, json }), 400)).toBe('VALIDATION_FAILED');
    // A language the tenant does not offer (it offers en and vi).
    expect(await problemCode(desk().lines.$post({ json: { ...LINE, names: { en: 'Sky', ja: '空' } } }), 400)).toBe('VALIDATION_FAILED');
    expect(await problemCode(desk().lines.$post({ json: { ...LINE, names: { en: TEST_LINES.sea.name } } }), 409)).toBe('NAME_TAKEN');
    expect(await problemCode(desk().lines[':id'].$put({ param: { id: '2147483647' }, json: LINE }), 404)).toBe('NOT_FOUND');
  });
});

describe('warehouses', () => {
  it('the owner adds a pickup point with hours and map link; the storefront lists it in the shopper\'s language', async () => {
    const before = await siteVersion();
    const pickup = await expectJson(desk().warehouses.$post({ json: PICKUP }), 201);
    expect(pickup).toMatchObject({ region: 'LOCAL', name: 'Hanoi pickup', openingHours: 'Mon–Sat 9:00–18:00' });
    expect(await siteVersion()).toBe((before ?? 0) + 1);
    expect(await lastAudit(provider, 'warehouse.create')).toMatchObject({ recordType: 'warehouse', recordId: String(pickup.id), after: { name: 'Hanoi pickup' } });
    const shown = await expectJson(provider.api({ tenant: 'default', language: 'vi' })['front']['tenant-warehouses'].$get({ query: { warehouseRegion: 'LOCAL' } }), 200);
    expect(shown.items.find((item) => item.id === pickup.id)).toMatchObject({ name: 'Điểm nhận Hà Nội', openingHours: 'Mon–Sat 9:00–18:00', mapUrl: 'https://maps.example.com/?q=hanoi' });

    const changed = await expectJson(desk().warehouses[':id'].$put({ ...param(pickup.id), json: { ...PICKUP, openingHours: 'Daily 8:00–20:00' } }), 200);
    expect(changed.openingHours).toBe('Daily 8:00–20:00');
    expect(await lastAudit(provider, 'warehouse.update')).toMatchObject({ before: { openingHours: 'Mon–Sat 9:00–18:00' }, after: { openingHours: 'Daily 8:00–20:00' } });
    expect(await problemCode(desk().warehouses[':id'].$put({ ...param(pickup.id), json: { ...PICKUP, region: 'CHINA' } }), 409)).toBe('REQUEST_REFUSED');
    expect((await expectJson(desk().warehouses.$get(), 200)).items.map((item) => item.id)).toContain(pickup.id);
  });

  it('refuses a map link that is not http or https, an unknown country and missing fields with 400', async () => {
    const bad: unknown[] = [
      { ...PICKUP, mapUrl: 'javascript:alert(1)' },
      { ...PICKUP, mapUrl: 'data:text/html,hi' },
      { ...PICKUP, mapUrl: 'maps.example.com' },
      { ...PICKUP, country: 'XX' },
      { ...PICKUP, region: 'MOON' },
      { ...PICKUP, address: '' },
      { ...PICKUP, openingHours: 'x'.repeat(201) },
    ];
    for (const json of bad) expect(await problemCode(provider.rawRequest('POST', '/desk/shipping/warehouses', { tenant: 'default', token: tokens.owner, json }), 400)).toBe('VALIDATION_FAILED');
  });
});

describe('who may', () => {
  it('only the OWNER: CONTENT, BUYER, WAREHOUSE and FINANCE 403; another tenant\'s operator and a shopper 401', async () => {
    for (const token of [tokens.content, tokens.buyer, tokens.warehouse, tokens.finance]) {
      expect(await problemCode(desk(token).lines.$get(), 403)).toBe('ROLE_FORBIDDEN');
      expect(await problemCode(desk(token).lines.$post({ json: LINE }), 403)).toBe('ROLE_FORBIDDEN');
      expect(await problemCode(desk(token).warehouses.$post({ json: PICKUP }), 403)).toBe('ROLE_FORBIDDEN');
    }
    expect(await problemCode(desk(tokens.otherTenant).lines.$get(), 401)).toBe('UNAUTHORIZED');
    expect(await problemCode(desk(tokens.otherTenant).warehouses.$post({ json: PICKUP }), 401)).toBe('UNAUTHORIZED');
    expect(await problemCode(desk(world.ana.token).lines.$get(), 401)).toBe('UNAUTHORIZED');
  });
});
