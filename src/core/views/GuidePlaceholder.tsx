/**
 * A guided path's place while its code or settings load: the cards below then do not move when it
 * appears (Lighthouse counted a layout shift of 0.4 on the data sources page without it).
 */
export function GuidePlaceholder() {
  return <div className="aalto-guide-placeholder" aria-hidden="true" />;
}
