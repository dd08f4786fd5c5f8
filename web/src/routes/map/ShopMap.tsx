// The map pane: pigeon-maps with numbered markers and one info window. Rendered after mount only (pigeon-maps
// measures its box in the browser); until then a loading note stands in. Tiles that fail to load leave a
// blank grid: markers, list and info windows keep working.
import { Map, Overlay } from 'pigeon-maps';
import { useMemo, useRef } from 'react';
import { useHydrated } from '../../components/useHydrated';
import type { MapBounds } from '../../gql/graphql';
import type { Shop } from './route';
import { MapTile } from './MapTile';
import { ShopFacts } from './ShopFacts';
import { tileProvider } from './tiles';

interface Props {
  centre: [number, number];
  zoom: number;
  tileUrl: string;
  shops: ReadonlyArray<Shop>;
  active: string | null;
  onActivate(id: string | null): void;
  onBounds(bounds: MapBounds): void;
}

export function ShopMap({ centre, zoom, tileUrl, shops, active, onActivate, onBounds }: Props) {
  const mounted = useHydrated();
  const provider = useMemo(() => tileProvider(tileUrl), [tileUrl]);
  const box = useRef<HTMLDivElement>(null);
  const current = shops.find((s) => s.id === active) ?? null;
  const index = current ? shops.indexOf(current) : -1;

  return (
    <div className="sj-map-pane" ref={box} data-testid="shop-map">
      {mounted ? (
        <Map
          provider={provider}
          defaultCenter={centre}
          defaultZoom={zoom}
          height={560}
          attribution={false}
          tileComponent={MapTile}
          onBoundsChanged={({ bounds, initial }) => {
            // The first bounds are the loader's view: only a drag or zoom asks again.
            if (initial) return;
            onBounds({ swLatitude: bounds.sw[0], swLongitude: bounds.sw[1], neLatitude: bounds.ne[0], neLongitude: bounds.ne[1] });
          }}
        >
          {shops.map((s, i) => (
            <Overlay key={s.id} anchor={[s.latitude, s.longitude]} offset={[13, 34]}>
              <button
                type="button"
                className={s.id === active ? 'sj-map-marker sj-map-active' : 'sj-map-marker'}
                data-shop={s.id}
                aria-label={`${i + 1}号 ${s.name}`}
                aria-pressed={s.id === active}
                onMouseEnter={() => onActivate(s.id)}
                onFocus={() => onActivate(s.id)}
                onClick={() => onActivate(s.id)}
              >
                {i + 1}
              </button>
            </Overlay>
          ))}
          {current ? (
            <Overlay anchor={[current.latitude, current.longitude]} offset={[130, 0]}>
              <div className="sj-map-info" role="dialog" aria-label={current.name}>
                <button type="button" className="sj-map-info-close" aria-label="关闭" onClick={() => onActivate(null)}>
                  ×
                </button>
                <strong>{index + 1}. {current.name}</strong>
                <ShopFacts shop={current} tagsClassName="sj-map-tags" />
              </div>
            </Overlay>
          ) : null}
        </Map>
      ) : (
        <p className="sj-muted sj-map-loading" role="status">地图加载中…</p>
      )}
    </div>
  );
}
