import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False in the server render and while hydrating, true from the render after hydration (and
 * in an island mounted later). React re-renders a hydrated component whose client value
 * differs from the server's, so no state needs setting in an effect.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(neverChanges, () => true, () => false);
}
