/**
 * A modal question with two answers ('Leave the test?' Leave / Stay): a native `<dialog>` opened
 * with showModal, so the rest of the page is inert and focus stays inside; focus starts on the
 * safe answer and goes back, on close, to where it was. Escape is the safe answer.
 */
import { useEffect, useId, useRef } from 'react';
import { documentProperty } from '../document-reads.js';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  note: string;
  confirm: string;
  cancel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ open, title, note, confirm, cancel, onConfirm, onCancel }: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const safe = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const id = useId();
  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    if (open && !node.open) {
      returnFocus.current = documentProperty<HTMLElement | null>('activeElement');
      node.showModal?.();
      safe.current?.focus();
    } else if (!open && node.open) {
      node.close();
      returnFocus.current?.focus();
    }
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className="aalto-dialog aalto-confirm"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-note`}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={`${id}-title`} className="aalto-confirm__title">
        {title}
      </h2>
      <p id={`${id}-note`}>{note}</p>
      <div className="aalto-confirm__buttons">
        <button type="button" className="aalto-button" onClick={onConfirm}>
          {confirm}
        </button>
        <button ref={safe} type="button" className="aalto-button aalto-button--primary" onClick={onCancel}>
          {cancel}
        </button>
      </div>
    </dialog>
  );
}
