// /map/{city}_{brand keyword}: the store map (SPEC §2). Left a collapsible numbered shop list, right the map
// (pigeon-maps, tiles from MAP_TILE_URL) with numbered markers; a marker and its list item highlight each
// other and open one info window. Dragging or zooming reloads the shops in the visible bounds.
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { depsContext } from '../../app-context';
import { useSiteConfig } from '../../app-context';
import { Breadcrumb } from '../../components/Breadcrumb';
import { DeferredSection } from '../../components/DeferredSection';
import { useEnquiry } from '../../components/enquiry/context';
import { PageHead, type PageMeta } from '../../components/PageHead';
import { Sheet } from '../../components/Sheet';
import { SITE_NAME } from '../../components/site';
import type { MapBounds, MapLedgerQuery, MapPageQuery } from '../../gql/graphql';
import { QueryError } from '../../data/query';
import { MapLedgerDocument, MapPageDocument } from './documents';
import { failureText, NETWORK_FAILURE } from './failure';
import { mapPath } from './keyword';
import { MapSearch } from './MapSearch';
import { ShopMap } from './ShopMap';
import sheet from './styles.css.ts?sheet';
import { framed } from '../../components/framed';

export type Search = NonNullable<MapPageQuery['mapSearch']>;
export type Shop = Search['shops']['items'][number];

/** SPEC §2: the fixed Shenzhen-area centre (upstream's default region) and zoom 11. */
export const DEFAULT_CENTRE: [number, number] = [22.543099, 114.057868];
export const DEFAULT_ZOOM = 11;
const EMPTY_TEXT = '可视范围内暂无匹配的地点，请尝试拖动或缩放地图，或更改筛选条件';

/** `{city}_{keyword}` → its parts (no underscore: all keyword). Bounded so odd ids stay cheap. */
export function parseId(id: string): { city: string; keyword: string } {
  const raw = id.slice(0, 100);
  const cut = raw.indexOf('_');
  return cut < 0 ? { city: '', keyword: raw.trim() } : { city: raw.slice(0, cut).trim(), keyword: raw.slice(cut + 1).trim() };
}

export function meta(city: string, keyword: string, path: string): PageMeta {
  const what = `${city}${keyword}`;
  return {
    title: `${what}门店地图_${keyword}加盟店分布_${SITE_NAME}`,
    keywords: `${keyword}门店,${keyword}加盟店,${what}`,
    description: `${what}门店地图：查看${keyword}加盟门店的地址、评分与人均消费。`,
    path,
  };
}

export async function critical({ params, context }: LoaderFunctionArgs) {
  const deps = context.get(depsContext);
  const { city, keyword } = parseId(params.id ?? '');
  // SPEC §8: a failed map request is a warning toast on a page that stays usable (search box, another
  // keyword, dragging the map), not an error page; `failure` carries the error for the toast.
  try {
    const r = await deps.query(MapPageDocument, { mode: 'LIST', keyword: `${city}_${keyword}`, page: 1 });
    return { city, keyword, search: r.mapSearch ?? null, failure: null };
  } catch (error) {
    if (!(error instanceof QueryError)) throw error;
    return { city, keyword, search: null, failure: error.code === 'NETWORK_ERROR' ? NETWORK_FAILURE : error.message };
  }
}

export async function loader(args: LoaderFunctionArgs) {
  const first = await critical(args);
  const brand = first.search?.brandsWithShops.find((b) => b.name === first.keyword) ?? null;
  // Deferred: the ledger note is not needed for the map to work.
  const ledger = brand
    ? args.context.get(depsContext).query(MapLedgerDocument, { brandId: brand.id, brandName: brand.name }, { partial: true })
    : null;
  return { ...first, ledger };
}

type Ledger = NonNullable<NonNullable<MapLedgerQuery['brand']>['publicRecord']>['ledger'];

/** The store ledger's open stores beside the map's shops of the brand, and whether they agree. */
export function LedgerNote({ name, ledger, mapped }: { name: string; ledger: Ledger | null; mapped: number | null }) {
  if (!ledger || mapped === null) {
    return <>门店台账暂时无法读取，无法核对{name}的门店数。</>;
  }
  const source = `来源：${ledger.source.name}，读取于${ledger.source.readOn}`;
  const agree = ledger.openNow === mapped;
  return (
    <>
      门店台账显示{name}在营门店<strong>{ledger.openNow}</strong>家（{source}）；本站地图收录该品牌门店<strong>{mapped}</strong>家，
      <span data-agree={agree ? 'true' : 'false'}>{agree ? '两者一致。' : `两者不一致，相差${Math.abs(ledger.openNow - mapped)}家，请以实地考察为准。`}</span>
    </>
  );
}

