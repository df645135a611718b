import type { Listen, Unlisten } from '../db/listen';
import type { AccountOwner } from '../db/ownership';

/** The channel the `shopper_events` triggers NOTIFY with `<tenant>/<user>` (migration `live_shopper_events`). */
const CHANNEL = 'shopper_events';

export interface ShopperEventHub {
  /** Calls `wake` whenever something may have changed for the shopper; answers the unsubscribe once listening. */
  subscribe(owner: AccountOwner, wake: () => void): Promise<() => void>;
  /** Stops listening (the process is closing). */
  close(): Promise<void>;
}

const keyOf = (owner: AccountOwner): string => `${owner.tenantId}/${owner.userId}`;

/**
 * The process's one LISTEN on the shopper events, shared by its open streams: a NOTIFY wakes the
 * streams of that shopper, a gap (a lost connection back) wakes them all. It listens from the
 * first subscriber on, so a process nobody streams from holds no extra connection.
 */
export function createShopperEventHub(listen: Listen): ShopperEventHub {
  const wakers = new Map<string, Set<() => void>>();
  let listening: Promise<Unlisten> | null = null;
  const wakeAll = (): void => {
    for (const set of wakers.values()) for (const wake of set) wake();
  };
  const start = (): Promise<Unlisten> => {
    listening ??= listen(CHANNEL, {
      onPayload: (payload) => {
        for (const wake of wakers.get(payload) ?? []) wake();
      },
      onGap: wakeAll,
    }).catch((error: unknown) => {
      listening = null;
      throw error;
    });
    return listening;
  };
  return {
    async subscribe(owner, wake) {
      await start();
      const key = keyOf(owner);
      const set = wakers.get(key) ?? new Set();
      set.add(wake);
      wakers.set(key, set);
      return () => {
        set.delete(wake);
        if (set.size === 0 && wakers.get(key) === set) wakers.delete(key);
      };
    },
    async close() {
      const unlisten = await listening?.catch(() => null);
      listening = null;
      await unlisten?.();
    },
  };
}
