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
 * take pages down.
 */
export class TtlCache<K, V> {
  readonly #entries = new Map<K, Entry<V>>();
  readonly #loading = new Map<K, Promise<V>>();
  readonly #opts: Required<TtlCacheOptions>;

  constructor(opts: TtlCacheOptions) {
    this.#opts = { now: Date.now, ...opts };
  }

  /** The fresh value, if any, without loading. */
  peek(key: K): V | undefined {
    const entry = this.#entries.get(key);
    return entry && entry.freshUntil > this.#opts.now() ? entry.value : undefined;
  }

  set(key: K, value: V): void {
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
    let pending = this.#loading.get(key);
    if (!pending) {
      pending = load().finally(() => this.#loading.delete(key));
      this.#loading.set(key, pending);
    }
    try {
      const value = await pending;
      this.set(key, value);
      return value;
    } catch (error) {
      const entry = this.#entries.get(key);
      if (entry && entry.staleUntil > this.#opts.now()) return entry.value;
      throw error;
    }
  }

  clear(): void {
    this.#entries.clear();
  }
}
