import type { TranslationKey } from '../i18n/translator';

/** The toast queue (docs/product.md, "Toasts"), as pure functions over an immutable value. */
export const TOAST_LIMITS = {
  /** At most this many toasts show at once; the rest wait in order. */
  visible: 5,
  /** A shown toast closes itself after this long (time spent hovered does not count). */
  autoCloseMs: 3600,
} as const;

export type ToastKind = 'info' | 'success' | 'warning' | 'error';

/** Either text already translated, or a key the toaster translates (loading its namespace when the page did not pass it). */
export type ToastMessage = { message: string } | { messageKey: TranslationKey; values?: Record<string, unknown> };

export type ToastInput = ToastMessage & {
  kind?: ToastKind;
  /** Toasts sharing a key show once at a time (e.g. 'session-expired'). */
  key?: string;
  /** A link the toast offers (e.g. "View cart" after an add). */
  action?: { labelKey: TranslationKey; href: string };
};

export type Toast = ToastInput & { id: string; kind: ToastKind };

export interface ToastQueue {
  visible: readonly Toast[];
  queued: readonly Toast[];
}

export const EMPTY_TOAST_QUEUE: ToastQueue = { visible: [], queued: [] };

const hasKey = (queue: ToastQueue, key: string) =>
  queue.visible.some((t) => t.key === key) || queue.queued.some((t) => t.key === key);

/** Adds a toast: shown if there is room, else queued; ignored while one with the same key is pending. */
export function enqueueToast(queue: ToastQueue, toast: Toast): ToastQueue {
  if (toast.key !== undefined && hasKey(queue, toast.key)) return queue;
  return queue.visible.length < TOAST_LIMITS.visible
    ? { visible: [...queue.visible, toast], queued: queue.queued }
    : { visible: queue.visible, queued: [...queue.queued, toast] };
}

/** Removes a toast wherever it is; the oldest queued one takes a freed place. */
export function removeToast(queue: ToastQueue, id: string): ToastQueue {
  const visible = queue.visible.filter((t) => t.id !== id);
  const queued = queue.queued.filter((t) => t.id !== id);
  if (visible.length === queue.visible.length) return queued.length === queue.queued.length ? queue : { visible, queued };
  const [next, ...rest] = queued;
  return next ? { visible: [...visible, next], queued: rest } : { visible, queued };
}
