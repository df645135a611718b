import type { FreightEstimate } from '../../../contract/product';
import type { Country } from '../../../contract/reference';
import { problemOf } from '../api/http';
import { log } from '../logger.server';
import { deferred } from '../page-load/page-load.server';
import type { FreightParcel } from '../api/calls/transit';

export type EstimateOutcome =
  | { kind: 'none' }
  | { kind: 'estimate'; estimate: FreightEstimate }
  /** The provider refused the parcel's measures (outside every limit it knows). */
  | { kind: 'refused' }
  | { kind: 'unavailable' };

/** `/transportation-charge`'s estimate: deferred, so the guide still reads when it fails. */
export async function loadEstimate(api: App.Locals['api'], request: FreightParcel | null): Promise<EstimateOutcome> {
  if (!request) return { kind: 'none' };
  try {
    return { kind: 'estimate', estimate: await api.estimateFreight(request) };
  } catch (error) {
    if (problemOf(error)?.status === 400) return { kind: 'refused' };
    log.error({ what: 'freight estimate', err: error }, 'deferred load failed');
    return { kind: 'unavailable' };
  }
}

/** The destinations to choose from; without them the country field is left out. */
export const loadDestinations = async (api: App.Locals['api']): Promise<Country[]> =>
  (await deferred(api.getSupportedCountries(), 'freight estimate: countries'))?.items ?? [];
