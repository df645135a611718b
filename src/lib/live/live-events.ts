import { atom } from 'nanostores';
import { LIVE_EVENT, LiveChange, LiveCounts, STOREFRONT_EVENTS_PATH, type LiveChangeKind } from '../../../contract/live';
import { $loggedIn, $unreadCount } from '../session/login-state';
import { shopperApi } from '../session/shopper-api';
import { LIVE_SINCE_ATTRIBUTE, showLiveCounts } from './live-counts';

/**
 * The tab's one live connection (docs/product.md, "Live updates"): an EventSource on the
 * storefront's `/live/events` while the shopper is logged in and the tab is visible. Closed
 * when the tab is hidden, reopened (after the last event seen) when it is visible again. After
 * FAILURES_BEFORE_POLLING errors in a row without an event, it polls instead (the counts and
 * the changes after the last event seen, told to the same listeners as the stream's) and tries
 * the stream again later.
 */
const FAILURES_BEFORE_POLLING = 3;
export const POLL_MS = 15_000;
const STREAM_RETRY_MS = 60_000;

/** The counts the header shows, from the server; null until the first arrive. */
export const $liveCounts = atom<LiveCounts | null>(null);

type ChangeListener = (change: LiveChange) => void;
const changeListeners = new Set<{ kinds: readonly LiveChangeKind[]; listener: ChangeListener }>();
/** The changes since this page came (an island hydrating later must not miss one that came before it). */
let sincePageCame: LiveChange[] = [];
const SINCE_PAGE_CAME_MAX = 50;

/**
 * Calls `listener` for each change of one of `kinds` (a page re-reads what it shows), first for
 * those that came since the page did; answers the stop.
 */
export function onLiveChange(kinds: readonly LiveChangeKind[], listener: ChangeListener): () => void {
  const entry = { kinds, listener };
  changeListeners.add(entry);
  for (const change of sincePageCame) if (kinds.includes(change.kind)) listener(change);
  return () => changeListeners.delete(entry);
}

let source: EventSource | null = null;
let lastEventId: string | undefined;
let failures = 0;
let pollTimer: ReturnType<typeof setInterval> | undefined;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

function showCounts({ unreadNotifications, paymentsToPay }: LiveCounts): void {
  const counts = { unreadNotifications, paymentsToPay };
  $liveCounts.set(counts);
  $unreadCount.set(counts.unreadNotifications);
  showLiveCounts(counts);
}

/** An event's JSON data, or null when it is not (a stream that broke the contract is ignored, not thrown on). */
function dataOf(event: MessageEvent<unknown>): unknown {
  if (typeof event.data !== 'string') return null;
  try {
    return JSON.parse(event.data);
  } catch {
    return null;
  }
}

/** A change, from the stream or a poll: kept for islands that hydrate later, and told to the listeners of its kind. */
function changed(change: LiveChange): void {
  sincePageCame = [...sincePageCame.slice(1 - SINCE_PAGE_CAME_MAX), change];
  for (const { kinds, listener } of changeListeners) if (kinds.includes(change.kind)) listener(change);
}

function received(event: MessageEvent<unknown>): void {
  failures = 0;
  if (event.lastEventId) lastEventId = event.lastEventId;
}

/** The newest event when the server rendered this page, if it said. */
const renderedSince = (): string | undefined => document.querySelector(`[${LIVE_SINCE_ATTRIBUTE}]`)?.getAttribute(LIVE_SINCE_ATTRIBUTE) ?? undefined;

function open(): void {
  if (source) return;
  const after = lastEventId ?? renderedSince();
  const query = after ? `?lastEventId=${encodeURIComponent(after)}` : '';
  const opened = new EventSource(`${STOREFRONT_EVENTS_PATH}${query}`);
  opened.addEventListener(LIVE_EVENT.counts, (event: MessageEvent<unknown>) => {
    received(event);
    const counts = LiveCounts.safeParse(dataOf(event));
    if (counts.success) showCounts(counts.data);
  });
  opened.addEventListener(LIVE_EVENT.change, (event: MessageEvent<unknown>) => {
    received(event);
    const change = LiveChange.safeParse(dataOf(event));
    if (change.success) changed(change.data);
  });
  opened.addEventListener('error', () => {
    // The browser reconnects by itself (with Last-Event-ID) unless the answer was not a stream.
    if (++failures < FAILURES_BEFORE_POLLING && opened.readyState !== EventSource.CLOSED) return;
    close();
    startPolling();
  });
  source = opened;
}

function close(): void {
  source?.close();
  source = null;
}

/** The fallback's round: what the stream would have sent since the last event seen (which moves on, so the stream resumes from there). */
const poll = (): void => {
  shopperApi().getLiveCounts(lastEventId ?? renderedSince()).then((answer) => {
    if (answer.lastEventId > 0) lastEventId = String(answer.lastEventId);
    for (const change of answer.changes) changed(change);
    showCounts(answer);
  }, () => undefined);
};

function startPolling(): void {
  if (pollTimer !== undefined) return;
  poll();
  pollTimer = setInterval(poll, POLL_MS);
  retryTimer = setTimeout(() => {
    stopPolling();
    failures = 0;
    sync();
  }, STREAM_RETRY_MS);
}

function stopPolling(): void {
  clearInterval(pollTimer);
  clearTimeout(retryTimer);
  pollTimer = undefined;
}

/** Open while logged in and visible, closed otherwise. */
function sync(): void {
  const wanted = $loggedIn.get() && document.visibilityState === 'visible';
  if (!wanted) {
    close();
    stopPolling();
  } else if (pollTimer === undefined) {
    open();
  }
}

if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', sync);
  // A client-side page change brings new badges: they show the counts known.
  document.addEventListener('astro:after-swap', () => {
    sincePageCame = [];
    const counts = $liveCounts.get();
    if (counts) showLiveCounts(counts);
  });
  $loggedIn.subscribe(sync);
}
