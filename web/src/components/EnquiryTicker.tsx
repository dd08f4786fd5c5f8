// The latest-enquiries ticker (SPEC §4, §9): scrolls one row per second with a 0.5 s slide, pauses
// while hovered or focused. With prefers-reduced-motion it does not move: the list becomes a small
// scrollable box instead.
import { useEffect, useState } from 'react';
import { graphql } from '../gql';
import { useHydrated, usePrefersReducedMotion } from './useHydrated';
import type { EnquiryTicker_ItemFragment } from '../gql/graphql';

export const EnquiryTickerFragment = graphql(`
  fragment EnquiryTicker_item on TickerItem {
    id
    maskedName
    title
    time
  }
`);

const ROW = 32;
const VISIBLE = 5;

/** The ticker's place while its rows stream in: the same height, so their arrival shifts nothing. */
export function EnquiryTickerLoading() {
  return (
    <p className="sj-muted" role="status" style={{ height: ROW * VISIBLE, margin: 0 }}>
      加载中…
    </p>
  );
}

export function EnquiryTicker({ items }: { items: ReadonlyArray<EnquiryTicker_ItemFragment> }) {
  // The rows in their current order; a new list of items starts over (set while rendering, not in an effect).
  const [rows, setRows] = useState(items);
  const [rowsOf, setRowsOf] = useState(items);
  if (rowsOf !== items) {
    setRowsOf(items);
    setRows(items);
  }
  const [sliding, setSliding] = useState(false);
  const [paused, setPaused] = useState(false);
  // The server (and hydration) renders the rows in view and the next one; the rest, only ever revealed by
  // the ticker's motion, join after mount: 24 of a brand page's ~540 elements were such rows.
  const mounted = useHydrated();
  const reduced = usePrefersReducedMotion();
  const moving = !reduced && rows.length > VISIBLE;
  useEffect(() => {
    if (paused || !moving) return undefined;
    const timer = setInterval(() => setSliding(true), 1000);
    return () => clearInterval(timer);
  }, [paused, moving]);
  if (!rows.length) return <p className="sj-muted">暂无留言</p>;
  const shown = mounted ? rows : rows.slice(0, VISIBLE + 1);
  // Row styles are static classes (theme.ts, .sj-ticker): no style attributes rendered per row.
  return (
    <div
      data-testid="enquiry-ticker"
      className="sj-ticker"
      style={{ height: ROW * VISIBLE, overflowY: reduced ? 'auto' : 'hidden' }}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <ul
        className="sj-list"
        style={{
          transform: sliding ? `translateY(-${ROW}px)` : 'none',
          transition: sliding ? 'transform .5s ease' : 'none',
        }}
        onTransitionEnd={() => {
          setRows((r) => [...r.slice(1), ...r.slice(0, 1)]);
          setSliding(false);
        }}
      >
        {shown.map((r, i) => (
          // Rows below the box are hidden, not only clipped: they are not read out, and contrast checks do
          // not judge them against whatever lies under the box. The next row shows while it slides in.
          <li key={r.id} className={moving && i >= VISIBLE + (sliding ? 1 : 0) ? 'sj-ticker-off' : undefined}>
            <span className="sj-red">{r.maskedName}</span>
            {` 咨询了 ${r.title}`}
            <span className="sj-muted sj-ticker-time">{r.time}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
