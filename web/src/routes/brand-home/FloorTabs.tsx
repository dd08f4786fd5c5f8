// The floor jump tabs of /shangji: a bar that sticks to the top and links to each floor's anchor; the
// floor in view is marked current (aria-current) as the visitor scrolls.
import { useEffect, useState } from 'react';

export interface FloorTab {
  anchor: string;
  label: string;
}

export function FloorTabs({ tabs }: { tabs: ReadonlyArray<FloorTab> }) {
  const [current, setCurrent] = useState<string | null>(null);
  useEffect(() => {
    // The floor whose top passed most recently under the bar is the current one.
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((e) => e.isIntersecting).sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top);
        if (visible[0]) setCurrent(visible[0].target.id);
      },
      { rootMargin: '-50px 0px -60% 0px' },
    );
    for (const t of tabs) {
      const el = document.getElementById(t.anchor);
      if (el) observer.observe(el);
    }
    return () => observer.disconnect();
  }, [tabs]);
  return (
    <nav className="sj-floor-tabs" aria-label="楼层导航">
      <ul>
        {tabs.map((t) => (
          <li key={t.anchor}>
            <a href={`#${t.anchor}`} aria-current={current === t.anchor ? 'location' : undefined}>
              {t.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
