import type { Clock } from '../clock';
import type { ProviderEnv } from '../env';
import { pruneShopperEvents } from '../live/event-retention';
import { closeExpiredOrders } from '../orders/orders';
import { completeDeliveredTransitOrders } from '../transit/transit-orders';
import { sendStorageReminders } from '../transit/storage-reminders';
import { runDemoRound, type WorkerDeps } from './demo-worker';

/** Storage reminders are due by the day: checked once every this many rounds of the other work. */
const STORAGE_REMINDER_ROUNDS = 10;

/**
 * Starts the provider's scheduled work: closing unpaid orders whose time ran out, completing
 * transit orders delivered long enough ago, reminding shoppers of free storage ending, pruning
 * the live changes older than their retention (in bounded batches), and, in
 * a demo (DEMO=1), the demo robot. Every round is safe to run in several processes at
 * once (SKIP LOCKED). Answers a stop function that waits for a round under way.
 */
export function startScheduledWork(deps: WorkerDeps, env: Pick<ProviderEnv, 'DEMO' | 'DEMO_STEP_MS' | 'SCHEDULE_EVERY_MS'>, clock: Clock): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const every = (ms: number, work: () => Promise<unknown>) => setInterval(() => {
    running = running.then(work).catch((error: unknown) => console.warn('[provider] scheduled work failed:', error instanceof Error ? error.message : error));
  }, ms);
  const timers = [
    every(env.SCHEDULE_EVERY_MS, () => closeExpiredOrders(deps.db, clock())),
    every(env.SCHEDULE_EVERY_MS, () => completeDeliveredTransitOrders(deps.db, clock())),
    every(env.SCHEDULE_EVERY_MS * STORAGE_REMINDER_ROUNDS, () => sendStorageReminders(deps, clock())),
    every(env.SCHEDULE_EVERY_MS, () => pruneShopperEvents(deps.db, clock())),
  ];
  if (env.DEMO) {
    console.warn('[provider] DEMO=1: the demo robot works the desk (orders move on by themselves, bank deposits are confirmed), audited as its own operator.');
    timers.push(every(Math.max(1_000, Math.floor(env.DEMO_STEP_MS / 4)), () => runDemoRound(deps, clock(), env.DEMO_STEP_MS)));
  }
  for (const timer of timers) timer.unref();
  return async () => {
    for (const timer of timers) clearInterval(timer);
    await running;
  };
}
