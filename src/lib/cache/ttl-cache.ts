interface Entry<V> {
  value: V;
  freshUntil: number;
  staleUntil: number;
}

export interface TtlCacheOptions {
  /** How long a value is served without asking again. */
  ttlMs: number;
  /** How long past its TTL a value may still be served when loading a new one fails. */
  staleMs: number;
  /** Most entries kept; the oldest goes first. */
  maxEntries: number;
  now?: () => number;
}

/**
 * A small in-process cache for data that changes rarely and is the same for every
 * shopper (tenant, site content, rendered guide pages). Concurrent misses share one
 * load, and a failed load falls back to the stale value so a provider hiccup does not
 * take pages down. A site change drops what it touched (`drop`); a load that was under
 * way while something was dropped is answered but not kept, as it may have read the old data.
 */
export class TtlCache<K, V> {
  readonly #entries = new Map<K, Entry<V>>();
  readonly #loading = new Map<K, Promise<V>>();
  readonly #opts: Required<TtlCacheOptions>;
  #drops = 0;

  constructor(opts: TtlCacheOptions) {
    this.#opts = { now: Date.now, ...opts };
  }

  /** The fresh value, if any, without loading. */
  peek(key: K): V | undefined {
    const entry = this.#entries.get(key);
    return entry && entry.freshUntil > this.#opts.now() ? entry.value : undefined;
  }

  /**
   * Keeps a value. With `since` (a `stamp()` taken before the value was read), a value read
   * before a drop is not kept.
   */
  set(key: K, value: V, since?: number): void {
    if (since !== undefined && since !== this.#drops) return;
    const now = this.#opts.now();
    this.#entries.delete(key);
    this.#entries.set(key, { value, freshUntil: now + this.#opts.ttlMs, staleUntil: now + this.#opts.ttlMs + this.#opts.staleMs });
    if (this.#entries.size > this.#opts.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
  }

  async get(key: K, load: () => Promise<V>): Promise<V> {
    const fresh = this.peek(key);
    if (fresh !== undefined) return fresh;
    const since = this.#drops;
    let pending = this.#loading.get(key);
    if (!pending) {
      const started = load().finally(() => {
        if (this.#loading.get(key) === started) this.#loading.delete(key);
      });
      pending = started;
      this.#loading.set(key, pending);
    }
    try {
      const value = await pending;
      this.set(key, value, since);
      return value;
    } catch (error) {
      const entry = this.#entries.get(key);
      if (entry && entry.staleUntil > this.#opts.now()) return entry.value;
      throw error;
    }
  }

  /** Where drops stand now: pass it to `set` for a value about to be read. */
  stamp(): number {
    return this.#drops;
  }

  /**
   * Forgets every entry (stale ones too) and every load under way that `matches`: the next
   * ask loads anew. Loads under way for other keys still answer but are not kept.
   */
  drop(matches: (key: K, value: V | undefined) => boolean): void {
    this.#drops += 1;
    for (const [key, entry] of this.#entries) if (matches(key, entry.value)) this.#entries.delete(key);
    for (const key of this.#loading.keys()) if (matches(key, undefined)) this.#loading.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }
}

/** The tenant a `tenantId\u0000…` key belongs to: caches of per-tenant answers key them so (dropped by tenant). */
export const tenantOfKey = (key: string): string => key.slice(0, key.indexOf('\u0000'));
