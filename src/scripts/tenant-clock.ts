import { CLOCK_TICK_MS, formatClock } from '../lib/clock/tenant-clock';

/**
 * Ticks every `[data-tenant-clock]` (the status bar's) once a second, in its
 * `data-offset` minutes. Elements are looked up on each tick, so the clock carries on
 * across client-side page changes; the server rendered the first value.
 */
function tick() {
  const now = Date.now();
  for (const el of document.querySelectorAll<HTMLElement>('[data-tenant-clock]')) {
    el.textContent = formatClock(now, Number(el.dataset.offset));
  }
}

// A cached or slow page may show an older time: correct it at once, then tick on the second.
tick();
setTimeout(() => {
  tick();
  setInterval(tick, CLOCK_TICK_MS);
}, CLOCK_TICK_MS - (Date.now() % CLOCK_TICK_MS));
