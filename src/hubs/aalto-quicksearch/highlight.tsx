/**
 * The title with the text matching the typed term in `<mark>`, built from text nodes: nothing
 * from a hit is ever parsed as HTML. Each word of the term (two characters or more) is marked
 * wherever it occurs, case-insensitively.
 */
import { Fragment } from 'react';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function highlightParts(title: string, term: string): Array<{ text: string; match: boolean }> {
  const words = [
    ...new Set(
      term
        .trim()
        .split(/\s+/)
        .filter((w) => w.length >= 2),
    ),
  ].sort((a, b) => b.length - a.length);
  if (words.length === 0 || title === '') return title ? [{ text: title, match: false }] : [];
  const pattern = new RegExp(`(${words.map(escape).join('|')})`, 'gi');
  return title
    .split(pattern)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, match: words.some((w) => w.toLowerCase() === part.toLowerCase()) }));
}

export function Highlight({ text, term }: { text: string; term: string }) {
  return <>{highlightParts(text, term).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : <Fragment key={i}>{part.text}</Fragment>))}</>;
}
