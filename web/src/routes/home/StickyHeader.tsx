// The slim sticky header of the home page (SPEC §2, §9): appears after 400 px of scroll, with the logo
// and the search box. Rendered hidden on the server, so hydration matches; shown from the scroll handler.
import { SearchBox, type SearchIndustry } from '../../components/SearchBox';
import { Logo } from '../../components/SiteHeader';
import { useScrollRange } from '../../components/useScrollRange';
import { STICKY_HEADER_AFTER } from './sections';

/** Whether the page is scrolled past the sticky-header threshold; false on the server and at hydration. */
export function useScrolledPastHeader(): boolean {
  return useScrollRange(STICKY_HEADER_AFTER);
}

export function StickyHeader({ industries }: { industries: ReadonlyArray<SearchIndustry> }) {
  const shown = useScrolledPastHeader();
  return (
    <div className="hm-sticky" data-shown={shown} hidden={!shown} aria-label="吸顶搜索栏" role="region">
      <div className="sj-container hm-sticky-inner">
        <Logo />
        <div className="hm-sticky-search">
          <SearchBox id="hm-sticky-search" industries={industries} compact />
        </div>
      </div>
    </div>
  );
}
