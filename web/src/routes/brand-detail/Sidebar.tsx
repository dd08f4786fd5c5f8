// Sidebar of the brand page: related brands, related news, the enquiry ticker and 'guess you like'.
// All deferred: they stream after the shell and never fail the page.
import { useApolloClient } from '@apollo/client/react';
import { Suspense, useContext, useEffect, useState, type ReactNode } from 'react';
import { Await, Link } from 'react-router';
import { InlineDeferredContext } from '../../app-context';
import { BrandMiniList, type BrandMiniItem } from '../../components/BrandMini';
import { graphql } from '../../gql';

export function SideCard({ title, children, extra }: { title: string; children: ReactNode; extra?: ReactNode }) {
  return (
    <section className="sj-card" aria-label={title}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <h2 className="sj-card-title">{title}</h2>
        {extra}
      </div>
      {children}
    </section>
  );
}

export function Loading() {
  return (
    <p className="sj-muted" role="status">
      加载中…
    </p>
  );
}

export function Empty({ text = '暂无数据' }: { text?: string }) {
  return <p className="sj-muted">{text}</p>;
}

/** A deferred section: a loading state while it streams, an empty state if it failed. */
export function Deferred<T>({ resolve, children }: { resolve: Promise<T>; children: (value: T) => ReactNode }) {
  const inline = useContext(InlineDeferredContext);
  if (inline) {
    return (
      <Await resolve={resolve} errorElement={<Empty />}>
        {(value: T) => children(value)}
      </Await>
    );
  }
  return (
    <Suspense fallback={<Loading />}>
      <Await resolve={resolve} errorElement={<Empty />}>
        {(value: T) => children(value)}
      </Await>
    </Suspense>
  );
}

export interface TickerRow {
  id: string;
  maskedName: string;
  title: string;
  time: string;
}

const ROW = 32;

/** One row per second with a 0.5 s slide; pauses while hovered or focused. */
export function EnquiryTicker({ items }: { items: ReadonlyArray<TickerRow> }) {
  const [rows, setRows] = useState(items);
  const [sliding, setSliding] = useState(false);
  const [paused, setPaused] = useState(false);
  useEffect(() => setRows(items), [items]);
  useEffect(() => {
    if (paused || rows.length <= 5) return undefined;
    const timer = setInterval(() => setSliding(true), 1000);
    return () => clearInterval(timer);
  }, [paused, rows.length]);
  if (!rows.length) return <Empty text="暂无留言" />;
  return (
    <div
      data-testid="enquiry-ticker"
      style={{ height: ROW * 5, overflow: 'hidden' }}
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
        {rows.map((r) => (
          <li key={r.id} style={{ height: ROW, lineHeight: `${ROW - 12}px`, fontSize: 13 }}>
            <span style={{ color: '#e4393c' }}>{r.maskedName}</span> 咨询了 {r.title}
            <span className="sj-muted" style={{ float: 'right' }}>
              {r.time}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function RelatedNewsList({ news }: { news: ReadonlyArray<{ id: string; title: string; publishedMonthDay: string }> }) {
  if (!news.length) return <Empty />;
  return (
    <ul className="sj-list">
      {news.map((n) => (
        <li key={n.id}>
          <span className="sj-muted" style={{ float: 'right', marginLeft: 8 }}>
            {n.publishedMonthDay}
          </span>
          <Link to={`/news/${n.id}`}>{n.title}</Link>
        </li>
      ))}
    </ul>
  );
}

/** 'Guess you like': random brands; 换一批 refetches bypassing every cache. */
export function GuessYouLike({ initial }: { initial: ReadonlyArray<BrandMiniItem> }) {
  const client = useApolloClient();
  const [brands, setBrands] = useState(initial);
  const [busy, setBusy] = useState(false);
  const refresh = async () => {
    setBusy(true);
    try {
      const { data } = await client.query({
        query: GuessYouLikeDocument,
        variables: { refresh: true },
        fetchPolicy: 'network-only',
      });
      if (data?.randomBrands) setBrands(data.randomBrands);
    } catch (err) {
      console.warn('guess-you-like refresh failed', err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <SideCard
      title="猜你喜欢"
      extra={
        <button type="button" onClick={refresh} disabled={busy} style={{ border: 0, background: 'none', color: '#2f6fd6', cursor: 'pointer' }}>
          {busy ? '加载中…' : '换一批'}
        </button>
      }
    >
      {brands.length ? <BrandMiniList brands={brands} columns={1} /> : <Empty />}
    </SideCard>
  );
}

export const GuessYouLikeDocument = graphql(`
  query GuessYouLike($refresh: Boolean) {
    randomBrands(limit: 6, refresh: $refresh) {
      ...BrandMini_brand
    }
  }
`);
