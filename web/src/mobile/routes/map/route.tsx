// Mobile /map/{city}_{brand keyword}: the store map for a phone. The desktop page's loader and head
// (routes/map/route.tsx: the first page of shops, a failed request a note on a page that stays usable, the
// store-ledger note deferred); the map drawn on the server (static-map.ts: tiles and numbered markers, no
// dragging), each marker a jump to its shop in the numbered list below (highlighted by :target), the
// search box a form that client/map-search.ts sends to /map/{city}_{keyword} (without script: the search page).
import { Suspense } from 'react';
import { Await, useLoaderData, useLocation } from 'react-router';
import { useSiteConfig } from '../../../app-context';
import { DEFAULT_CENTRE, DEFAULT_ZOOM, LedgerNote, loader, meta } from '../../../routes/map/route';
import { mapPath } from '../../../routes/map/keyword';
import { ShopFacts } from '../../../routes/map/ShopFacts';
import { tileProvider } from '../../../routes/map/tiles';
import { Head } from '../../components/Head';
import { useBindings } from '../../assets';
import { frame, offsetOf, tilesAround } from './static-map';

export { loader };

const EMPTY_TEXT = '暂无匹配的门店，请更换关键词再试';

export function Component() {
  const { city, keyword, search, failure, ledger } = useLoaderData<typeof loader>();
  const config = useSiteConfig();
  const { pathname } = useLocation();
  const shops = search?.shops.items ?? [];
  const brand = search?.brandsWithShops.find((b) => b.name === keyword) ?? null;
  const c = search?.centre;
  const fallback = c && c.city ? c : { latitude: DEFAULT_CENTRE[0], longitude: DEFAULT_CENTRE[1] };
  const { centre, zoom } = frame(shops, fallback, DEFAULT_ZOOM);
  const tile = config.mapTileUrl ? tileProvider(config.mapTileUrl) : null;
  const others = (search?.hotBrands ?? []).filter((b) => b.name !== keyword).slice(0, 8);
  useBindings('map-search');
  return (
    <>
      <Head {...meta(city, keyword, pathname)} />
      <nav className="m-crumbs" aria-label="面包屑">
        <a href="/">首页</a>
        <a href="/shangji">品牌库</a>
        {brand ? <a href={`/shangji/${brand.id}`}>{brand.name}</a> : null}
      </nav>
      <h1 className="m-title">
        {city}
        {keyword}门店地图
      </h1>
      <form className="m-search" action="/search" method="get" role="search" data-map-search={city}>
        <input type="search" name="q" defaultValue={keyword} maxLength={50} aria-label="品牌关键词" placeholder="输入品牌名称查门店" />
        <button type="submit">查门店</button>
      </form>
      <p className="m-actions">
        {brand ? (
          <a className="m-button m-button-ghost" href={`/shangji/${brand.id}`}>
            返回品牌
          </a>
        ) : null}
        <a className="m-button m-button-ghost" href="/shangji/all">
          品牌列表
        </a>
        <a className="m-button m-button-ghost" href={config.links.merchantCenterUrl} target="_blank" rel="nofollow noopener">
          商家会员中心
        </a>
      </p>
      {failure ? (
        <p className="m-notice" role="alert">
          门店加载失败：{failure}
        </p>
      ) : null}
      {brand && ledger ? (
        <p className="m-muted" role="note" data-testid="map-ledger">
          <Suspense fallback={<>正在核对门店台账…</>}>
            <Await resolve={ledger} errorElement={<LedgerNote name={brand.name} ledger={null} mapped={null} />}>
              {(r) => <LedgerNote name={brand.name} ledger={r.brand?.publicRecord?.ledger ?? null} mapped={r.nearbyShops?.total ?? null} />}
            </Await>
          </Suspense>
        </p>
      ) : null}
      <div className="m-map" data-testid="shop-map" aria-label={`${city}${keyword}门店分布图`} role="img">
        {tile
          ? tilesAround(centre, zoom).map((t) => (
              <img key={`${t.x}-${t.y}`} src={tile(t.x, t.y, zoom)} alt="" width={256} height={256} loading="lazy" style={{ left: `calc(50% + ${t.left}px)`, top: `calc(50% + ${t.top}px)` }} />
            ))
          : null}
        {shops.map((s, i) => {
          const o = offsetOf(s, centre, zoom);
          return (
            <span key={s.id} className="m-map-marker" style={{ left: `calc(50% + ${o.left}px)`, top: `calc(50% + ${o.top}px)` }}>
              {i + 1}
            </span>
          );
        })}
      </div>
      <section className="m-section" aria-labelledby="shops-title">
        <h2 id="shops-title">门店列表{search ? `（共${search.shops.total}家）` : ''}</h2>
        {shops.length ? (
          <ol className="m-shops">
            {shops.map((s, i) => (
              <li key={s.id} id={`shop-${s.id}`}>
                <span className="m-rank" aria-hidden="true">
                  {i + 1}
                </span>
                <div>
                  <strong>{s.name}</strong>
                  <ShopFacts shop={s} className="m-muted" tagsClassName="m-map-tags" />
                </div>
              </li>
            ))}
          </ol>
        ) : (
          <p className="m-muted">{failure ? '门店暂时无法读取，请稍后再试。' : EMPTY_TEXT}</p>
        )}
      </section>
      {others.length ? (
        <section className="m-section" aria-labelledby="other-brands-title">
          <h2 id="other-brands-title">其他品牌门店</h2>
          <p className="m-hot">
            {others.map((b) => (
              <a key={b.id} href={mapPath(city, b.name)}>
                {b.name}
              </a>
            ))}
          </p>
        </section>
      ) : null}
    </>
  );
}
