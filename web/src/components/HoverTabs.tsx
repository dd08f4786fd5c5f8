// A tab widget that switches on click, on hover and by keyboard (SPEC §4: the home page's tab boxes),
// following the ARIA tabs pattern: Left/Right (and Home/End) move between tabs and activate them, Tab
// moves into the panel. Only the initial panel is rendered at first (the server renders one panel per
// widget: render cost, docs/pitfalls.md#chakra-render-cost); a panel once shown stays rendered (hidden), so switching back is instant.
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Sheet } from './Sheet';
import sheet from './HoverTabs.css.ts?sheet';

export interface TabItem {
  id: string;
  label: ReactNode;
}

export interface HoverTabsProps {
  /**
   * Prefix of the tab and panel element ids, unique on the page. Not useId(): the server's and the browser's
   * ids differed at hydration, and a panel first rendered in the browser must match its server-rendered tab.
   */
  id: string;
  tabs: ReadonlyArray<TabItem>;
  /** Accessible name of the tab list. */
  label: string;
  /** The tab active at first (e.g. 11 for the first home module); defaults to the first tab. */
  initial?: string;
  renderPanel: (id: string) => ReactNode;
  /** Extra content at the end of the tab row (a 更多 link…). */
  extra?: ReactNode;
  className?: string;
}

export function HoverTabs({ id: base, tabs, label, initial, renderPanel, extra, className }: HoverTabsProps) {
  const first = tabs.some((t) => t.id === initial) ? initial : tabs[0]?.id;
  const [active, setActiveState] = useState(first);
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set(first ? [first] : []));
  const setActive = (id: string) => {
    setActiveState(id);
    setShown((s) => (s.has(id) ? s : new Set(s).add(id)));
  };
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const current = tabs.some((t) => t.id === active) ? active : first;

  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const to = e.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : e.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : e.key === 'Home' ? 0
      : e.key === 'End' ? last
      : -1;
    if (to < 0) return;
    e.preventDefault();
    const tab = tabs[to];
    if (!tab) return;
    setActive(tab.id);
    refs.current[to]?.focus();
  };

  return (
    <div className={className ? `sj-tabs ${className}` : 'sj-tabs'}>
      <Sheet sheet={sheet} />
      <div className="sj-tabs-head">
        <div role="tablist" aria-label={label} className="sj-tablist">
          {tabs.map((t, i) => {
            const selected = t.id === current;
            return (
              <button
                key={t.id}
                ref={(el) => {
                  refs.current[i] = el;
                }}
                type="button"
                role="tab"
                id={`${base}-tab-${t.id}`}
                aria-selected={selected}
                aria-controls={selected || shown.has(t.id) ? `${base}-panel-${t.id}` : undefined}
                tabIndex={selected ? 0 : -1}
                data-tab={t.id}
                onClick={() => setActive(t.id)}
                onMouseEnter={() => setActive(t.id)}
                onKeyDown={(e) => onKeyDown(e, i)}
              >
                {t.label}
              </button>
            );
          })}
        </div>
        {extra}
      </div>
      {tabs.map((t) =>
        !shown.has(t.id) && t.id !== current ? null : (
        <div
          key={t.id}
          role="tabpanel"
          id={`${base}-panel-${t.id}`}
          aria-labelledby={`${base}-tab-${t.id}`}
          hidden={t.id !== current}
          className="sj-tabpanel"
        >
          {renderPanel(t.id)}
        </div>
        ),
      )}
    </div>
  );
}
