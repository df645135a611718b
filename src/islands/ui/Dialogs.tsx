import { Dialog, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import type { ReactNode } from 'react';
import { ui } from './ui';

/**
 * Modal dialogs on Headless UI: focus moves in and stays in while open, Escape and the
 * backdrop close them, and focus returns to the control that opened them. The dialog
 * element itself covers the viewport, so it has a box of its own (its parts are positioned).
 */
export function ModalDialog({ open, onClose, title, children }: { open: boolean; onClose: () => void; title: string; children: ReactNode }) {
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50 overflow-y-auto p-4">
      <div aria-hidden="true" className="fixed inset-0 bg-black/40" />
      <div className="relative flex min-h-full items-center justify-center">
        <DialogPanel className="w-full max-w-lg rounded-xl bg-white p-6 text-start shadow-xl">
          <DialogTitle as="h2" className="mb-4 text-lg font-semibold text-gray-900">{title}</DialogTitle>
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

interface ConfirmProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before something that cannot be undone; Cancel takes the focus, so Enter is harmless. */
export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel, onConfirm, onClose }: ConfirmProps) {
  return (
    <Dialog open={open} onClose={onClose} role="alertdialog" className="fixed inset-0 z-50 p-4">
      <div aria-hidden="true" className="fixed inset-0 bg-black/40" />
      <div className="relative flex min-h-full items-center justify-center">
        <DialogPanel className="w-full max-w-sm rounded-xl bg-white p-6 text-start shadow-xl">
          <DialogTitle as="h2" className="text-lg font-semibold text-gray-900">{title}</DialogTitle>
          <Description className="mt-2 text-sm text-gray-700">{message}</Description>
          <div className="mt-6 flex justify-end gap-3">
            <button type="button" data-autofocus className={ui.secondaryButton} onClick={onClose}>{cancelLabel}</button>
            <button type="button" className={ui.dangerButton} onClick={onConfirm}>{confirmLabel}</button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
