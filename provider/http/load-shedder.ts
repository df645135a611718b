/**
 * Load shedding: when this process is saturated, a request is refused at once (503 with
 * Retry-After) instead of queueing behind hundreds of others, so the requests it does take
 * are answered quickly and it recovers by itself as soon as the load drops.
 *
 * Admitted requests start one per event-loop turn, in arrival order. PGlite runs queries
 * synchronously on this thread, so a request started at once would run its routing,
 * validation and rendering in the same turn as its arrival, and the next arrivals would not
 * even be read until it is done (the queue would sit unseen in the socket buffers). Started
 * one per turn, and with a turn before each query (db/client.ts), every turn also reads the
 * new arrivals, which are admitted, refused or (cached pages) answered right away.
 *
 * Saturated means `maxInFlight` requests admitted and not yet answered, or more waiting to
 * start than the event loop can start within `maxQueueWaitMs`, judged by how long its turns
 * take now (a slow, shared machine admits fewer). One client address holds at most
 * `maxInFlightPerAddress` of the slots, so a few slow clients cannot hold them all: an
 * admitted request may still be receiving its body (the server's request deadline,
 * request-deadline.ts, bounds how long).
 */
export interface LoadShedderOptions {
  maxInFlight: number;
  maxInFlightPerAddress: number;
  maxQueueWaitMs: number;
}

export interface LoadShedder {
  /**
   * Admits a request of the client at `address` and answers when it may start and the
   * release to call once it is answered; null refuses it.
   */
  tryEnter(address: string): { started: Promise<void>; release: () => void } | null;
  readonly inFlight: number;
}

/** What a refused client is told to wait, in seconds. */
export const OVERLOAD_RETRY_AFTER_SECONDS = 2;
/** Weight of the newest event-loop turn in the running average. */
const TURN_WEIGHT = 0.2;

export function createLoadShedder({ maxInFlight, maxInFlightPerAddress, maxQueueWaitMs }: LoadShedderOptions): LoadShedder {
  let inFlight = 0;
  const inFlightOf = new Map<string, number>();
  const waiting: (() => void)[] = [];
  let turnMs = 0;
  let lastTurnAt = 0;
  let pumping = false;

  // One waiting request starts per turn (setImmediate runs after the turn has read the sockets).
  const pump = (): void => {
    const now = performance.now();
    turnMs = lastTurnAt === 0 ? turnMs : turnMs + TURN_WEIGHT * (now - lastTurnAt - turnMs);
    lastTurnAt = now;
    waiting.shift()?.();
    if (waiting.length > 0) {
      setImmediate(pump);
    } else {
      pumping = false;
      lastTurnAt = 0;
    }
  };

  return {
    tryEnter(address) {
      const ofAddress = inFlightOf.get(address) ?? 0;
      if (inFlight >= maxInFlight || ofAddress >= maxInFlightPerAddress || (waiting.length + 1) * turnMs > maxQueueWaitMs) return null;
      inFlight++;
      inFlightOf.set(address, ofAddress + 1);
      const started = new Promise<void>((resolve) => waiting.push(resolve));
      if (!pumping) {
        pumping = true;
        setImmediate(pump);
      }
      let released = false;
      const release = (): void => {
        if (released) return;
        released = true;
        inFlight--;
        const left = (inFlightOf.get(address) ?? 1) - 1;
        if (left === 0) inFlightOf.delete(address);
        else inFlightOf.set(address, left);
      };
      return { started, release };
    },
    get inFlight() {
      return inFlight;
    },
  };
}

/**
 * MAX_IN_FLIGHT, MAX_IN_FLIGHT_PER_ADDRESS and MAX_QUEUE_WAIT_MS, validated, with defaults
 * sized for a 2-core machine whose database (PGlite) runs on the event loop: every admitted
 * request's queries block it, so few at once keep both the admitted answers and the refusals
 * quick. A storefront on a remote provider, or a provider on PostgreSQL, mostly waits and may
 * admit more. One address may hold half the slots (rounded up) unless told otherwise.
 */
export function loadShedderOptionsFrom(source: Record<string, string | undefined>): LoadShedderOptions {
  const positive = (name: string, fallback: number): number => {
    const raw = source[name];
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, not ${JSON.stringify(raw)}`);
    return value;
  };
  const maxInFlight = positive('MAX_IN_FLIGHT', 4);
  return {
    maxInFlight,
    maxInFlightPerAddress: positive('MAX_IN_FLIGHT_PER_ADDRESS', Math.ceil(maxInFlight / 2)),
    maxQueueWaitMs: positive('MAX_QUEUE_WAIT_MS', 1000),
  };
}

const PROCESS_SHEDDER = Symbol.for('proxy-storefront.load-shedder');

/**
 * The process's one shedder, from the environment (loadShedderOptionsFrom). The storefront's
 * front door (loaded by Node from `scripts/start.mjs`) and its middleware (bundled by Astro,
 * with its own copy of this module) must count the same requests, so it lives on globalThis.
 */
export function processLoadShedder(): LoadShedder {
  const holder = globalThis as { [PROCESS_SHEDDER]?: LoadShedder };
  const existing = holder[PROCESS_SHEDDER];
  if (existing) return existing;
  const created = createLoadShedder(loadShedderOptionsFrom(process.env));
  holder[PROCESS_SHEDDER] = created;
  return created;
}
