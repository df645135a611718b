/**
 * Links that open a `<dialog>` in place: `<a href="/fallback" data-opens-dialog="id">`.
 * Without JavaScript the link leads to its page. Listening in the capture phase lets this
 * run before the ClientRouter, which then leaves the prevented click alone.
 */
document.addEventListener(
  'click',
  (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest<HTMLElement>('[data-opens-dialog]');
    const dialog = link && document.getElementById(link.dataset.opensDialog ?? '');
    if (!(dialog instanceof HTMLDialogElement)) return;
    event.preventDefault();
    dialog.showModal();
  },
  { capture: true },
);
