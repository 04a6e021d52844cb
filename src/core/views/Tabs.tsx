import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabView {
  id: string;
  label: string;
}

export interface TabsProps {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly TabView[];
  selected: string;
  onSelect: (id: string) => void;
  /** The selected tab's panel content. */
  children: ReactNode;
}

/**
 * Tabs by the WAI-ARIA Authoring Practices (automatic activation): one tab stop, Left and Right
 * move and select (wrapping), Home and End go to the first and last; the panel is labelled by its
 * tab and is itself focusable so Tab goes from the tab list into it.
 */
export function Tabs({ label, tabs, selected, onSelect, children }: TabsProps) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selected),
  );
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tabs.length - 1;
    // Arrows move from the focused tab (the selected one unless a render is still pending).
    const buttons = [...(list.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const focused = buttons.indexOf(event.target as HTMLElement);
    const current = focused >= 0 ? focused : selectedIndex;
    const next =
      event.key === 'ArrowRight'
        ? current === last
          ? 0
          : current + 1
        : event.key === 'ArrowLeft'
          ? current === 0
            ? last
            : current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    onSelect(tabs[next]!.id);
    buttons[next]?.focus();
  };
  const tabId = (index: number) => `${id}-tab-${index}`;
  return (
    <div className="aalto-tabs">
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- the tabs take focus (APG tabs, roving tabindex); the arrow keys bubble from them. */}
      <div ref={list} role="tablist" aria-label={label} className="aalto-tabs__list" onKeyDown={move}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            id={tabId(index)}
            type="button"
            role="tab"
            className="aalto-tabs__tab"
            aria-selected={index === selectedIndex}
            aria-controls={`${id}-panel`}
            tabIndex={index === selectedIndex ? 0 : -1}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" className="aalto-tabs__panel" aria-labelledby={tabId(selectedIndex)} tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
