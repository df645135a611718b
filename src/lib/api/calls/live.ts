import type { KyInstance } from 'ky';
import { LivePoll, PROVIDER_EVENTS_PATH } from '../../../../contract/live';
import { parsed, query } from './query';

/** The shopper's live updates (docs/product.md, "Live updates"): the event stream and, for polling, its counts and changes. */
export const liveCalls = (http: KyInstance) => ({
  /** The counts, and the changes after event `after` (the last the page saw). */
  getLiveCounts: (after?: string) => parsed(http.get(`${PROVIDER_EVENTS_PATH}/counts`, { searchParams: query({ after }) }), LivePoll),
  /**
   * The event stream as it comes (the storefront passes it on unparsed). The client's timeout
   * covers the wait for the answer's head only; the stream then lasts until `signal` ends it.
   */
  openEventStream: (lastEventId: number | undefined, signal: AbortSignal) =>
    http.get(PROVIDER_EVENTS_PATH, {
      signal,
      headers: { accept: 'text/event-stream', ...(lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) }) },
    }),
});
