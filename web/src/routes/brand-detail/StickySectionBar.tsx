// Sticky bar: appears once the page has scrolled past 700 px (then stays while any of its sections is
// current) and highlights the section whose top has passed the 70 px offset (SPEC §2, §9). The last section is often too short to reach that offset, so
// it is also highlighted when the page is scrolled to its end; a clicked tab stays highlighted until
// the scroll it started is over and the visitor scrolls again.
import { useEffect, useRef, useState } from 'react';
import { SECTION_OFFSET, SECTIONS, STICKY_AFTER, scrollToSection, type SectionId } from './scroll';

/** The section to highlight at the current scroll position. */
export function activeSection(sections: ReadonlyArray<SectionId>): SectionId | null {
  let active: SectionId | null = null;
  for (const id of sections) {
    const el = document.getElementById(id);
    if (el && el.getBoundingClientRect().top - SECTION_OFFSET <= 1) active = id;
  }
  const atEnd = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
  const last = sections.at(-1);
  if (atEnd && window.scrollY > 0 && last && document.getElementById(last)) active = last;
  return active;
}

export function StickySectionBar({ name, sections }: { name: string; sections: ReadonlyArray<SectionId> }) {
  const [visible, setVisible] = useState(false);
  const [current, setCurrent] = useState<SectionId | null>(null);
  // A clicked tab, held while the smooth scroll it started runs (scrolling: true) and until the next
  // scroll after that.
  const pinned = useRef<{ id: SectionId; scrolling: boolean } | null>(null);
  const shown = useRef(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const active = pinned.current?.id ?? activeSection(sections);
      // It appears past 700 px (SPEC §9); once shown it stays while one of its sections is current. The
      // first section starts above 700 px, so its tab scrolled the page back over the threshold and the
      // bar vanished under the visitor's pointer, on any screen short enough to need the bar.
      shown.current = window.scrollY > STICKY_AFTER || (shown.current && active !== null);
      setVisible(shown.current);
      setCurrent(active);
    };
    const onScroll = () => {
      if (pinned.current && !pinned.current.scrolling) pinned.current = null;
      if (!frame) frame = requestAnimationFrame(update);
    };
    const onScrollEnd = () => {
      if (pinned.current) pinned.current.scrolling = false;
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('scrollend', onScrollEnd);
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('scrollend', onScrollEnd);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [sections]);

  const select = (id: SectionId) => {
    const before = window.scrollY;
    pinned.current = { id, scrolling: true };
    setCurrent(id);
    scrollToSection(id);
    // No scroll happened (already there), or a browser without scrollend: release the pin shortly.
    setTimeout(() => {
      if (pinned.current?.id === id && (window.scrollY === before || !('onscrollend' in window))) pinned.current.scrolling = false;
    }, 1200);
  };

  return (
    <nav
      aria-label="页面导航"
      data-testid="sticky-bar"
      hidden={!visible}
      className="sj-bd-bar"
    >
      <div className="sj-container sj-bd-bar-row">
        <strong className="sj-bd-bar-name">
          {name}
        </strong>
        {SECTIONS.filter((s) => sections.includes(s.id)).map((s) => (
          <a
            key={s.id}
            href={`#${s.id}`}
            data-section={s.id}
            aria-current={current === s.id ? 'true' : undefined}
            onClick={(e) => {
              e.preventDefault();
              select(s.id);
            }}
            className="sj-bd-bar-link"
          >
            {s.label}
          </a>
        ))}
        <button type="button" className="sj-btn sj-bd-bar-cta" onClick={() => scrollToSection('message')}>
          在线咨询
        </button>
      </div>
    </nav>
  );
}
