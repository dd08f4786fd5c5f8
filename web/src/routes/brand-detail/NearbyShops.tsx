// Nearby shops (only for brands with shops): 8 at first, a load-more button while more exist.
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { PageLink } from '../../components/PageLink';
import { graphql } from '../../gql';

export const NearbyShopsFragment = graphql(`
  fragment NearbyShops_page on MapShopPage {
    total
    page
    pageSize
    items {
      id
      name
      address
      rating
      averagePrice
      kind
    }
  }
`);

const STEP = 8;

interface Shop {
  id: string;
  name: string;
  address: string;
  rating: number;
  averagePrice: number;
  kind: string;
}

export function NearbyShops({
  brandName,
  first,
}: {
  brandName: string;
  first: { total: number; page: number; items: ReadonlyArray<Shop> } | null;
}) {
  const client = useApolloClient();
  const [shops, setShops] = useState<ReadonlyArray<Shop>>(first?.items ?? []);
  const [page, setPage] = useState(first?.page ?? 1);
  const [visible, setVisible] = useState(STEP);
  const [busy, setBusy] = useState(false);
  const total = first?.total ?? 0;
  if (!first || !shops.length) return <p className="sj-muted">暂无门店信息</p>;

  const loadMore = async () => {
    const want = visible + STEP;
    if (want > shops.length && shops.length < total) {
      setBusy(true);
      try {
        const { BrandNearbyShopsDocument } = await import('./nearby-shops-document');
        const { data } = await client.query({ query: BrandNearbyShopsDocument, variables: { brandName, page: page + 1 } });
        const next = data?.nearbyShops;
        if (next) {
          setShops((s) => [...s, ...next.items]);
          setPage(next.page);
        }
      } catch (err) {
        console.warn('nearby shops failed', err);
      } finally {
        setBusy(false);
      }
    }
    setVisible(want);
  };

  return (
    <>
      <p className="sj-muted sj-bd-shops-note">
        共 {total} 家门店 · <PageLink to={`/map/${encodeURIComponent(`_${brandName}`)}`}>在地图上查看门店</PageLink>
      </p>
      <ul className="sj-list sj-bd-shops" data-testid="nearby-shops">
        {shops.slice(0, visible).map((s) => (
          <li key={s.id}>
            <strong>{s.name}</strong>
            <div className="sj-muted">{s.address}</div>
            <div className="sj-muted">
              评分 {s.rating.toFixed(1)} · 人均 ¥{Math.round(s.averagePrice)} · {s.kind}
            </div>
          </li>
        ))}
      </ul>
      {total > STEP && visible < total ? (
        <div className="sj-bd-more">
          <button type="button" className="sj-btn sj-btn-outline" onClick={loadMore} disabled={busy}>
            {busy ? '加载中…' : '加载更多'}
          </button>
        </div>
      ) : null}
    </>
  );
}
