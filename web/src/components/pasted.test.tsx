// Pasted markup (decision 0137): a page whose chrome is pasted from kept markup is byte for byte the page
// rendered in full (what the browser hydrates against), cold or warm, for every current section; a key
// never serves another page's variant; kept content is not rendered again; and a nested render leaves the
// outer render's own ids alone.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { useId, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SiteConfigContext } from '../app-context';
import type { SiteConfig } from '../hydration';
import { createMarkupCache } from '../server-markup';
import { MarkupCacheContext, Pasted, type MarkupCache } from './Pasted';
import { SiteFooter } from './SiteFooter';
import { SiteHeader, type HotSearchItem } from './SiteHeader';
import { TopBar } from './TopBar';

const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
const config: SiteConfig = {
  siteUrl: 'https://www.shangji.test',
  mobileSiteUrl: 'https://m.shangji.test',
  links: {
    wechatQrUrl: 'https://weixin.qq.com/r/shangji',
    miniProgramQrUrl: 'https://mp.shangji.test/app',
    salesQrUrl: '',
    brandPortalUrl: '',
    merchantCenterUrl: '',
    courseUrl: '',
    claimUrl: '',
  },
};
const industries = [
  { id: '1', name: '餐饮', pinyin: 'canyin' },
  { id: '2', name: '教育', pinyin: 'jiaoyu' },
];
const hot: HotSearchItem[] = [
  { id: '7', title: '奶茶' },
  { id: '8', title: '火锅 & 串串' },
];

function chrome(path: string, hotSearches: HotSearchItem[] = hot, siteConfig: SiteConfig = config): ReactNode {
  return (
    <ApolloProvider client={client}>
      <SiteConfigContext.Provider value={siteConfig}>
        <MemoryRouter initialEntries={[path]}>
          <TopBar />
          <SiteHeader industries={industries} hotSearches={hotSearches} />
          <main>正文</main>
          <SiteFooter />
        </MemoryRouter>
      </SiteConfigContext.Provider>
    </ApolloProvider>
  );
}
const pasting = (cache: MarkupCache, node: ReactNode) => renderToString(<MarkupCacheContext.Provider value={cache}>{node}</MarkupCacheContext.Provider>);

describe('the chrome, pasted', () => {
  it.each(['/', '/shangji/12', '/news', '/news/zhidao', '/top', '/aboutus'])('writes the bytes it renders in full at %s, cold and warm', (path) => {
    const full = renderToString(chrome(path));
    const cache = createMarkupCache();
    expect(pasting(cache, chrome(path))).toBe(full);
    expect(pasting(cache, chrome(path))).toBe(full);
  });

  it('serves each variant by its own key: another current section, other hot searches, other codes', () => {
    const cache = createMarkupCache();
    pasting(cache, chrome('/news'));
    expect(pasting(cache, chrome('/shangji/1'))).toBe(renderToString(chrome('/shangji/1')));
    const otherHot = [{ id: '9', title: '烘焙' }];
    expect(pasting(cache, chrome('/shangji/1', otherHot))).toBe(renderToString(chrome('/shangji/1', otherHot)));
    const otherCodes = { ...config, links: { ...config.links, wechatQrUrl: 'https://weixin.qq.com/r/other' } };
    const page = pasting(cache, chrome('/shangji/1', hot, otherCodes));
    expect(page).toBe(renderToString(chrome('/shangji/1', hot, otherCodes)));
    expect(page).toContain('data-qr-value="https://weixin.qq.com/r/other"');
  });
});

describe('Pasted', () => {
  it('renders kept content once, and its children as usual without a cache (the browser)', () => {
    let renders = 0;
    function Content({ text }: { text: string }) {
      renders++;
      return <b>{text}</b>;
    }
    const tree = (
      <Pasted as="div" className="x" markupKey="k">
        <Content text="甲 & 乙" />
      </Pasted>
    );
    const cache = createMarkupCache();
    expect(pasting(cache, tree)).toBe('<div class="x"><b>甲 &amp; 乙</b></div>');
    expect(pasting(cache, tree)).toBe('<div class="x"><b>甲 &amp; 乙</b></div>');
    expect(renders).toBe(1);
    expect(renderToString(tree)).toBe('<div class="x"><b>甲 &amp; 乙</b></div>');
    expect(renders).toBe(2);
  });

  it('leaves the ids of the render around a cold paste as they are in a full render', () => {
    function Labelled() {
      const id = useId();
      return <label htmlFor={id}>{id}</label>;
    }
    const tree = (
      <section>
        <Labelled />
        <Pasted as="div" markupKey="ids">
          <span>固定</span>
        </Pasted>
        <Labelled />
      </section>
    );
    expect(pasting(createMarkupCache(), tree)).toBe(renderToString(tree));
  });
});
