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
  const current = Math.max(0, tabs.findIndex((tab) => tab.id === selected));
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight' ? (current === last ? 0 : current + 1)
      : event.key === 'ArrowLeft' ? (current === 0 ? last : current - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (next === null) return;
    event.preventDefault();
    onSelect(tabs[next]!.id);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };
  const tabId = (index: number) => `${id}-tab-${index}`;
  return (
    <div className="aalto-tabs">
      <div ref={list} role="tablist" aria-label={label} className="aalto-tabs__list" onKeyDown={move}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            id={tabId(index)}
            type="button"
            role="tab"
            className="aalto-tabs__tab"
            aria-selected={index === current}
            aria-controls={`${id}-panel`}
            tabIndex={index === current ? 0 : -1}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" className="aalto-tabs__panel" aria-labelledby={tabId(current)} tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
