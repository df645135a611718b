/**
 * The desktop navigation strip stays on one line in every language: the links that do not
 * fit move, last first, into its "More" drop-down, and come back when there is room again.
 * Without JavaScript the strip is still one line, scrolling sideways.
 */
function fit(nav: HTMLElement): void {
  const list = nav.querySelector<HTMLUListElement>(':scope > ul');
  const more = nav.querySelector<HTMLDetailsElement>(':scope > details');
  const moreList = more?.querySelector('ul');
  if (!list || !more || !moreList) return;
  list.append(...moreList.children);
  more.hidden = false; // the drop-down's own width counts while fitting
  while (list.scrollWidth > list.clientWidth && list.lastElementChild) moreList.prepend(list.lastElementChild);
  more.hidden = moreList.children.length === 0;
  if (more.hidden) more.open = false;
}

const navs = () => document.querySelectorAll<HTMLElement>('nav[data-priority-nav]');
const resized = new ResizeObserver((entries) => {
  for (const entry of entries) fit(entry.target as HTMLElement);
});

// The header is rendered anew with each page (client-side page changes included).
document.addEventListener('astro:page-load', () => {
  resized.disconnect();
  for (const nav of navs()) resized.observe(nav);
});
// Web fonts arriving change the links' widths, not the strip's.
void document.fonts.ready.then(() => {
  for (const nav of navs()) fit(nav);
});
