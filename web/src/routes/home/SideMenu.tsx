// The anchor side menu (SPEC §2): fourteen in-page links; the section in view is marked. It floats in
// with the slim header (after 400 px), so it never covers the first screen on narrow windows.
import { useEffect, useState } from 'react';
import { HOME_SECTIONS } from './sections';
import { useScrolledPastHeader } from './StickyHeader';

export function SideMenu() {
  const shown = useScrolledPastHeader();
  const [current, setCurrent] = useState<string>(HOME_SECTIONS[0].id);
  useEffect(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        const seen = entries.filter((e) => e.isIntersecting).sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top)[0];
        if (seen) setCurrent(seen.target.id);
      },
      { rootMargin: '-40% 0px -55% 0px' },
    );
    for (const s of HOME_SECTIONS) {
      const el = document.getElementById(s.id);
      if (el) observer.observe(el);
    }
    return () => observer.disconnect();
  }, []);
  return (
    <nav aria-label="页面导航" className="hm-sidemenu" data-shown={shown}>
      <ul>
        {HOME_SECTIONS.map((s) => (
          <li key={s.id}>
            <a href={`#${s.id}`} aria-current={current === s.id ? 'location' : undefined}>
              {s.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
