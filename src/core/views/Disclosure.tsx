import { useId, useState, type ReactNode } from 'react';
import { pageElement } from '../document-reads.js';

export interface DisclosureProps {
  label: string;
  children: (close: () => void) => ReactNode;
  className?: string;
}

/**
 * A button that shows and hides a panel (WAI-ARIA APG disclosure). Escape in the panel closes it
 * and returns focus to the button.
 */
export function Disclosure({ label, children, className }: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  // The button is scrolled to the window's top at once: focused while the panel's closing was
  // still to be laid out, the button (far above a tall panel, at large text) stayed out of view in
  // WebKit once the page shrank under the window; the page shrinking below it keeps it in view.
  const close = () => {
    setOpen(false);
    pageElement(`${id}-button`)?.focus();
    pageElement(`${id}-button`)?.scrollIntoView();
  };
  return (
    <div className={className}>
      <button id={`${id}-button`} type="button" className="aalto-disclosure__button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {label}
      </button>
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape in the panel's controls closes it: the key event bubbles from them. */}
      <div
        id={id}
        className="aalto-disclosure__panel"
        hidden={!open}
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
      >
        {open && children(close)}
      </div>
    </div>
  );
}
