// The page's own header (SPEC §2, §9): the section links and an entry button. It rests under the
// breadcrumb and is fixed to the top of the window once the page is scrolled past 200 px, so the
// sections and the entry stay one click away. A placeholder keeps its height so nothing jumps.
import { useSiteConfig } from '../../app-context';
import { useScrollRange } from '../../components/useScrollRange';
import { SECTIONS, SIDE_HEADER_AFTER } from './content';
import { EntryLink } from './EntryLink';

export function SideHeader() {
  const fixed = useScrollRange(SIDE_HEADER_AFTER);
  const hasPartners = Boolean(useSiteConfig().mediaPartners?.length);
  return (
    <div className="be-side-slot">
      <div className="be-side" data-fixed={fixed} role="region" aria-label="品牌入驻导航">
        <div className="sj-container be-side-inner">
          <strong className="be-side-title">品牌入驻</strong>
          <nav aria-label="页面导航" className="be-side-nav">
            {SECTIONS.filter((s) => s.id !== 'media' || hasPartners).map((s) => (
              <a key={s.id} href={`#${s.id}`}>
                {s.nav}
              </a>
            ))}
          </nav>
          <EntryLink where="side" className="be-entry be-entry-small">
            立即入驻
          </EntryLink>
        </div>
      </div>
    </div>
  );
}
