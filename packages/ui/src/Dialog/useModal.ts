import { type RefObject, useEffect, useRef } from 'react';

/**
 * Drives a native `<dialog>` as a modal: `showModal()` makes the rest of the page inert (the focus
 * trap), Escape fires `cancel`, and focus returns to the opener when it closes.
 */
export function useModal(open: boolean, onClose: () => void): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      if (opener.current instanceof HTMLElement) opener.current.focus();
    }
  }, [open]);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const cancel = (e: Event) => {
      e.preventDefault();
      onClose();
    };
    // Escape is handled on the document too, so that it closes the dialog wherever the key event
    // is sent from (a modal dialog owns the keyboard while it is open).
    const keydown = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        onClose();
      }
    };
    dialog.addEventListener('cancel', cancel);
    document.addEventListener('keydown', keydown);
    return () => {
      dialog.removeEventListener('cancel', cancel);
      document.removeEventListener('keydown', keydown);
    };
  }, [open, onClose]);
  return ref;
}
