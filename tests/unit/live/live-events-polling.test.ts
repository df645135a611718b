// @vitest-environment happy-dom
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { LivePoll } from '../../../contract/live';

const api = { getLiveCounts: vi.fn<(after?: string) => Promise<LivePoll>>() };
vi.mock('../../../src/lib/session/shopper-api', () => ({ shopperApi: () => api }));

/** A stream the server never gives: every connection fails for good. */
class RefusedEventSource extends EventTarget {
  static readonly CLOSED = 2;
  static opened = 0;
  readyState = 0;
  constructor(readonly url: string) {
    super();
    RefusedEventSource.opened++;
  }
  close(): void {
    this.readyState = RefusedEventSource.CLOSED;
  }
  refuse(): void {
    this.readyState = RefusedEventSource.CLOSED;
    this.dispatchEvent(new Event('error'));
  }
}
let latest: RefusedEventSource | undefined;
vi.stubGlobal('EventSource', new Proxy(RefusedEventSource, { construct: (target, args: [string]) => (latest = new target(...args)) }));
vi.useFakeTimers();
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const { onLiveChange, POLL_MS, $liveCounts } = await import('../../../src/lib/live/live-events');
const { $loggedIn } = await import('../../../src/lib/session/login-state');

const counts = { unreadNotifications: 3, paymentsToPay: 1 };

describe('live updates without the stream (polling)', () => {
  it('tells the pages the changes after the last event seen, as the stream would, and the badges the counts', async () => {
    const orders: unknown[] = [];
    onLiveChange(['order'], (change) => orders.push(change));
    api.getLiveCounts.mockResolvedValueOnce({ ...counts, changes: [], lastEventId: 40 });
    $loggedIn.set(true);
    expect(RefusedEventSource.opened).toBe(1);
    latest!.refuse();
    await vi.advanceTimersByTimeAsync(0);
    // The first poll starts from the newest event.
    expect(api.getLiveCounts).toHaveBeenLastCalledWith(undefined);
    expect($liveCounts.get()).toEqual(counts);

    api.getLiveCounts.mockResolvedValueOnce({ ...counts, unreadNotifications: 4, changes: [{ kind: 'notification', id: 9 }, { kind: 'order', id: 7 }], lastEventId: 42 });
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(api.getLiveCounts).toHaveBeenLastCalledWith('40');
    expect(orders).toEqual([{ kind: 'order', id: 7 }]);
    expect($liveCounts.get()).toEqual({ ...counts, unreadNotifications: 4 });

    // The next poll goes on after them; a page's section that hydrates later still hears of the change.
    api.getLiveCounts.mockResolvedValueOnce({ ...counts, changes: [], lastEventId: 42 });
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(api.getLiveCounts).toHaveBeenLastCalledWith('42');
    const late: unknown[] = [];
    onLiveChange(['order'], (change) => late.push(change));
    expect(late).toEqual([{ kind: 'order', id: 7 }]);
  });
});
