// Sticky bar: appears once the page has scrolled past 700 px (then stays while any of its sections is
// current) and highlights the section whose top has passed the 70 px offset (SPEC §2, §9). The last section is often too short to reach that offset, so
// it is also highlighted when the page is scrolled to its end; a clicked tab stays highlighted until
// the scroll it started is over and the visitor scrolls again.
import { useEffect, useRef, useState } from 'react';
import { palette } from '../../palette';
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
      style={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        zIndex: 50,
        background: palette.white,
        boxShadow: '0 2px 6px rgba(0,0,0,.12)',
      }}
    >
      <div className="sj-container" style={{ display: 'flex', alignItems: 'center', height: 56, gap: 8 }}>
        <strong style={{ fontSize: 18, marginRight: 24, maxWidth: 260, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' }}>
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
            style={{
              padding: '0 16px',
              lineHeight: '56px',
              borderBottom: current === s.id ? `3px solid ${palette.red}` : '3px solid transparent',
              color: current === s.id ? palette.redText : undefined,
              fontWeight: current === s.id ? 'bold' : undefined,
            }}
          >
            {s.label}
          </a>
        ))}
        <button type="button" className="sj-btn" style={{ marginLeft: 'auto' }} onClick={() => scrollToSection('message')}>
          在线咨询
        </button>
      </div>
    </nav>
  );
}
