import { useEffect, useId, useRef } from 'react';

interface Props {
  title: string;
  message: string;
  confirm: string;
  /** Called once the dialog has closed (button, Escape); the opener puts the focus back. */
  onClose: () => void;
}

/**
 * The wrong-link modal (docs/product.md, "Search and products"), on the native `<dialog>`: modal focus handling,
 * Escape and the top layer come from the browser, with no dialog library in the search
 * box's bundle. Mounted only while shown, so its text is never part of a page's content.
 */
export function WrongLinkDialog({ title, message, confirm, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onClose={onClose}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl bg-white p-6 text-start text-gray-900 shadow-xl backdrop:bg-black/40"
    >
      <h2 id={titleId} className="text-lg font-semibold">{title}</h2>
      <p id={messageId} className="mt-2 text-sm text-gray-700">{message}</p>
      <div className="mt-6 flex justify-end">
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a modal dialog's initial focus (HTML's dialog focusing steps), on the shopper's own action */}
        <button type="button" autoFocus onClick={() => dialog.current?.close()} className="rounded-lg bg-primary-ink px-4 py-2 text-sm font-medium text-white hover:opacity-90">
          {confirm}
        </button>
      </div>
    </dialog>
  );
}
