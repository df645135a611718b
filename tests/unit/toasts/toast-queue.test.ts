import { describe, expect, it } from 'vitest';
import { EMPTY_TOAST_QUEUE, TOAST_LIMITS, enqueueToast, removeToast, type Toast, type ToastQueue } from '../../../src/lib/toasts/toast-queue';

const toast = (id: string, key?: string): Toast => ({ id, kind: 'info', message: id, ...(key ? { key } : {}) });
const ids = (q: ToastQueue) => ({ visible: q.visible.map((t) => t.id), queued: q.queued.map((t) => t.id) });
const fill = (n: number) =>
  Array.from({ length: n }, (_, i) => toast(`t${i + 1}`)).reduce(enqueueToast, EMPTY_TOAST_QUEUE);

describe('enqueueToast', () => {
  it('shows at most five toasts and queues the rest in order', () => {
    expect(TOAST_LIMITS.visible).toBe(5);
    expect(ids(fill(7))).toEqual({ visible: ['t1', 't2', 't3', 't4', 't5'], queued: ['t6', 't7'] });
  });

  it('drops a toast whose key is already visible or queued', () => {
    let q = enqueueToast(EMPTY_TOAST_QUEUE, toast('a', 'session-expired'));
    q = enqueueToast(q, toast('b', 'session-expired'));
    expect(ids(q)).toEqual({ visible: ['a'], queued: [] });

    q = fill(5);
    q = enqueueToast(q, toast('c', 'k'));
    const same = enqueueToast(q, toast('d', 'k'));
    expect(same).toBe(q);
  });

  it('accepts toasts without a key as often as they come', () => {
    const q = enqueueToast(enqueueToast(EMPTY_TOAST_QUEUE, toast('a')), toast('b'));
    expect(ids(q).visible).toEqual(['a', 'b']);
  });
});

describe('removeToast', () => {
  it('promotes the oldest queued toast into the freed place', () => {
    expect(ids(removeToast(fill(7), 't2'))).toEqual({ visible: ['t1', 't3', 't4', 't5', 't6'], queued: ['t7'] });
  });

  it('removes a queued toast without promoting', () => {
    expect(ids(removeToast(fill(7), 't6'))).toEqual({ visible: ['t1', 't2', 't3', 't4', 't5'], queued: ['t7'] });
  });

  it('returns the same queue for an unknown id', () => {
    const q = fill(2);
    expect(removeToast(q, 'nope')).toBe(q);
  });

  it('lets a key show again once its toast is gone', () => {
    let q = enqueueToast(EMPTY_TOAST_QUEUE, toast('a', 'k'));
    q = removeToast(q, 'a');
    q = enqueueToast(q, toast('b', 'k'));
    expect(ids(q).visible).toEqual(['b']);
  });
});
