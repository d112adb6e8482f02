import { useRef, type KeyboardEvent } from 'react';

export interface TabItem<Id extends string> {
  readonly id: Id;
  readonly label: string;
  /** Shown beside the label, e.g. how many signals the tab lists. */
  readonly count?: number;
}

/** The ids that tie a tab to its panel: render the panel with `id={tabPanelId(base, id)}`. */
export const tabId = (base: string, id: string): string => `${base}-tab-${id}`;
export const tabPanelId = (base: string, id: string): string => `${base}-panel-${id}`;

/**
 * A WAI-ARIA tab list: one tab in the tab order, arrow keys (and Home/End) move between tabs and select
 * them. The caller renders the selected panel with role="tabpanel", `tabPanelId` and
 * aria-labelledby={tabId(...)}.
 */
export const Tabs = <Id extends string>({
  base,
  label,
  tabs,
  selected,
  onSelect,
}: {
  readonly base: string;
  readonly label: string;
  readonly tabs: readonly TabItem<Id>[];
  readonly selected: Id;
  readonly onSelect: (id: Id) => void;
}) => {
  const list = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    if (next < 0) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.id);
    list.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(tabId(base, tab.id))}`)?.focus();
  };
  return (
    <div className="tabs" role="tablist" aria-label={label} ref={list} onKeyDown={move}>
      {tabs.map((tab) => {
        const active = tab.id === selected;
        return (
          <button
            key={tab.id}
            id={tabId(base, tab.id)}
            type="button"
            role="tab"
            className="tab"
            aria-selected={active}
            aria-controls={tabPanelId(base, tab.id)}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
            {tab.count !== undefined && <span className="tab-count">{tab.count}</span>}
          </button>
        );
      })}
    </div>
  );
};
