import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../provider/db/schema';
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

interface StreamEvent { event: string; id: string | undefined; data: string }

/** The shopper's stream, read event by event (comments skipped); `close` cancels it as a leaving browser does. */
async function openStream(headers: Record<string, string> = {}) {
  const response = await provider.rawRequest('GET', '/front/user-events', { tenant: 'default', token, headers });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  const next = async (): Promise<StreamEvent> => {
    for (;;) {
      const end = buffered.indexOf('\n\n');
      if (end !== -1) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const fields = block.split('\n').filter((line) => !line.startsWith(':')).map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)] as const);
        if (fields.length === 0) continue;
        const field = (name: string) => fields.find(([key]) => key === name)?.[1];
        return { event: field('event') ?? 'message', id: field('id'), data: field('data') ?? '' };
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('the stream ended');
      buffered += value;
    }
  };
  return { next, close: () => reader.cancel() };
}

const raiseNotification = async (title: string) => {
  const [row] = await provider.db.insert(notifications).values({ tenantId: 'default', userId, title, body: 'Live test' }).returning({ id: notifications.id });
  return row!.id;
};

describe('GET /api/front/user-events', () => {
  it('starts with the counts, then tells each change as it commits, with the counts after it', async () => {
    const counts = await expectJson(provider.api({ tenant: 'default', token }).front['user-events'].counts.$get(), 200);
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

  it('is the shopper’s own: no session, no stream', async () => {
    const anonymous = await provider.rawRequest('GET', '/front/user-events', { tenant: 'default' });
    expect(anonymous.status).toBe(401);
    expect((await provider.rawRequest('GET', '/front/user-events/counts', { tenant: 'default' })).status).toBe(401);
  });
});
