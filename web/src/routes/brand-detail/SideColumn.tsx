// The brand page's side column (相关品牌, 相关资讯, 最新留言, 猜你喜欢), streamed as one deferred section: one
// Suspense boundary, so one segment and one reveal script per page instead of one per card. While it
// streams (no `data`) or if it failed, each card keeps its frame with its own placeholder.
import { BrandMiniItems, type BrandMiniItem } from '../../components/BrandMini';
import { Loading } from '../../components/DeferredSection';
import { EnquiryTicker, EnquiryTickerLoading } from '../../components/EnquiryTicker';
import { NewsTitleItems } from '../../components/NewsTitleList';
import { Pasted } from '../../components/Pasted';
import { PlainLinksContext } from '../../components/plain-links';
import { SideCard } from '../../components/SideCard';
import type { BrandDetailSidebarQuery } from '../../gql/graphql';
import { lazy, Suspense } from 'react';

// 猜你喜欢 (its 换一批 refetch and list) loads apart from the page's first JavaScript: the server renders it
// whole and hydration keeps that markup until the chunk arrives (the card sits at the column's end).
const GuessYouLike = lazy(() => import('../../components/GuessYouLike').then((m) => ({ default: m.GuessYouLike })));

export interface SideColumnData {
  /** Null when the sidebar query failed (the loader logged it): its cards say 暂无数据. */
  sidebar: BrandDetailSidebarQuery | null;
  guess: ReadonlyArray<BrandMiniItem> | null;
}

const NO_DATA = <p className="sj-muted">暂无数据</p>;

export function SideColumn({ brandId, data, failed = false }: { brandId: string; data?: SideColumnData; failed?: boolean }) {
  const pending = !data && !failed;
  const placeholder = failed ? NO_DATA : <Loading />;
  const sidebar = data?.sidebar;
  const others = (sidebar?.similarBrands ?? []).filter((b) => b.id !== brandId).slice(0, 5);
  // 相关品牌 and 相关资讯 are pasted per sidebar answer (decision 0152): the gateway hands every render of a
  // brand the same frozen answer while it is fresh, so their rows are rendered once per answer. Their
  // links are plain anchors, handled by the page's click handler (route.tsx) as the rest of the page's.
  return (
    <>
      <SideCard title="相关品牌">
        {sidebar && others.length ? (
          <Pasted as="ul" className="sj-list" markupKey={`related\n${brandId}`} markupOwner={sidebar}>
            <PlainLinksContext value={true}>
              <BrandMiniItems brands={others} />
            </PlainLinksContext>
          </Pasted>
        ) : data ? (
          NO_DATA
        ) : (
          placeholder
        )}
      </SideCard>
      <SideCard title="相关资讯">
        {sidebar?.relatedNews?.length ? (
          <Pasted as="ul" className="sj-list" markupKey="news" markupOwner={sidebar}>
            <PlainLinksContext value={true}>
              <NewsTitleItems news={sidebar.relatedNews} />
            </PlainLinksContext>
          </Pasted>
        ) : data ? (
          NO_DATA
        ) : (
          placeholder
        )}
      </SideCard>
      <SideCard title="最新留言">
        {data ? <EnquiryTicker items={data.sidebar?.enquiryTicker ?? []} /> : pending ? <EnquiryTickerLoading /> : NO_DATA}
      </SideCard>
      {data ? (
        <Suspense fallback={<SideCard title="猜你喜欢">{placeholder}</SideCard>}>
          <GuessYouLike initial={data.guess ?? []} />
        </Suspense>
      ) : (
        placeholder
      )}
    </>
  );
}
