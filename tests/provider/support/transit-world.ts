import type { InboundParcelCreate } from '../../../contract/transit';
import { transitOptions } from '../../../provider/db/schema';
import { raiseSiteVersion } from '../../../provider/desk/site-change';
import { runDemoRound } from '../../../provider/fulfilment/demo-worker';
import { callerOf, createOrderWorld, type OrderWorld, type Shopper } from './order-world';
import { expectJson } from './test-provider';

/** A demo step: the worker's pace in these tests. */
export const STEP_MS = 20_000;

/**
 * Two lines of the default tenant, chosen so that every rule shows:
 * Test Air (5000 cm³/kg, 100 g steps, up to 20 kg, no batteries, every country, 5–9 days) and
 * Test Sea (6000 cm³/kg, 500 g steps, 1–100 kg, VN and US only, 30–45 days, cheaper per kg).
 */
export const TEST_LINES = {
  air: { name: 'Test Air', description: 'Air', firstWeightG: 500, firstFeeFen: 10_000, extraFeePer500gFen: 4_000, minDays: 5, maxDays: 9, volumetricDivisor: 5000, weightStepG: 100, minWeightG: 1, maxWeightG: 20_000, refusedCategories: ['BATTERY' as const], countries: [] },
  sea: { name: 'Test Sea', description: 'Sea', firstWeightG: 1000, firstFeeFen: 5_000, extraFeePer500gFen: 800, minDays: 30, maxDays: 45, volumetricDivisor: 6000, weightStepG: 500, minWeightG: 1000, maxWeightG: 100_000, refusedCategories: [], countries: ['VN', 'US'] },
};

export interface TransitWorld extends OrderWorld {
  /** Ana's shipping address in Viet Nam. */
  anaAddress: number;
}

export async function createTransitWorld(env: Record<string, string> = {}): Promise<TransitWorld> {
  const world = await createOrderWorld(env);
  // Added as the desk adds a line: with the site version raised, so no list held before it stays.
  await world.provider.db.transaction(async (tx) => {
    await tx.insert(transitOptions).values(Object.values(TEST_LINES).map((line) => ({ tenantId: 'default', ...line })));
    await raiseSiteVersion(tx, 'default', world.provider.clock.now());
  });
  const address = await expectJson(world.provider.api(callerOf(world.ana)).front.user.addresses.$post({ json: {
    recipientName: 'Ana Tran', phoneNumber: '+84 90 123 4567', country: 'VN', province: 'Hà Nội', city: 'Hà Nội', street: '1 Tràng Tiền',
  } }), 200);
  return { ...world, anaAddress: address.id };
}

/** The demo worker, one step on. */
export function demoRound(world: OrderWorld) {
  const { provider } = world;
  provider.clock.advance(STEP_MS);
  return runDemoRound({ db: provider.db, storage: provider.storage, mailer: provider.mailer }, provider.clock.now(), STEP_MS, () => 0.99);
}

let trackingNos = 0;

/** A parcel bought elsewhere, registered and arrived (one worker round): answers its stock-in parcel id. */
export async function arrivedParcel(world: TransitWorld, shopper: Shopper, contents: InboundParcelCreate['contents'] = [{ name: 'Linen shirt', quantity: 2, unitValue: 4_500 }]) {
  const api = world.provider.api(callerOf(shopper)).front.user.warehouses;
  const inbound = await expectJson(api.$post({ json: { tenantWarehouseId: world.warehouses.china, domesticTrackingNo: `SF${1_000_000 + ++trackingNos}`, contents } }), 200);
  await demoRound(world);
  const after = await expectJson(api.$get(), 200);
  const arrived = after.inboundParcels.find((parcel) => parcel.id === inbound.id);
  if (!arrived?.stockInParcelId) throw new Error(`Inbound parcel ${inbound.id} did not arrive`);
  return arrived.stockInParcelId;
}

/** A CREATED transit order of Ana's, of one arrived parcel (`arrived`, or one that arrives now), on the air line: answers its id. */
export async function createdTransitOrder(world: TransitWorld, arrived?: number): Promise<number> {
  const parcel = arrived ?? await arrivedParcel(world, world.ana);
  const order = await expectJson(world.provider.api(callerOf(world.ana)).front['transit-orders'].$post({
    header: {}, json: { purchaseParcelIds: [parcel], transitOptionName: TEST_LINES.air.name, userAddressId: world.anaAddress },
  }), 200);
  return order.id;
}
