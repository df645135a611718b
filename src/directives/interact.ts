import type { ClientDirective } from 'astro';
import { FIRST_INTERACTIONS, HYDRATE_ISLANDS_EVENT } from './hydrate-request';

/**
 * `client:interact`: hydrate on the shopper's first interaction anywhere in the page, so
 * React is not downloaded before anyone needs it, and every shell island wakes together.
 * The native controls the islands render (links, a GET form, inputs) work until then; a
 * button that only a script gives meaning to (`type="button"`: "Search by image", the
 * account menu) keeps the clicks it gets meanwhile (a tap, Enter or Space on it) and has
 * them replayed once its island hydrated, so the action that woke the page is not lost.
 */
const LISTEN = { capture: true, passive: true } as const;

const waiting: (() => void)[] = [];
// This script runs once per full page load; islands of later client-side pages hydrate at once.
let awake = false;

/** Islands not hydrated yet, each with the clicks held for it (as paths of child indexes from the island). */
const held = new Map<Element, number[][]>();

function pathFrom(island: Element, node: Element): number[] {
  const path: number[] = [];
  for (let at = node; at !== island && at.parentElement; at = at.parentElement) path.unshift(Array.prototype.indexOf.call(at.parentElement.children, at));
  return path;
}

function nodeAt(island: Element, path: number[]): Element | undefined {
  let at: Element | undefined = island;
  for (const index of path) at = at?.children[index];
  return at;
}

/** A click on a script-only button of an island still asleep: held (see above), not lost. */
function holdClick(event: MouseEvent) {
  if (!(event.target instanceof Element)) return;
  const button = event.target.closest('button');
  const island = button?.closest('astro-island');
  const clicks = island && held.get(island);
  if (!button || button.type !== 'button' || !clicks) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  clicks.push(pathFrom(island, button));
}

function replayClicks(island: Element) {
  const clicks = held.get(island) ?? [];
  held.delete(island);
  if (held.size === 0) document.removeEventListener('click', holdClick, true);
  for (const path of clicks) {
    const button = nodeAt(island, path);
    if (button instanceof HTMLElement) button.click();
  }
}

function wake() {
  awake = true;
  for (const type of FIRST_INTERACTIONS) document.removeEventListener(type, wake, LISTEN);
  document.removeEventListener(HYDRATE_ISLANDS_EVENT, wake);
  for (const hydrate of waiting.splice(0)) hydrate();
}

const interact: ClientDirective = (load, _options, island) => {
  const hydrate = async () => {
    try {
      const hydrateIsland = await load();
      await hydrateIsland();
    } finally {
      // React now owns the island's events (it hydrates at once for a discrete event); had
      // hydration failed, its buttons at least stop swallowing clicks.
      replayClicks(island);
    }
  };
  // Held until hydrated even when the page is awake: on a page the ClientRouter brought, the
  // island's code may still be on its way when the shopper taps.
  if (held.size === 0) document.addEventListener('click', holdClick, true);
  held.set(island, []);
  if (awake) {
    void hydrate();
    return;
  }
  if (waiting.length === 0) {
    for (const type of FIRST_INTERACTIONS) document.addEventListener(type, wake, LISTEN);
    document.addEventListener(HYDRATE_ISLANDS_EVENT, wake);
  }
  waiting.push(() => void hydrate());
};

export default interact;
