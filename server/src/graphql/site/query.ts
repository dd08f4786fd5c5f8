import type { QueryResolvers } from '../../generated/resolvers';
import { cityOption, isExternal, linkGroup, menuItem, searchConfig } from './mapping';

export const siteQuery: QueryResolvers = {
  ads: (_root, { slot }, { upstream }) => upstream.ads(slot),
  linkGroups: async (_root, _args, { upstream }) => (await upstream.links())?.map(linkGroup) ?? null,
  menu: async (_root, { parentId }, { upstream }) => (await upstream.menu(Math.max(0, Math.trunc(parentId))))?.map(menuItem) ?? null,
  cities: async (_root, { parent }, { upstream }) => (await upstream.cities(parent?.trim() || undefined))?.map(cityOption) ?? null,
  searchConfig: async (_root, _args, { upstream }) => {
    const data = await upstream.cidSearch();
    return data ? searchConfig(data) : null;
  },
  // Only an http(s) address the upstream resolved leaves the site (DESIGN "Security").
  resolveJump: async (_root, { url }, { upstream }) => {
    const target = url.trim() ? await upstream.skipAd(url.trim()) : null;
    return typeof target === 'string' && isExternal(target) ? target : null;
  },
};
