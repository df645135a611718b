import type { FreightEstimate } from '../../../../contract/product';
import { estimateParcels } from '../../../lib/transit/transit-actions';
import { useDebouncedAnswer } from '../../use-debounced-answer';

/** How long the form waits after a change before asking for a new estimate. */
const ESTIMATE_DELAY_MS = 250;

export type Estimate = { state: 'idle' } | { state: 'loading' } | { state: 'ready'; value: FreightEstimate } | { state: 'failed' };

/**
 * The provider's estimate for exactly these parcels to this country: "estimating" for a new
 * cargo until its own answer comes, idle while no parcel is picked.
 */
export function useCargoEstimate(parcelIds: number[], country: string | undefined): Estimate {
  const cargo = parcelIds.length === 0 ? null : { purchaseParcelIds: [...parcelIds].sort((a, b) => a - b), country };
  // The key is the cargo: a new estimate only when what is shipped, or where, changes.
  const key = cargo && JSON.stringify(cargo);
  const { answer } = useDebouncedAnswer(key, () => (cargo ? estimateParcels(cargo) : Promise.resolve(null)), ESTIMATE_DELAY_MS);
  if (!cargo) return { state: 'idle' };
  if (answer?.key !== key) return { state: 'loading' };
  return answer.value ? { state: 'ready', value: answer.value } : { state: 'failed' };
}
