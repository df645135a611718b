import { describe, expect, it } from 'vitest';
import { LiveChange, LiveCounts } from '../../contract/live';
import { eventStreamReader } from '../provider/support/event-stream-reader';
import { buyNow, cluster, expectStatus, goods, newShopper, PASSWORD } from './support/cluster-api';

/** A storefront process by its own port, named as the site (`localhost`), so its host is the default tenant's. */
const storefront = (i: number): string => cluster().storefronts[i]!.replace('127.0.0.1', 'localhost');

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
    const login = await fetch(`${storefront(1)}/auth/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: storefront(1) },
      body: JSON.stringify({ email: shopper.email, password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie().map((set) => set.split(';')[0]).join('; ');
    const response = await fetch(`${storefront(1)}/live/events`, { headers: { cookie, accept: 'text/event-stream' } });
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
