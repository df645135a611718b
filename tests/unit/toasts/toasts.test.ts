import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The store keeps module state (queue, countdowns): each test gets a fresh module.
async function freshStore() {
  vi.resetModules();
  return import('../../../src/lib/toasts/toasts');
}
type Store = Awaited<ReturnType<typeof freshStore>>;
const visibleMessages = (s: Store) => s.$toasts.get().visible.map((t) => ('message' in t ? t.message : t.messageKey));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('toast store', () => {
  it('closes a toast after 3600 ms', async () => {
    const s = await freshStore();
    s.pushToast({ message: 'saved', kind: 'success' });
    vi.advanceTimersByTime(3599);
    expect(visibleMessages(s)).toEqual(['saved']);
    vi.advanceTimersByTime(1);
    expect(visibleMessages(s)).toEqual([]);
  });

  it('shows queued toasts as places free up, each with its own full time', async () => {
    const s = await freshStore();
    for (let i = 1; i <= 6; i++) s.pushToast({ message: `m${i}` });
    expect(visibleMessages(s)).toHaveLength(5);
    expect(s.$toasts.get().queued).toHaveLength(1);

    vi.advanceTimersByTime(3600);
    expect(visibleMessages(s)).toEqual(['m6']);
    vi.advanceTimersByTime(3599);
    expect(visibleMessages(s)).toEqual(['m6']);
    vi.advanceTimersByTime(1);
    expect(visibleMessages(s)).toEqual([]);
  });

  it('dismisses a toast at once and promotes the next', async () => {
    const s = await freshStore();
    const ids = Array.from({ length: 6 }, (_, i) => s.pushToast({ message: `m${i + 1}` }));
    s.dismissToast(ids[0]!);
    expect(visibleMessages(s)).toEqual(['m2', 'm3', 'm4', 'm5', 'm6']);
  });

  it('pauses every countdown while hovered and resumes with the time left', async () => {
    const s = await freshStore();
    s.pushToast({ message: 'a' });
    vi.advanceTimersByTime(1000);
    s.pauseToasts();
    vi.advanceTimersByTime(10_000);
    expect(visibleMessages(s)).toEqual(['a']);

    s.pushToast({ message: 'b' }); // arrives while hovered: waits too
    vi.advanceTimersByTime(10_000);
    expect(visibleMessages(s)).toEqual(['a', 'b']);

    s.resumeToasts();
    vi.advanceTimersByTime(2599);
    expect(visibleMessages(s)).toEqual(['a', 'b']);
    vi.advanceTimersByTime(1);
    expect(visibleMessages(s)).toEqual(['b']);
    vi.advanceTimersByTime(1000);
    expect(visibleMessages(s)).toEqual([]);
  });

  it('shows a keyed toast once at a time', async () => {
    const s = await freshStore();
    s.pushToast({ messageKey: 'error.session-expired', key: 'session-expired', kind: 'error' });
    s.pushToast({ messageKey: 'error.session-expired', key: 'session-expired', kind: 'error' });
    expect(visibleMessages(s)).toEqual(['error.session-expired']);
    vi.advanceTimersByTime(3600);
    s.pushToast({ messageKey: 'error.session-expired', key: 'session-expired', kind: 'error' });
    expect(visibleMessages(s)).toEqual(['error.session-expired']);
  });

  it('defaults the kind to info', async () => {
    const s = await freshStore();
    s.pushToast({ message: 'x' });
    expect(s.$toasts.get().visible[0]?.kind).toBe('info');
  });

  it('asks the lazily hydrated islands to wake up', async () => {
    const s = await freshStore();
    const { HYDRATE_ISLANDS_EVENT } = await import('../../../src/directives/hydrate-request');
    const dispatched: string[] = [];
    vi.stubGlobal('document', { dispatchEvent: (e: Event) => dispatched.push(e.type) });
    try {
      s.pushToast({ message: 'x' });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(dispatched).toEqual([HYDRATE_ISLANDS_EVENT]);
  });
});
