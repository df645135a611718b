/**
 * Copy-to-clipboard buttons (SPEC section 2, footer): `<button data-copy="value">` with a
 * `[data-copy-note]` sibling that shows 'Copied' for a moment; the same word is announced
 * through the `#copy-status` live region. One delegated listener serves every page.
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

function confirmCopied(button: HTMLElement) {
  const note = button.parentElement?.querySelector<HTMLElement>('[data-copy-note]');
  const status = document.getElementById('copy-status');
  if (note) {
    note.hidden = false;
    setTimeout(() => (note.hidden = true), NOTE_MS);
  }
  if (status && note) {
    // Clear first so that copying twice is announced twice.
    status.textContent = '';
    requestAnimationFrame(() => (status.textContent = note.textContent));
  }
}

document.addEventListener('click', async (event) => {
  const button = (event.target as Element | null)?.closest<HTMLElement>('[data-copy]');
  if (button && (await copyText(button.dataset.copy ?? ''))) confirmCopied(button);
});
