import type { ClientDirective } from 'astro';
import { HYDRATE_ISLANDS_EVENT } from './hydrate-request';

/**
 * `client:interact`: hydrate on the shopper's first interaction anywhere in the page, so
 * React is not downloaded before anyone needs it, and every shell island wakes together.
 * The native controls the islands render (links, a GET form) work until then.
 */
const FIRST_INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
const LISTEN = { capture: true, passive: true } as const;

const waiting: (() => void)[] = [];
// This script runs once per full page load; islands of later client-side pages hydrate at once.
let awake = false;

function wake() {
  awake = true;
  for (const type of FIRST_INTERACTIONS) document.removeEventListener(type, wake, LISTEN);
  document.removeEventListener(HYDRATE_ISLANDS_EVENT, wake);
  for (const hydrate of waiting.splice(0)) hydrate();
}

const interact: ClientDirective = (load) => {
  const hydrate = async () => {
    const hydrateIsland = await load();
    await hydrateIsland();
  };
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
