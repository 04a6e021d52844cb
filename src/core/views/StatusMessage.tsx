/** Status texts of any element: a polite live count, and loading or empty states. */
/** The number of results, announced politely to screen readers when it changes. */
export function ResultCount({ text }: { text: string }) {
  return (
    <p className="aalto-count" role="status" aria-live="polite" aria-atomic="true">
      {text}
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
