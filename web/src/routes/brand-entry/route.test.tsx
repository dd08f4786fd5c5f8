// The entry page's loader (its one query is deferred; an upstream failure empties only the brands) and
// the fixed content the SPEC prescribes.
import { describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { contextWith, type AppDeps } from '../../app-context';
import { renderToStaticMarkup } from 'react-dom/server';
import { SiteConfigContext } from '../../app-context';
import type { SiteConfig } from '../../hydration';
import { CONDITIONS, COUNTERS, partnerSlides, STEPS } from './content';
import { SideHeader } from './SideHeader';
import { CERTIFIED_COUNT, loader } from './route';

const url = new URL('http://localhost/brandentry');
/** The loader's arguments with deps whose query is `query` (the only dep this loader uses). */
const argsWith = (query: AppDeps['query']): LoaderFunctionArgs => ({
  request: new Request(url),
  url,
  pattern: '/brandentry',
  params: {},
  context: contextWith({ query, config: { siteUrl: '', mobileSiteUrl: '', links: { wechatQrUrl: '', miniProgramQrUrl: '', salesQrUrl: '', brandPortalUrl: '', merchantCenterUrl: '', courseUrl: '', claimUrl: '' } } }),
});

describe('/brandentry loader', () => {
  it('asks for the six certified brands without waiting for them', async () => {
    const brands = Array.from({ length: 6 }, (_, i) => ({ id: String(i + 1) }));
    let answer: (v: unknown) => void = () => {};
    const query = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const result = loader(argsWith(query as unknown as AppDeps['query']));
    expect(query).toHaveBeenCalledWith(expect.anything(), { limit: CERTIFIED_COUNT });
    answer({ certifiedBrands: brands });
    await expect(result.certified).resolves.toEqual(brands);
  });

  it('an upstream failure leaves the section empty instead of failing the page', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const query = vi.fn(() => Promise.reject(new Error('upstream down')));
    const { certified } = loader(argsWith(query as unknown as AppDeps['query']));
    await expect(certified).resolves.toEqual([]);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('[brandentry]'), 'upstream down');
    error.mockRestore();
  });

  it('a null answer (no certified brands) is an empty list', async () => {
    const query = vi.fn(() => Promise.resolve({ certifiedBrands: null }));
    await expect(loader(argsWith(query as unknown as AppDeps['query'])).certified).resolves.toEqual([]);
  });
});

describe('/brandentry content', () => {
  it('has the four SPEC figures, nine conditions with the store and age rules, and the four steps', () => {
    expect(COUNTERS.map((c) => c.value)).toEqual(['500', '2000', '100W', '100W']);
    expect(CONDITIONS).toHaveLength(9);
    expect(CONDITIONS.some((c) => c.includes('门店数量5家以上'))).toBe(true);
    expect(CONDITIONS.some((c) => c.includes('运营1年以上'))).toBe(true);
    expect(STEPS.map((s) => s.title)).toEqual(['在线申请', '评估洽谈', '签订协议', '品牌发布']);
  });

  it('groups the media partners into carousel slides without losing or repeating one', () => {
    const slides = partnerSlides(['a', 'b', 'c', 'd', 'e'], 2);
    expect(slides).toEqual([
      { key: 'partners-1', label: '第1组', names: ['a', 'b'] },
      { key: 'partners-2', label: '第2组', names: ['c', 'd'] },
      { key: 'partners-3', label: '第3组', names: ['e'] },
    ]);
    expect(partnerSlides([])).toEqual([]);
  });

  it('links the 合作媒体 section only when MEDIA_PARTNERS names some (none by default)', () => {
    const config = (mediaPartners?: string[]): SiteConfig => ({
      siteUrl: '', mobileSiteUrl: '', mediaPartners,
      links: { wechatQrUrl: '', miniProgramQrUrl: '', salesQrUrl: '', brandPortalUrl: '', merchantCenterUrl: '', courseUrl: '', claimUrl: '' },
    });
    const nav = (c: SiteConfig) => renderToStaticMarkup(<SiteConfigContext.Provider value={c}><SideHeader /></SiteConfigContext.Provider>);
    expect(nav(config())).not.toContain('合作媒体');
    expect(nav(config([]))).not.toContain('合作媒体');
    expect(nav(config(['甲媒体']))).toContain('href="#media"');
  });
});
