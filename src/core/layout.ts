/**
 * The one media query the listing views switch layout at (below 768 px is a phone), and whether it
 * matches now. The loader reads it to start a table hub's code for the layout shown
 * (`load` in the hub's `element.ts`), the element to render that layout (`useMediaQuery`): one
 * decision, so the code loaded is the code shown.
 */
export const PHONE_QUERY = '(max-width: 767.98px)';

/** Whether the phone layout is shown now: for the loader, which runs it in a browser only (when a tag is connected). */
export const phoneLayout = (): boolean => matchMedia(PHONE_QUERY).matches;
