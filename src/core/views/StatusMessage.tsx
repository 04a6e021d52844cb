/** Status texts of any element: a polite live count, and loading, empty and failed states. */
import { useEffect, useState } from 'react';

/** How long a count filtered as the visitor types waits for the typing to pause before it changes. */
export const SETTLE_MS = 700;

/**
 * `text` once it has stayed the same for `delay` ms, so that a live region changes (and is heard)
 * once when typing pauses, not on every key; at once when there was no text or is none (the first
 * count, loading, a failure).
 */
function useSettledText(text: string, delay: number): string {
  const [settled, setSettled] = useState(text);
  const immediate = delay === 0 || settled === '' || text === '';
  useEffect(() => {
    if (immediate) return;
    const timer = setTimeout(() => setSettled(text), delay);
    return () => clearTimeout(timer);
  }, [text, delay, immediate]);
  if (immediate && settled !== text) setSettled(text);
  return immediate ? text : settled;
}

/**
 * The number of results, announced politely to screen readers when it changes; with `settle`, a
 * count that follows typing (filter as you type), only once the typing pauses.
 */
export function ResultCount({ text, settle = false }: { text: string; settle?: boolean }) {
  const shown = useSettledText(text, settle ? SETTLE_MS : 0);
  return (
    <p className="aalto-count" role="status" aria-live="polite" aria-atomic="true">
      {shown}
    </p>
  );
}

/** Loading and empty states; an empty state may list the reasons it may have ('This may be because'). */
export function StatusMessage({ text, busy = false, reasons }: { text: string; busy?: boolean; reasons?: readonly string[] | undefined }) {
  const message = (
    <p className="aalto-status" aria-busy={busy || undefined}>
      {text}
    </p>
  );
  if (!reasons?.length) return message;
  return (
    <div className="aalto-status-reasons">
      {message}
      <ul>
        {reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * What a load that could not load leaves: its message and 'Try again', which loads that element's
 * data again. The message is announced politely: here in a status region, or, without `text`, by
 * the live region already on the page (a listing's count, which a screen reader is known to
 * follow, where a region added with its text may go unannounced).
 */
/**
 * Where focus goes from a control that is going away with what it acted on (a failure's 'Try
 * again', the last filter pill), which would leave it on the page's body: the element's count line
 * (a live region, which then says what came), else the element itself, so that a keyboard or screen
 * reader user goes on from where they were. The element is the nearest ancestor with a custom
 * element's name (one with a hyphen): the tag the loader defines, or the host of a React app's
 * component (aalto-hubs/react). The tabindex also keeps the count shown while it is empty (a
 * retry loading: listing.css), whether or not the window is the active one.
 */
export function focusCount(from: Element): void {
  let element = from.parentElement;
  while (element && !element.localName.includes('-')) element = element.parentElement;
  const target = element?.querySelector<HTMLElement>('.aalto-count') ?? element;
  target?.setAttribute('tabindex', '-1');
  target?.focus();
}

export function LoadFailure({ text, retry, onRetry }: { text?: string; retry: string; onRetry: () => void }) {
  const again = ({ currentTarget }: { currentTarget: HTMLElement }) => {
    focusCount(currentTarget);
    onRetry();
  };
  return (
    <div className="aalto-load-failure">
      {text !== undefined && (
        <p className="aalto-status" role="status">
          {text}
        </p>
      )}
      <button type="button" className="aalto-button" onClick={again}>
        {retry}
      </button>
    </div>
  );
}