export function Component() {
  const first = useLoaderData<typeof loader>();
  const { city, keyword } = first;
  const { pathname } = useLocation();
  const config = useSiteConfig();
  const client = useApolloClient();
  const { notify } = useEnquiry();
  const navigate = useNavigate();
  const [shops, setShops] = useState<ReadonlyArray<Shop>>(first.search?.shops.items ?? []);
  const [loading, setLoading] = useState(false);
  const [active, setActive] = useState<string | null>(null);
  const [listOpen, setListOpen] = useState(true);
  const asked = useRef(0);
  // A new keyword (a new loader result) starts over at page 1 (set while rendering, not in an effect).
  const [shopsOf, setShopsOf] = useState(first);
  if (shopsOf !== first) {
    setShopsOf(first);
    setShops(first.search?.shops.items ?? []);
    setActive(null);
  }
  useEffect(() => {
    if (first.failure) notify('warning', `门店加载失败：${first.failure}`);
  }, [first, notify]);

  const search = first.search;
  const c = search?.centre;
  const centre: [number, number] = c && c.city ? [c.latitude, c.longitude] : DEFAULT_CENTRE;
  const brand = search?.brandsWithShops.find((b) => b.name === keyword) ?? null;
  const logo = search?.hotBrands.find((b) => b.name === keyword)?.thumbnail ?? null;

  const reload = useCallback(
    async (bounds: MapBounds) => {
      const ask = ++asked.current;
      setLoading(true);
      try {
        const { data } = await client.query({ query: MapPageDocument, variables: { mode: 'MAP', keyword: `${city}_${keyword}`, bounds, page: 1 }, fetchPolicy: 'network-only' });
        if (ask !== asked.current) return;
        setShops(data?.mapSearch?.shops.items ?? []);
        setActive(null);
      } catch (err) {
        if (ask === asked.current) notify('warning', `门店加载失败：${failureText(err)}`);
      } finally {
        if (ask === asked.current) setLoading(false);
      }
    },
    [client, city, keyword, notify],
  );

  // A keyword (typed or chosen) loads its shops from page 1: the loader runs again for the new address.
  const searchFor = (k: string) => void navigate(mapPath(city, k), { replace: k === keyword });

  return (
    <div className="sj-container sj-map-page">
      <Sheet sheet={sheet} />
      <PageHead {...meta(city, keyword, pathname)} />
      <Breadcrumb items={[{ label: '品牌库', to: '/shangji' }, ...(brand ? [{ label: brand.name, to: `/shangji/${brand.id}` }] : []), { label: '门店地图' }]} />
      <div className="sj-map-bar">
        <h1>{city}{keyword}门店地图</h1>
        <MapSearch keyword={keyword} onSearch={searchFor} />
        {brand ? <Link to={`/shangji/${brand.id}`} className="sj-btn sj-btn-outline">返回品牌</Link> : null}
        <Link to="/shangji" className="sj-btn sj-btn-outline">品牌列表</Link>
        <a href={config.links.merchantCenterUrl} target="_blank" rel="nofollow noopener" className="sj-btn sj-btn-outline">商家会员中心</a>
      </div>
      {brand && first.ledger ? (
        <p className="sj-muted sj-map-ledger" role="note" data-testid="map-ledger">
          <DeferredSection resolve={first.ledger} errorElement={<LedgerNote name={brand.name} ledger={null} mapped={null} />} fallback={<>正在核对门店台账…</>}>
            {(r) => <LedgerNote name={brand.name} ledger={r.brand?.publicRecord?.ledger ?? null} mapped={r.nearbyShops?.total ?? null} />}
          </DeferredSection>
        </p>
      ) : null}
      <div className="sj-map-body">
        <aside className={listOpen ? 'sj-map-list' : 'sj-map-list sj-map-list-closed'} aria-label="门店列表">
          <button type="button" className="sj-map-toggle" aria-expanded={listOpen} aria-controls="sj-map-shops" onClick={() => setListOpen((o) => !o)}>
            {listOpen ? '收起列表' : '展开列表'}
          </button>
          <div id="sj-map-shops" hidden={!listOpen}>
            {loading ? <p className="sj-muted" role="status">加载中…</p> : null}
            {shops.length === 0 ? (
              <p className="sj-map-empty">{EMPTY_TEXT}</p>
            ) : (
              <ol>
                {shops.map((s, i) => (
                  <li key={s.id} data-shop={s.id} className={active === s.id ? 'sj-map-item sj-map-active' : 'sj-map-item'}>
                    <button type="button" onMouseEnter={() => setActive(s.id)} onFocus={() => setActive(s.id)} onClick={() => setActive(s.id)} aria-pressed={active === s.id}>
                      <span className="sj-map-num">{i + 1}</span>
                      {logo ? <img src={framed(logo, 40, 27)} alt="" width={40} height={27} /> : null}
                      <span className="sj-map-text">
                        <strong>{s.name}</strong>
                        <span className="sj-muted">{s.address}</span>
                      </span>
                    </button>
                  </li>
                ))}
              </ol>
            )}
          </div>
        </aside>
        <ShopMap
          key={pathname}
          centre={centre}
          zoom={DEFAULT_ZOOM}
          tileUrl={config.mapTileUrl ?? ''}
          shops={shops}
          active={active}
          onActivate={setActive}
          onBounds={reload}
        />
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../../components/RouteErrorBoundary';
export const documents = [MapPageDocument];
