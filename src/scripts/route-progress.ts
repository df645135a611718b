/**
 * The route-change progress bar (docs/product.md, "Page shell"), driven by the ClientRouter's lifecycle:
 * it starts when a navigation is prepared and completes once the new page is swapped in.
 * The bar element is `transition:persist`, so it survives the swap it reports on.
 */
const BAR_ID = 'route-progress';
const START = 10;
const CEILING = 90;
const TRICKLE_MS = 200;
const TRICKLE_SHARE = 0.1;
const HIDE_AFTER_MS = 300;

let value = 0;
let trickle: ReturnType<typeof setInterval> | undefined;
let hideTimer: ReturnType<typeof setTimeout> | undefined;

function render(bar: HTMLElement, next: number) {
  value = next;
  bar.style.setProperty('--progress', String(next / 100));
  bar.setAttribute('aria-valuenow', String(Math.round(next)));
}

function start() {
  const bar = document.getElementById(BAR_ID);
  if (!bar) return;
  clearTimeout(hideTimer);
  clearInterval(trickle);
  bar.hidden = false;
  render(bar, START);
  // The real progress is unknown: creep towards the ceiling, ever slower.
  trickle = setInterval(() => render(bar, value + (CEILING - value) * TRICKLE_SHARE), TRICKLE_MS);
}

function finish() {
  const bar = document.getElementById(BAR_ID);
  clearInterval(trickle);
  if (!bar || bar.hidden) return;
  render(bar, 100);
  hideTimer = setTimeout(() => {
    bar.hidden = true;
    render(bar, 0);
  }, HIDE_AFTER_MS);
}

document.addEventListener('astro:before-preparation', start);
document.addEventListener('astro:after-swap', finish);
document.addEventListener('astro:page-load', finish);
