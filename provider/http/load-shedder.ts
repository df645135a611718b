import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * Load shedding: when this process is saturated, a request is refused at once (503 with
 * Retry-After) instead of queueing behind hundreds of others, so the requests it does take
 * are answered quickly and it recovers by itself as soon as the load drops.
 *
 * Saturated means more requests in flight than `maxInFlight`, or an event loop that fell
 * more than `maxEventLoopDelayMs` behind in the last sampling interval while more than a
 * few requests are in flight (one slow request alone never shuts the door).
 */
export interface LoadShedderOptions {
  maxInFlight: number;
  maxEventLoopDelayMs: number;
  /** How often the event-loop delay is sampled (and its histogram reset). */
  sampleEveryMs?: number;
}

export interface LoadShedder {
  /** Admits a request and answers its release (call once it is answered), or null to refuse it. */
  tryEnter(): (() => void) | null;
  readonly inFlight: number;
}

/** Below this many requests in flight, event-loop delay alone refuses nothing. */
const MIN_IN_FLIGHT_FOR_DELAY = 4;
/** What a refused client is told to wait, in seconds. */
export const OVERLOAD_RETRY_AFTER_SECONDS = 2;

export function createLoadShedder({ maxInFlight, maxEventLoopDelayMs, sampleEveryMs = 200 }: LoadShedderOptions): LoadShedder {
  let inFlight = 0;
  let recentDelayMs = 0;
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  // The timer itself runs late on a blocked loop: its own lateness counts as delay too.
  let sampledAt = performance.now();
  setInterval(() => {
    const now = performance.now();
    recentDelayMs = Math.max(histogram.max / 1e6, now - sampledAt - sampleEveryMs);
    sampledAt = now;
    histogram.reset();
  }, sampleEveryMs).unref();

  return {
    tryEnter() {
      if (inFlight >= maxInFlight) return null;
      if (recentDelayMs > maxEventLoopDelayMs && inFlight >= MIN_IN_FLIGHT_FOR_DELAY) return null;
      inFlight++;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        inFlight--;
      };
    },
    get inFlight() {
      return inFlight;
    },
  };
}

/** MAX_IN_FLIGHT and MAX_EVENT_LOOP_DELAY_MS, validated, with defaults sized for a 2-core machine. */
export function loadShedderOptionsFrom(source: Record<string, string | undefined>): LoadShedderOptions {
  const positive = (name: string, fallback: number): number => {
    const raw = source[name];
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, not ${JSON.stringify(raw)}`);
    return value;
  };
  return { maxInFlight: positive('MAX_IN_FLIGHT', 48), maxEventLoopDelayMs: positive('MAX_EVENT_LOOP_DELAY_MS', 250) };
}
