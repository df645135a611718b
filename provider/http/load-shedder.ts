/**
 * Admission: at most `maxInFlight` requests run at once; the rest wait their turn in arrival
 * order, for as long as they can still be served in time, so an ordinary burst is queued
 * briefly instead of refused. A request is refused at once (503 with Retry-After) only when
 * the wait ahead of it, judged from the measured pace (how long apart the waiting requests
 * started lately, and how long the running ones took), would pass `maxQueueWaitMs`; one still
 * waiting at that deadline (the judgement was wrong) is refused then. So a flood is shed in
 * microseconds, the requests taken are answered within the deadline plus their own time, and
 * the process recovers by itself as soon as the load drops.
 *
 * Waiting requests start one per event-loop turn. PGlite runs queries synchronously on this
 * thread, so a request started at once would run its routing, validation and rendering in
 * the same turn as its arrival, and the next arrivals would not even be read until it is done.
 * Started one per turn, and with a turn before each query (db/client.ts), every turn also
 * reads the new arrivals, which are queued, refused or (cached pages) answered right away.
 *
 * One client address runs at most `maxInFlightPerAddress` of the requests at once (the rest
 * of its requests wait behind its own, without holding up other addresses'), so a few slow
 * clients cannot hold every slot: a running request may still be receiving its body (the
 * server's request deadline, request-deadline.ts, bounds how long).
 */
export interface LoadShedderOptions {
  maxInFlight: number;
  maxInFlightPerAddress: number;
  maxQueueWaitMs: number;
}

export interface Admission {
  /** True when the request may start; false when it waited past its deadline and is refused. */
  started: Promise<boolean>;
  /** Call once it is answered (or the client left, even while it waits). */
  release: () => void;
}

export interface LoadShedder {
  /** Queues a request of the client at `address`; null refuses it at once. */
  tryEnter(address: string): Admission | null;
  /** Requests running now. */
  readonly inFlight: number;
  /** Requests waiting to start. */
  readonly waiting: number;
}

/** What a refused client is told to wait, in seconds. */
export const OVERLOAD_RETRY_AFTER_SECONDS = 2;
/** Weight of the newest measure in the running averages of service time and pace. */
const SERVICE_WEIGHT = 0.2;
/** The service time assumed before any request has been measured, in ms. */
const FIRST_SERVICE_MS = 20;
/**
 * The share of the wait a request is admitted for: the expected wait is an average, and a
 * request judged to start just before the deadline often starts just after it, to be refused
 * then, a second late; judged against the shorter wait, a refusal is said on arrival.
 */
const ADMITTED_SHARE_OF_WAIT = 0.8;

interface Waiter {
  address: string;
  start: (go: boolean) => void;
  deadline: NodeJS.Timeout;
}

