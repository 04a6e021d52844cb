/**
 * A heading's tag at a level the page needs: 2 to 6 (the CMS knows the outline; a level below 2
 * would compete with the page's title, one past 6 does not exist). Every view that names a
 * heading level, its own or one deeper, goes through it.
 */
export type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export const headingTag = (level: number): HeadingTag => `h${Math.min(6, Math.max(2, Math.trunc(level) || 2))}` as HeadingTag;
