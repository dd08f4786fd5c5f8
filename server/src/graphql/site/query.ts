import type { QueryResolvers } from '../../generated/resolvers';
import { cityOption, isExternal, linkGroup, menuItem, searchConfig } from './mapping';

export const siteQuery: QueryResolvers = {
  ads: (_root, { slot }, { upstream }) => upstream.call(slot === 'V1_G01' ? 'adG01' : 'adG02', {}),
  linkGroups: async (_root, _args, { upstream }) => (await upstream.call('links', {}))?.map(linkGroup) ?? null,
  menu: async (_root, { parentId }, { upstream }) => (await upstream.call('menu', { pid: Math.max(0, Math.trunc(parentId)) }))?.map(menuItem) ?? null,
  cities: async (_root, { parent }, { upstream }) => (await upstream.call('city', parent?.trim() ? { action: 'children', value: parent.trim() } : {}))?.map(cityOption) ?? null,
  searchConfig: async (_root, _args, { upstream }) => {
    const data = await upstream.call('cidSearch', {});
    return data ? searchConfig(data) : null;
  },
  // Only an http(s) address the upstream resolved leaves the site (server/src/ssr/jump.ts).
  resolveJump: async (_root, { url }, { upstream }) => {
    const target = url.trim() ? await upstream.call('skipAd', { url: url.trim() }) : null;
    return typeof target === 'string' && isExternal(target) ? target : null;
  },
};
