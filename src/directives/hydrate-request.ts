/**
 * The event that wakes `client:interact` islands without a shopper interaction, for code
 * that needs an island's UI at once (a toast pushed before the toaster hydrated).
 */
export const HYDRATE_ISLANDS_EVENT = 'storefront:hydrate-islands';

export function requestIslandHydration(): void {
  if (typeof document !== 'undefined') document.dispatchEvent(new Event(HYDRATE_ISLANDS_EVENT));
}

/** What counts as the shopper's first interaction: it wakes the islands and what loads with them. */
export const FIRST_INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
