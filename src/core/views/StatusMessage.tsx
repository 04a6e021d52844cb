/** Status texts of any element: a polite live count, and loading or empty states. */
/** The number of results, announced politely to screen readers when it changes. */
export function ResultCount({ text }: { text: string }) {
  return (
    <p className="aalto-count" role="status" aria-live="polite" aria-atomic="true">
      {text}
    </p>
  );
}

/** Loading and empty states. */
export function StatusMessage({ text, busy = false }: { text: string; busy?: boolean }) {
  return (
    <p className="aalto-status" aria-busy={busy || undefined}>
      {text}
    </p>
  );
}
