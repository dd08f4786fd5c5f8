// 猜你喜欢: random brands in a side card; 换一批 refetches a new batch bypassing every cache (SPEC §4).
// The first batch comes from the route loader (pass GuessYouLikeDocument's randomBrands); only the
// button's refetch runs here, through the browser's Apollo Client.
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { GuessYouLikeDocument } from './guess-you-like-document';
import { BrandMiniList, type BrandMiniItem } from './BrandMini';
import { SideCard } from './SideCard';

export { GuessYouLikeDocument } from './guess-you-like-document';

export function GuessYouLike({ initial }: { initial: ReadonlyArray<BrandMiniItem> }) {
  const client = useApolloClient();
  const [brands, setBrands] = useState(initial);
  const [busy, setBusy] = useState(false);
  const refresh = async () => {
    setBusy(true);
    try {
      const { data } = await client.query({ query: GuessYouLikeDocument, variables: { refresh: true }, fetchPolicy: 'network-only' });
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
        <button type="button" className="sj-text-btn" onClick={refresh} disabled={busy}>
          {busy ? '加载中…' : '换一批'}
        </button>
      }
    >
      {brands.length ? <BrandMiniList brands={brands} columns={1} /> : <p className="sj-muted">暂无数据</p>}
    </SideCard>
  );
}
