/**
 * `<details data-dismissable>` drop-downs (language switcher, mobile menu) work without
 * JavaScript; with it they also close on Escape and on a click elsewhere, like menus do.
 */
const openDropdowns = () => document.querySelectorAll<HTMLDetailsElement>('details[data-dismissable][open]');

document.addEventListener('click', (event) => {
  for (const details of openDropdowns()) {
    if (!details.contains(event.target as Node)) details.open = false;
  }
});

document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  for (const details of openDropdowns()) {
    if (!details.contains(document.activeElement)) continue;
    details.open = false;
    details.querySelector('summary')?.focus();
  }
});
