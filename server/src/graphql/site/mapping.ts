// Site-wide upstream shapes (ads, link groups, menus, the city tree, search config) → schema names.
import type { BannerResolvers, CityOption, LinkGroup, MenuItem, SearchConfig } from '../../generated/resolvers';
import type { WireCidSearch, WireCityOption, WireLinkGroup, WireMenuItem } from '@shangji/contract';
import { categoryFromRef } from '../category/mapping';

export const isExternal = (href: string) => /^https?:\/\//i.test(href);

export const Banner: BannerResolvers = {
  title: (a) => a.title ?? '',
  imageUrl: (a) => a.litpic ?? '',
  href: (a) => a.href ?? '',
  external: (a) => isExternal(a.href ?? ''),
};

/** weight 0 means nofollow (SPEC §3). */
export function linkGroup(g: WireLinkGroup): LinkGroup {
  return { name: g.name, links: (g.links ?? []).map((l) => ({ title: l.title, url: l.url, nofollow: Number(l.weight) === 0 })) };
}

export function menuItem(m: WireMenuItem): MenuItem {
  return { id: String(m.id), name: m.name, pinyin: m.pinyin ?? '', url: m.url ?? '' };
}

/** value and label are both the name upstream; options are keyed by name. */
export function cityOption(c: WireCityOption): CityOption {
  return { name: c.label || c.value, children: (c.children ?? []).map(cityOption) };
}

export function searchConfig(s: WireCidSearch): SearchConfig {
  return {
    categories: (s.classify ?? []).map(categoryFromRef),
    hotSearches: (s.hotSearch ?? []).map((h) => ({ id: String(h.id), title: h.title })),
  };
}
