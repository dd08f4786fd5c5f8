// A tab widget whose tabs switch on click, hover or keyboard (SPEC §4: news pairs, the four ranking lists).
// Every panel is rendered (hidden ones with `hidden`), so all links are in the HTML for crawlers and the
// switch needs no data.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface HoverTab {
  key: string;
  label: string;
  panel: ReactNode;
}

export function HoverTabs({ tabs, label, initial = 0 }: { tabs: ReadonlyArray<HoverTab>; label: string; initial?: number }) {
  const [active, setActive] = useState(initial);
  const uid = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKey = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = (active + step + tabs.length) % tabs.length;
    setActive(next);
    refs.current[next]?.focus();
  };
  return (
    <div className="sj-tabs">
      <div role="tablist" aria-label={label} className="sj-tabs-list" onKeyDown={onKey}>
        {tabs.map((t, i) => (
          <button
            key={t.key}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${uid}-tab-${i}`}
            aria-selected={i === active}
            aria-controls={`${uid}-panel-${i}`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => setActive(i)}
            onMouseEnter={() => setActive(i)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {tabs.map((t, i) => (
        <div key={t.key} role="tabpanel" id={`${uid}-panel-${i}`} aria-labelledby={`${uid}-tab-${i}`} hidden={i !== active}>
          {t.panel}
        </div>
      ))}
    </div>
  );
}
