import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { KeyboardEvent } from 'react';
import { ui } from './ui';

interface Props {
  /** Image addresses; `index` is the one shown, `null` when closed. */
  images: readonly string[];
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  title: string;
  /** "Photo {{n}} of {{total}}", "Previous photo", "Next photo", "Close". */
  labels: { position: (n: number, total: number) => string; previous: string; next: string; close: string };
}

/**
 * Photos one at a time over the page: focus moves in and returns to the thumbnail that opened
 * it, Escape closes, the arrow keys page (mirrored right to left, as the buttons are).
 */
export function Lightbox({ images, index, onIndexChange, onClose, title, labels }: Props) {
  const total = images.length;
  const go = (step: number) => index !== null && total > 0 && onIndexChange((index + step + total) % total);
  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    if (event.key === 'ArrowRight') go(rtl ? -1 : 1);
    else if (event.key === 'ArrowLeft') go(rtl ? 1 : -1);
    else return;
    event.preventDefault();
  }
  const src = index === null ? undefined : images[index];
  return (
    <Dialog open={index !== null} onClose={onClose} className="fixed inset-0 z-50 p-4">
      <div aria-hidden="true" className="fixed inset-0 bg-black/80" />
      <div className="relative flex min-h-full items-center justify-center">
        <DialogPanel onKeyDown={onKeyDown} className="w-full max-w-3xl rounded-xl bg-white p-4 shadow-xl">
          <div className="flex items-center justify-between gap-3">
            <DialogTitle as="h2" className="text-base font-semibold text-gray-900">{title}</DialogTitle>
            <button type="button" className={ui.secondaryButton} onClick={onClose}>{labels.close}</button>
          </div>
          {src && <img src={src} alt={labels.position((index ?? 0) + 1, total)} className="mx-auto mt-3 max-h-[70vh] w-auto rounded-md object-contain" />}
          <div className="mt-3 flex items-center justify-between gap-3">
            <button type="button" data-autofocus className={ui.secondaryButton} onClick={() => go(-1)} disabled={total < 2}>
              <span aria-hidden="true" className="inline-block rtl:-scale-x-100">←</span> {labels.previous}
            </button>
            <p aria-live="polite" className="text-sm text-gray-700">{labels.position((index ?? 0) + 1, total)}</p>
            <button type="button" className={ui.secondaryButton} onClick={() => go(1)} disabled={total < 2}>
              {labels.next} <span aria-hidden="true" className="inline-block rtl:-scale-x-100">→</span>
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
