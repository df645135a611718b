import type { LiveChangeKind } from '../../contract/live';
import { onLiveChange } from '../lib/live/live-events';

/**
 * Server-rendered pages that keep up (docs/product.md, "Live updates"): an element
 * `data-live-section` with `data-live-kind` and `data-live-id` (the order page's, the transit
 * order page's) is rendered again when a change to that order comes: the page is fetched
 * again, only that element is swapped (the rest of the page, the scroll and the focus outside
 * it stay), and the polite region `data-live-announcer` says so. Bound once per tab: the
 * ClientRouter keeps this module, and the section is looked up when a change comes.
 */
const SETTLE_MS = 250;
const KINDS: readonly LiveChangeKind[] = ['order', 'transitOrder'];
let timer: ReturnType<typeof setTimeout> | undefined;

async function renderAgain(): Promise<void> {
  timer = undefined;
  const page = location.href;
  const response = await fetch(page, { credentials: 'same-origin', headers: { accept: 'text/html' } });
  // A redirect (the session ended) or a failure: the page stays as it is.
  if (!response.ok || response.redirected || location.href !== page) return;
  const fresh = new DOMParser().parseFromString(await response.text(), 'text/html');
  const section = document.querySelector<HTMLElement>('[data-live-section]');
  const replacement = fresh.querySelector<HTMLElement>('[data-live-section]');
  if (!section || !replacement) return;
  section.replaceWith(document.adoptNode(replacement));
  const announcer = document.querySelector<HTMLElement>('[data-live-announcer]');
  if (!announcer) return;
  // Cleared first: the same words again are announced again.
  announcer.textContent = '';
  requestAnimationFrame(() => (announcer.textContent = announcer.dataset.message ?? ''));
}

onLiveChange(KINDS, (change) => {
  const section = document.querySelector<HTMLElement>('[data-live-section]');
  if (section?.dataset.liveKind !== change.kind || section.dataset.liveId !== String(change.id)) return;
  timer ??= setTimeout(() => void renderAgain().catch(() => undefined), SETTLE_MS);
});
