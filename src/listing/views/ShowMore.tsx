export interface ShowMoreProps {
  /** e.g. 'Show more'. */
  label: string;
  /** Screen reader context after the label, e.g. '20 of 1 234 shown'. */
  progress: string;
  onShowMore: () => void;
}

/** The 'Show more' button under a paged list (rendered only while more results remain). */
export function ShowMore({ label, progress, onShowMore }: ShowMoreProps) {
  return (
    <div className="aalto-show-more">
      <button type="button" className="aalto-button" onClick={onShowMore}>
        {label}
        <span className="aalto-visually-hidden"> ({progress})</span>
      </button>
    </div>
  );
}
