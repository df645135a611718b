import { atom } from 'nanostores';
import { requestIslandHydration } from '../../directives/hydrate-request';
import { EMPTY_TOAST_QUEUE, TOAST_LIMITS, enqueueToast, removeToast, type ToastInput, type ToastQueue } from './toast-queue';

/**
 * The toast store. It lives on the client only: it holds toasts pushed before the toaster
 * island hydrated, so they still show once it mounts.
 */
export const $toasts = atom<ToastQueue>(EMPTY_TOAST_QUEUE);

interface Countdown {
  remainingMs: number;
  startedAt: number;
  handle: ReturnType<typeof setTimeout> | undefined;
}
const countdowns = new Map<string, Countdown>();
let paused = false;
let sequence = 0;

function startCountdown(id: string, countdown: Countdown) {
  countdown.startedAt = Date.now();
  countdown.handle = setTimeout(() => dismissToast(id), countdown.remainingMs);
}

/** Every visible toast counts down (unless paused); removed ones stop. */
function syncCountdowns() {
  const visible = new Set($toasts.get().visible.map((t) => t.id));
  for (const [id, countdown] of countdowns) {
    if (!visible.has(id)) {
      clearTimeout(countdown.handle);
      countdowns.delete(id);
    }
  }
  for (const id of visible) {
    if (countdowns.has(id)) continue;
    const countdown: Countdown = { remainingMs: TOAST_LIMITS.autoCloseMs, startedAt: 0, handle: undefined };
    countdowns.set(id, countdown);
    if (!paused) startCountdown(id, countdown);
  }
}

function update(next: ToastQueue) {
  if (next === $toasts.get()) return;
  $toasts.set(next);
  syncCountdowns();
}

/** Shows a toast (or queues it); returns its id. A toast whose `key` is already pending is dropped. */
export function pushToast(input: ToastInput): string {
  const id = `toast-${++sequence}`;
  update(enqueueToast($toasts.get(), { kind: 'info', ...input, id }));
  // The toaster hydrates on the first interaction; a toast must not wait for one.
  requestIslandHydration();
  return id;
}

export function dismissToast(id: string): void {
  update(removeToast($toasts.get(), id));
}

/** While the shopper hovers the toasts, none of them closes itself. */
export function pauseToasts(): void {
  if (paused) return;
  paused = true;
  for (const countdown of countdowns.values()) {
    clearTimeout(countdown.handle);
    countdown.remainingMs -= Date.now() - countdown.startedAt;
  }
}

export function resumeToasts(): void {
  if (!paused) return;
  paused = false;
  for (const [id, countdown] of countdowns) startCountdown(id, countdown);
}
