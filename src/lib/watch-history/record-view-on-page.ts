import { parseHistory, WATCH_HISTORY_ITEM_ATTRIBUTE } from './watch-history';
import { recordView } from './watch-history-store';

/**
 * Adds the product of the page to the watch history on view, with no shopper interaction
 * needed. The product page marks its product with `data-watch-history-item` (JSON);
 * `astro:page-load` fires on the first load and after every client-side page change.
 */
document.addEventListener('astro:page-load', () => {
  const json = document.querySelector(`[${WATCH_HISTORY_ITEM_ATTRIBUTE}]`)?.getAttribute(WATCH_HISTORY_ITEM_ATTRIBUTE);
  if (!json) return;
  try {
    const [item] = parseHistory([JSON.parse(json)]);
    if (item) recordView(item);
  } catch {
    // A page without a usable item records nothing.
  }
});
