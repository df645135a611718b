import type { LiveCountName, LiveCounts } from '../../../contract/live';

/**
 * The header's counts on the page (docs/product.md, "Live updates"), generic over the counts the
 * stream sends: any element `data-live-count="<name>"` (a LiveCounts name) shows that count.
 * The element is hidden at 0; a child `data-live-count-value` shows the number (capped by the
 * element's `data-live-count-max`, as "99+"); a child `data-live-count-label` reads its
 * `data-template` with `{{count}}` replaced (the translated words for screen readers). A badge
 * without children shows the number as its own text. Wiring a new badge is one attribute.
 */
export const LIVE_COUNT_ATTRIBUTE = 'data-live-count';

/**
 * The newest event when the server rendered the page (the header's counts carry it; absent before
 * the shopper's first): the tab's first stream resumes after it, so a change between the render
 * and the stream is not missed.
 */
export const LIVE_SINCE_ATTRIBUTE = 'data-live-since';

/** The number as a badge shows it: `99+` past its cap. */
export const badgeNumber = (count: number, max: number | undefined): string =>
  max !== undefined && count > max ? `${max}+` : String(count);

function showCount(element: HTMLElement, count: number): void {
  element.hidden = count <= 0;
  const max = element.dataset.liveCountMax === undefined ? undefined : Number(element.dataset.liveCountMax);
  const value = element.querySelector<HTMLElement>('[data-live-count-value]');
  const label = element.querySelector<HTMLElement>('[data-live-count-label]');
  if (!value && !label) element.textContent = badgeNumber(count, max);
  if (value) value.textContent = badgeNumber(count, max);
  // Nothing to say at 0: the hidden badge keeps no words in the page.
  if (label) label.textContent = count > 0 ? (label.dataset.template ?? '').replace('{{count}}', String(count)) : '';
}

/** Shows the counts on every badge of the page that names one of them. */
export function showLiveCounts(counts: LiveCounts, root: ParentNode = document): void {
  for (const element of root.querySelectorAll<HTMLElement>(`[${LIVE_COUNT_ATTRIBUTE}]`)) {
    const name = element.getAttribute(LIVE_COUNT_ATTRIBUTE) as LiveCountName;
    if (name in counts) showCount(element, counts[name]);
  }
}
