/**
 * Copy-to-clipboard buttons (docs/product.md, "Page shell"): `<button data-copy="value">` beside a
 * `[data-copy-note="Copied"]` live region that shows the word for a moment, so it is both
 * seen and announced. One delegated listener serves every page.
 */
const NOTE_MS = 2000;

/** Older browsers and plain-HTTP sites have no async clipboard: select a hidden textarea and copy. */
function copyWithTextarea(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.cssText = 'position:fixed;inset-block-start:0;opacity:0';
  document.body.append(area);
  area.select();
  try {
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- deprecated, but the only copy where the async clipboard is missing (see above)
    return document.execCommand('copy');
  } finally {
    area.remove();
  }
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return copyWithTextarea(text);
  }
}

const noteTimers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();

function confirmCopied(button: HTMLElement) {
  const note = button.parentElement?.querySelector<HTMLElement>('[data-copy-note]');
  if (!note) return;
  clearTimeout(noteTimers.get(note));
  // Empty first, so that copying twice in a row is announced twice.
  note.textContent = '';
  requestAnimationFrame(() => (note.textContent = note.dataset.copyNote ?? ''));
  noteTimers.set(note, setTimeout(() => (note.textContent = ''), NOTE_MS));
}

document.addEventListener('click', (event) => {
  const button = (event.target as Element | null)?.closest<HTMLElement>('[data-copy]');
  if (!button) return;
  void copyText(button.dataset.copy ?? '').then((copied) => {
    if (copied) confirmCopied(button);
  });
});
