import type { SSEStreamingApi } from 'hono/streaming';
import { LIVE_EVENT } from '../../contract/live';
import type { Database } from '../db/client';
import type { AccountOwner } from '../db/ownership';
import { changesAfter, latestEventId, liveCounts } from './shopper-events';
import type { ShopperEventHub } from './shopper-event-hub';

/** A comment this often keeps proxies and balancers from closing a quiet stream (haproxy's `timeout tunnel` is longer). */
export const HEARTBEAT_MS = 20_000;
/** A stream ends after this long: the browser reconnects, and the session is checked again. */
export const STREAM_MAX_MS = 10 * 60_000;
/** What the browser waits before reconnecting after the stream ends (the SSE `retry` field). */
const RETRY_MS = 2000;
/** Changes read per query; a longer backlog (a stream resumed long after) is read in turns. */
const PAGE = 100;

export interface EventStreamContext {
  db: Database;
  events: ShopperEventHub;
  owner: AccountOwner;
  /** The last event the browser saw (`Last-Event-ID`); a new stream starts after the newest. */
  resumeAfter: number | undefined;
  /** Ends the stream: the client left, the server drains, or the stream is old enough. */
  end: AbortSignal;
}

/**
 * The shopper's event stream (docs/product.md, "Live updates"): first the counts, then for each
 * change a `change` event (its kind and id) with the event id, and the counts after them. Woken
 * by the shopper's NOTIFYs (any process's), it reads what changed from `shopper_events`, so a
 * stream resumed after a drop gets the changes it missed.
 */
export async function runEventStream(stream: SSEStreamingApi, { db, events, owner, resumeAfter, end }: EventStreamContext): Promise<void> {
  let due = true;
  let wakeUp = (): void => undefined;
  const wake = (): void => {
    due = true;
    wakeUp();
  };
  const unsubscribe = await events.subscribe(owner, wake);
  const ended = (): boolean => end.aborted || stream.aborted || stream.closed;
  end.addEventListener('abort', wake, { once: true });
  stream.onAbort(wake);
  try {
    let cursor = resumeAfter ?? await latestEventId(db, owner);
    let countsSent = false;
    while (!ended()) {
      if (due) {
        due = false;
        const changes = await changesAfter(db, owner, cursor, PAGE);
        for (const change of changes) {
          await stream.writeSSE({ event: LIVE_EVENT.change, id: String(change.eventId), data: JSON.stringify({ kind: change.kind, id: change.id }) });
          cursor = change.eventId;
        }
        if (changes.length === PAGE) {
          due = true;
          continue;
        }
        if (!countsSent || changes.length > 0) {
          await stream.writeSSE({ event: LIVE_EVENT.counts, id: String(cursor), data: JSON.stringify(await liveCounts(db, owner)), retry: RETRY_MS });
          countsSent = true;
        }
      }
      if (ended()) break;
      const heartbeat = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(true), HEARTBEAT_MS);
        wakeUp = () => {
          clearTimeout(timer);
          resolve(false);
        };
        if (due || ended()) wakeUp();
      });
      if (heartbeat && !ended()) await stream.write(': keep-alive\n\n');
    }
  } finally {
    unsubscribe();
    end.removeEventListener('abort', wake);
  }
}