export function createLoadShedder({ maxInFlight, maxInFlightPerAddress, maxQueueWaitMs }: LoadShedderOptions): LoadShedder {
  let running = 0;
  const runningOf = new Map<string, number>();
  const queue: Waiter[] = [];
  const queuedOf = new Map<string, number>();
  let serviceMs = FIRST_SERVICE_MS;
  // The pace: how long apart waiting requests start, measured while some wait.
  let startEveryMs = FIRST_SERVICE_MS / maxInFlight;
  let waitingSince = 0;
  let pumping = false;
  // When the last request ended with none running or waiting, or 0 while some run or wait.
  let quietSince = 0;

  const add = (counts: Map<string, number>, address: string, by: number): void => {
    const next = (counts.get(address) ?? 0) + by;
    if (next === 0) counts.delete(address);
    else counts.set(address, next);
  };
  const mayStart = (address: string): boolean => running < maxInFlight && (runningOf.get(address) ?? 0) < maxInFlightPerAddress;
  const dequeue = (waiter: Waiter): void => {
    queue.splice(queue.indexOf(waiter), 1);
    add(queuedOf, waiter.address, -1);
    clearTimeout(waiter.deadline);
  };

  // One waiting request starts per turn (setImmediate runs after the turn has read the sockets):
  // the first in arrival order whose address is under its share.
  const pump = (): void => {
    const next = queue.find((waiter) => mayStart(waiter.address));
    if (next) {
      const now = performance.now();
      startEveryMs += SERVICE_WEIGHT * (Math.min(now - waitingSince, maxQueueWaitMs) - startEveryMs);
      dequeue(next);
      waitingSince = queue.length > 0 ? now : 0;
      next.start(true);
    }
    pumping = queue.some((waiter) => mayStart(waiter.address));
    if (pumping) setImmediate(pump);
  };
  const schedule = (): void => {
    if (pumping || !queue.some((waiter) => mayStart(waiter.address))) return;
    pumping = true;
    setImmediate(pump);
  };

  /**
   * How long a request of `address` arriving now would wait to start: the requests ahead of
   * it at the pace they start, and, when its address holds its share, those of its own address
   * ahead of it, its share at a time.
   */
  const expectedWaitMs = (address: string): number => {
    const ofAddress = (runningOf.get(address) ?? 0) >= maxInFlightPerAddress ? (((queuedOf.get(address) ?? 0) + 1) / maxInFlightPerAddress) * serviceMs : 0;
    // Those that must start before a slot is its own; none when one is free (an idle process
    // always admits, whatever it measured last).
    const ahead = Math.max(0, queue.length + 1 - (maxInFlight - running));
    // Starts come in bursts as slots free together: never reckon faster than the slots free.
    const pace = Math.max(startEveryMs, serviceMs / maxInFlight);
    return Math.max(ahead * pace, ofAddress);
  };

  return {
    tryEnter(address) {
      // After a quiet spell longer than the wait, what was measured before it (uploads that held
      // every slot, say) no longer tells how fast requests are served now: start from the first
      // guess again, as a new process does. The next requests measure the present within a few.
      if (quietSince > 0 && performance.now() - quietSince > maxQueueWaitMs) {
        serviceMs = FIRST_SERVICE_MS;
        startEveryMs = FIRST_SERVICE_MS / maxInFlight;
      }
      quietSince = 0;
      if (expectedWaitMs(address) > maxQueueWaitMs * ADMITTED_SHARE_OF_WAIT) return null;
      let startedAt = 0;
      let state: 'waiting' | 'running' | 'done' = 'waiting';
      let waiter: Waiter | undefined;
      const started = new Promise<boolean>((resolve) => {
        waiter = {
          address,
          start: (go) => {
            if (!go) {
              state = 'done';
              resolve(false);
              return;
            }
            state = 'running';
            startedAt = performance.now();
            running++;
            add(runningOf, address, 1);
            resolve(true);
          },
          deadline: setTimeout(() => {
            if (state !== 'waiting' || !waiter) return;
            dequeue(waiter);
            waiter.start(false);
          }, maxQueueWaitMs),
        };
        if (queue.length === 0) waitingSince = performance.now();
        queue.push(waiter);
        add(queuedOf, address, 1);
      });
      schedule();
      const release = (): void => {
        if (state === 'waiting' && waiter) {
          dequeue(waiter);
          state = 'done';
          return;
        }
        if (state !== 'running') return;
        state = 'done';
        running--;
        add(runningOf, address, -1);
        // One request that ran for long (the first, which opens and seeds the database; an
        // upload) weighs no more than one that took the whole wait.
        serviceMs += SERVICE_WEIGHT * (Math.min(performance.now() - startedAt, maxQueueWaitMs) - serviceMs);
        if (running === 0 && queue.length === 0) quietSince = performance.now();
        schedule();
      };
      return { started, release };
    },
    get inFlight() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}

/**
 * MAX_IN_FLIGHT, MAX_IN_FLIGHT_PER_ADDRESS and MAX_QUEUE_WAIT_MS, validated, with defaults
 * sized for a 2-core machine whose database (PGlite) runs on the event loop: every running
 * request's queries block it, so a few at once keep the machine busy and the rest wait their
 * turn. A storefront on a remote provider, or a provider on PostgreSQL, mostly waits and may
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
