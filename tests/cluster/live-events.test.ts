import { describe, expect, it } from 'vitest';
import { LiveChange, LiveCounts } from '../../contract/live';
import { eventStreamReader } from '../provider/support/event-stream-reader';
import { buyNow, cluster, expectStatus, goods, newShopper, sessionCookiesAt } from './support/cluster-api';

/** The next `change` event, whatever counts come between. */
async function nextChange(stream: ReturnType<typeof eventStreamReader>): Promise<LiveChange> {
  for (;;) {
    const event = await stream.next();
    if (event.event === 'change') return LiveChange.parse(JSON.parse(event.data));
  }
}

describe('live updates across processes', () => {
  it('a change written through either provider reaches a stream opened through a storefront, within 5 s', async () => {
    const shopper = await newShopper(cluster().providers[0]!, 100_000);
    // The second storefront process, by its own port, named as the site (`localhost`: the default tenant).
    const storefront = cluster().storefronts[1]!.replace('127.0.0.1', 'localhost');
    const cookie = await sessionCookiesAt(storefront, shopper);
    const response = await fetch(`${storefront}/live/events`, { headers: { cookie, accept: 'text/event-stream' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const stream = eventStreamReader(response.body!);
    try {
      const first = await stream.next();
      expect(first.event).toBe('counts');
      expect(LiveCounts.parse(JSON.parse(first.data))).toEqual({ unreadNotifications: 0, paymentsToPay: 0 });
      // The stream is held by one provider (the storefront reaches them through haproxy): one of
      // the two orders is written by the other, whose NOTIFY reaches it through PostgreSQL.
      const stock = await goods(2);
      for (const [i, provider] of cluster().providers.entries()) {
        const started = Date.now();
        const order = await buyNow(provider, shopper, stock, stock.skus[i]!);
        expectStatus(order, 200, `buy through provider ${i}`);
        const { id } = order.body as { id: number };
        let change = await nextChange(stream);
        while (change.kind !== 'order') change = await nextChange(stream);
        expect(change).toEqual({ kind: 'order', id });
        expect(Date.now() - started).toBeLessThan(5000);
      }
    } finally {
      await stream.close();
    }
  });
});
