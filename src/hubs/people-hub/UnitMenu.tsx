/**
 * The menu of schools and services: the organisation tree as disclosure navigation (WAI-ARIA APG
 * 'Disclosure Navigation Menu'). Each unit is a button that chooses it (`aria-current` on the
 * chosen one); a unit with units under it has a button before it that shows or hides them
 * (`aria-expanded`, `aria-controls`). Everything is reachable with Tab, Enter and Space; the path
 * to the chosen unit is open, and only open branches' units are rendered. Pure but for which
 * branches are open.
 */
import { useId, useState } from 'react';
import type { Organisation } from './entities.js';

export interface UnitMenuProps {
  roots: readonly Organisation[];
  chosen: string | null;
  onChoose: (tid: string | null) => void;
  texts: { menu: string; allPeople: string; showUnits: (name: string) => string };
}

/** The tids from a root down to a unit (the unit included); [] when it is not in the trees. */
export function pathTo(roots: readonly Organisation[], tid: string | null): string[] {
  if (!tid) return [];
  for (const root of roots) {
    if (root.tid === tid) return [tid];
    const below = pathTo(root.children, tid);
    if (below.length) return [root.tid, ...below];
  }
  return [];
}

export function UnitMenu({ roots, chosen, onChoose, texts }: UnitMenuProps) {
  const base = useId().replace(/:/g, '');
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(pathTo(roots, chosen).slice(0, -1)));
  // A unit chosen from elsewhere (the address) opens the path to it, in the same render: an
  // effect would open it after the paint and push what is below the menu down (a layout shift).
  // Only a new choice opens branches; a branch the visitor closes stays closed.
  const [openedFor, setOpenedFor] = useState({ roots, chosen });
  if (openedFor.roots !== roots || openedFor.chosen !== chosen) {
    setOpenedFor({ roots, chosen });
    const above = pathTo(roots, chosen).slice(0, -1);
    if (above.some((tid) => !open.has(tid))) setOpen(new Set([...open, ...above]));
  }
  const toggle = (tid: string) => setOpen((now) => (now.has(tid) ? new Set([...now].filter((t) => t !== tid)) : new Set([...now, tid])));
  const branch = (units: readonly Organisation[], depth: number) =>
    units.map((unit, index) => {
      const id = `${base}-${depth}-${index}-${unit.tid}`.replace(/[^\w-]/g, '_');
      const expanded = open.has(unit.tid);
      return (
        <li key={`${unit.tid}#${index}`}>
          <div className="aalto-units__row">
            {unit.children.length > 0 ? (
              <button
                type="button"
                className="aalto-units__toggle"
                aria-expanded={expanded}
                aria-controls={id}
                aria-label={texts.showUnits(unit.name)}
                onClick={() => toggle(unit.tid)}
              >
                <span aria-hidden="true">{expanded ? '−' : '+'}</span>
              </button>
            ) : (
              <span className="aalto-units__leaf" aria-hidden="true" />
            )}
            <button type="button" className="aalto-units__unit" aria-current={chosen === unit.tid ? 'true' : undefined} onClick={() => onChoose(unit.tid)}>
              {unit.name}
            </button>
          </div>
          {/* A closed branch's units are made when it opens: hidden, they are neither seen, read nor
              found in the page, and the whole tree (163 units on the demo) had been two thirds of the
              elements of the people hub's first render with its data. The list stays, for the toggle's
              aria-controls. */}
          {unit.children.length > 0 && (
            <ul id={id} hidden={!expanded}>
              {expanded && branch(unit.children, depth + 1)}
            </ul>
          )}
        </li>
      );
    });
  return (
    <nav className="aalto-units" aria-label={texts.menu}>
      <ul>
        <li>
          <div className="aalto-units__row">
            <span className="aalto-units__leaf" aria-hidden="true" />
            <button type="button" className="aalto-units__unit" aria-current={chosen === null ? 'true' : undefined} onClick={() => onChoose(null)}>
              {texts.allPeople}
            </button>
          </div>
        </li>
        {branch(roots, 0)}
      </ul>
    </nav>
  );
}
