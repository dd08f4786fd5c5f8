// Sticky bar: appears once the page has scrolled past 700 px and highlights the section whose top has
// passed the 70 px offset (SPEC §2, §9).
import { useEffect, useState } from 'react';
import { SECTION_OFFSET, SECTIONS, STICKY_AFTER, scrollToSection, type SectionId } from './scroll';

export function StickySectionBar({ name, sections }: { name: string; sections: ReadonlyArray<SectionId> }) {
  const [visible, setVisible] = useState(false);
  const [current, setCurrent] = useState<SectionId | null>(null);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setVisible(window.scrollY > STICKY_AFTER);
      let active: SectionId | null = null;
      for (const id of sections) {
        const el = document.getElementById(id);
        if (el && el.getBoundingClientRect().top - SECTION_OFFSET <= 1) active = id;
      }
      setCurrent(active);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [sections]);

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
        background: '#fff',
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
              scrollToSection(s.id);
            }}
            style={{
              padding: '0 16px',
              lineHeight: '56px',
              borderBottom: current === s.id ? '3px solid #e4393c' : '3px solid transparent',
              color: current === s.id ? '#e4393c' : undefined,
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
