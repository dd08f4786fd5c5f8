// Ranking boards, cards and details (upstream top/*) → schema names.
import type { RankingResolvers, ResolversTypes } from '../../generated/resolvers';
import type { WireTopList, WireTopMain } from '@shangji/contract';
import { categoryFromRef } from '../category/mapping';
import { linkGroup } from '../site/mapping';

/** SPEC §9: ranking sub-category cards, 10 per page. */
export const RANKING_PAGE_SIZE = 10;

export const Ranking: RankingResolvers = {
  id: (r) => String(r.id),
  categoryId: (r) => (r.cid ? String(r.cid) : null),
  title: (r) => r.title ?? '',
  description: (r) => r.description ?? '',
  keywords: (r) => r.keyword ?? '',
  brands: (r) => r.list ?? [],
  method: (r) => r.method ?? '',
  entries: (r) => (r.list ?? []).map((brand, i) => ({ rank: i + 1, score: r.scores?.[i] ?? null, brand })),
  sponsored: (r) => r.sponsored ?? [],
  // SPEC /top: the detail shows the first 4 banners.
  banners: (r) => (r.banner ?? []).slice(0, 4),
};

export function rankingHome(m: WireTopMain): ResolversTypes['RankingHome'] {
  return {
    heat: m.synthesize1,
    influence: m.synthesize2,
    investmentValue: m.synthesize3,
    investmentPotential: m.zhaoshang4 ?? [],
    searchHot: m.zhaoshangSearch ?? [],
    industries: m.listinfoCidList ?? [],
    byFeeBand: (m.listinfoFeeidList ?? []).map((f) => ({ feeBand: { id: String(f.id), name: f.name }, brands: f.list ?? [] })),
    certified: m.listinfoVipList,
    linkGroups: (m.links ?? []).map(linkGroup),
  };
}

export function rankingListing(l: WireTopList, page: number): ResolversTypes['RankingListing'] {
  return {
    category: l.category ? categoryFromRef(l.category) : null,
    rankings: { items: l.listinfo ?? [], total: l.totalcount ?? 0, page, pageSize: RANKING_PAGE_SIZE },
  };
}
