import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { notifications, shopperEvents } from '../../provider/db/schema';
import { pruneShopperEvents, SHOPPER_EVENT_RETENTION_DAYS } from '../../provider/live/event-retention';
import { eventStreamReader } from './support/event-stream-reader';
import { DEMO_SHOPPER, logIn } from './support/shoppers';
import { createTestProvider, expectJson, type TestProvider } from './support/test-provider';

let provider: TestProvider;
let token: string;
let userId: number;
beforeAll(async () => {
  provider = await createTestProvider();
  ({ token, profile: { id: userId } } = await logIn(provider, DEMO_SHOPPER.email, DEMO_SHOPPER.password));
});
afterAll(() => provider.close());

/** The shopper's stream, read event by event. */
async function openStream(headers: Record<string, string> = {}) {
  const response = await provider.rawRequest('GET', '/front/user-events', { tenant: 'default', token, headers });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  return eventStreamReader(response.body!);
}

const raiseNotification = async (title: string) => {
  const [row] = await provider.db.insert(notifications).values({ tenantId: 'default', userId, title, body: 'Live test' }).returning({ id: notifications.id });
  return row!.id;
};

const poll = (after?: string) => expectJson(provider.api({ tenant: 'default', token }).front['user-events'].counts.$get({ query: after === undefined ? {} : { after } }), 200);

describe('GET /api/front/user-events', () => {
  it('starts with the counts, then tells each change as it commits, with the counts after it', async () => {
    const { unreadNotifications, paymentsToPay } = await poll();
    const counts = { unreadNotifications, paymentsToPay };
    const stream = await openStream();
    const first = await stream.next();
    expect(first.event).toBe('counts');
    expect(JSON.parse(first.data)).toEqual(counts);
    expect(counts.unreadNotifications).toBeGreaterThan(0);

    const id = await raiseNotification('Live one');
    const change = await stream.next();
    expect(change).toMatchObject({ event: 'change', data: JSON.stringify({ kind: 'notification', id }) });
    expect(Number(change.id)).toBeGreaterThan(Number(first.id));
    const after = await stream.next();
    expect(after.event).toBe('counts');
    expect(JSON.parse(after.data)).toEqual({ ...counts, unreadNotifications: counts.unreadNotifications + 1 });
    await stream.close();
  });

  it('resumes after the Last-Event-ID it is given with what was missed, and refuses a malformed one', async () => {
    const stream = await openStream();
    const { id: seen } = await stream.next();
    await stream.close();
    const missed = await raiseNotification('While away');

    const resumed = await openStream({ 'Last-Event-ID': seen! });
    expect(await resumed.next()).toMatchObject({ event: 'change', data: JSON.stringify({ kind: 'notification', id: missed }) });
    expect((await resumed.next()).event).toBe('counts');
    await resumed.close();

    const bad = await provider.rawRequest('GET', '/front/user-events', { tenant: 'default', token, headers: { 'Last-Event-ID': 'x1' } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('answers a page on the polling fallback what the stream would have: the changes after the last event it saw, and where to go on from', async () => {
    const start = await poll();
    expect(start.changes).toEqual([]);
    const { id: streamed } = await (async () => {
      const stream = await openStream();
      const first = await stream.next();
      await stream.close();
      return first;
    })();
    // The poll starts where a new stream would: after the newest event.
    expect(start.lastEventId).toBe(Number(streamed));

    const first = await raiseNotification('Polled one');
    const second = await raiseNotification('Polled two');
    const answer = await poll(String(start.lastEventId));
    expect(answer.changes).toEqual([{ kind: 'notification', id: first }, { kind: 'notification', id: second }]);
    expect(answer.lastEventId).toBeGreaterThan(start.lastEventId);
    expect(answer.unreadNotifications).toBe(start.unreadNotifications + 2);

    // Asked again from where it ended: nothing new, the same place; a stream resumed there misses nothing either.
    expect(await poll(String(answer.lastEventId))).toMatchObject({ changes: [], lastEventId: answer.lastEventId });
    const third = await raiseNotification('Polled three');
    const resumed = await openStream({ 'Last-Event-ID': String(answer.lastEventId) });
    expect(await resumed.next()).toMatchObject({ event: 'change', data: JSON.stringify({ kind: 'notification', id: third }) });
    await resumed.close();

    const bad = await provider.rawRequest('GET', '/front/user-events/counts?after=0', { tenant: 'default', token });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('is the shopper’s own: no session, no stream', async () => {
    const anonymous = await provider.rawRequest('GET', '/front/user-events', { tenant: 'default' });
    expect(anonymous.status).toBe(401);
    expect((await provider.rawRequest('GET', '/front/user-events/counts', { tenant: 'default' })).status).toBe(401);
  });
});

// Last in the file: it prunes every change the tests above recorded.
describe('pruning the recorded changes', () => {
  const DAY = 86_400_000;
  const rows = async () => (await provider.db.select({ n: count() }).from(shopperEvents))[0]!.n;

  it('deletes the changes older than the retention, oldest first, in bounded batches, and keeps the young ones', async () => {
    await raiseNotification('To be pruned one');
    await raiseNotification('To be pruned two');
    await raiseNotification('To be pruned three');
    const recorded = await rows();
    expect(recorded).toBeGreaterThanOrEqual(5);
    const later = (days: number) => new Date(Date.now() + days * DAY);

    // Within the retention: nothing goes.
    expect(await pruneShopperEvents(provider.db, later(SHOPPER_EVENT_RETENTION_DAYS - 1))).toBe(0);
    expect(await rows()).toBe(recorded);

    // A change recorded at the later time is young then, and stays.
    const past = later(SHOPPER_EVENT_RETENTION_DAYS + 1);
    const [young] = await provider.db.insert(shopperEvents).values({ tenantId: 'default', userId, kind: 'notification', subjectId: 1, createdAt: past }).returning({ id: shopperEvents.id });

    // One round deletes at most its batches; the next rounds take the rest.
    expect(await pruneShopperEvents(provider.db, past, { batch: 2, batches: 2 })).toBe(4);
    expect(await rows()).toBe(recorded - 4 + 1);
    expect(await pruneShopperEvents(provider.db, past, { batch: 2 })).toBe(recorded - 4);
    expect(await provider.db.select({ id: shopperEvents.id }).from(shopperEvents)).toEqual([{ id: young!.id }]);
  });
});
