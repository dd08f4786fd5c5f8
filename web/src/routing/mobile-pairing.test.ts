import { describe, expect, it } from 'vitest';
import { choseDesktop, closestMobilePath, isPhone, mobileCounterpart } from './mobile-pairing';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.0 Mobile/15E148 Safari/604.1';
const PIXEL = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 15_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.0 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

describe('mobile pairing', () => {
  it('pairs the pages the mobile site has, query kept', () => {
    expect(mobileCounterpart('/')).toBe('/');
    expect(mobileCounterpart('/shangji/12')).toBe('/shangji/12');
    expect(mobileCounterpart('/shangji/canyin-3-0-0-1?p=2')).toBe('/shangji/canyin-3-0-0-1?p=2');
    expect(mobileCounterpart('/news')).toBe('/news');
    expect(mobileCounterpart('/news/7')).toBe('/news/7');
    expect(mobileCounterpart('/search?model=news&q=火锅')).toBe('/search?model=news&q=火锅');
    expect(mobileCounterpart('/duibi?ids=1,2')).toBe('/duibi?ids=1,2');
    expect(mobileCounterpart('/duibi')).toBe('/duibi');
    expect(mobileCounterpart('/wode/zixun')).toBe('/wode/zixun');
  });

  it('pairs every desktop page kind but /cache: the owner pages, the site map, posters, store maps, the 2019 policy', () => {
    for (const path of ['/brandentry', '/brandmarket', '/serviceoffers', '/marketing', '/sitemap', '/haibao/3', '/map/%E4%B8%8A%E6%B5%B7_abc', '/map/1', '/privacypolicy/2019-10-16']) {
      expect(mobileCounterpart(path), path).toBe(path);
    }
    expect(mobileCounterpart('/cache?yeshili=ok')).toBeNull();
    expect(closestMobilePath('/cache')).toBe('/');
  });

  it('gives pages without a mobile page no counterpart, and the closest existing one for links', () => {
    for (const path of ['/cache', '/shangji/1/x/y', '/top/abc', '/haibao/1/x', '/map', '/shangji/1/x', '/duibi/1', '/wode', '/wode/zixun/1', '/privacypolicy/2019']) expect(mobileCounterpart(path)).toBeNull();
    expect(closestMobilePath('/haibao/1/x')).toBe('/shangji');
    expect(mobileCounterpart('/aboutus')).toBe('/aboutus');
    expect(closestMobilePath('/shangji/1/x/y')).toBe('/shangji');
    expect(mobileCounterpart('/shangji')).toBe('/shangji');
    expect(closestMobilePath('/top/abc')).toBe('/top');
    expect(closestMobilePath('/map/1/x')).toBe('/shangji');
    expect(mobileCounterpart('/comment/1?tab=2')).toBe('/comment/1?tab=2');
    expect(mobileCounterpart('/vip')).toBe('/vip');
    expect(mobileCounterpart('/vip/canyin?p=2')).toBe('/vip/canyin?p=2');
    expect(mobileCounterpart('/top/3')).toBe('/top/3');
    expect(mobileCounterpart('/zhuanti/3')).toBe('/zhuanti/3');
    expect(closestMobilePath('/shangji/1')).toBe('/shangji/1');
  });

  it('tells phones from tablets and desktops', () => {
    expect(isPhone(IPHONE)).toBe(true);
    expect(isPhone(PIXEL)).toBe(true);
    expect(isPhone(IPAD)).toBe(false);
    expect(isPhone(DESKTOP)).toBe(false);
    expect(isPhone(undefined)).toBe(false);
  });

  it('reads the 电脑版 choice from the cookie header only when it says pc', () => {
    expect(choseDesktop('a=1; sj_view=pc')).toBe(true);
    expect(choseDesktop('sj_view=pc')).toBe(true);
    expect(choseDesktop('sj_view=pcx')).toBe(false);
    expect(choseDesktop('xsj_view=pc')).toBe(false);
    expect(choseDesktop(undefined)).toBe(false);
  });
});
