// The mobile store map without a map library (the mobile pages are not hydrated: docs/decisions/0100): the
// tiles and numbered markers around the shops, placed on the server in Web Mercator pixels (the scheme of
// MAP_TILE_URL's {x}/{y}/{z}, as pigeon-maps uses on the desktop), each as an offset from the box's centre.
export const TILE = 256;
/** Half the area drawn around the centre: a phone's width at most, and the box's height (mobile.css.ts .m-map). */
export const HALF_WIDTH = 320;
export const HALF_HEIGHT = 140;
/** The markers keep this far inside the box's edges when the zoom is chosen. */
const MARGIN = 24;
const MAX_ZOOM = 16;
const MIN_ZOOM = 3;

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** World pixel coordinates of a point at zoom `z`. */
export function project({ latitude, longitude }: LatLng, z: number): { x: number; y: number } {
  const scale = TILE * 2 ** z;
  const lat = (Math.max(-85.05, Math.min(85.05, latitude)) * Math.PI) / 180;
  return {
    x: ((longitude + 180) / 360) * scale,
    y: ((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * scale,
  };
}

/**
 * The centre and zoom that show every point in a phone-wide box (the box is at least 360 px wide: half of
 * that, less the margin, is what a marker may be from the centre sideways). No points: the given default.
 */
export function frame(points: ReadonlyArray<LatLng>, fallback: LatLng, fallbackZoom: number): { centre: LatLng; zoom: number } {
  if (!points.length) return { centre: fallback, zoom: fallbackZoom };
  const lats = points.map((p) => p.latitude);
  const lngs = points.map((p) => p.longitude);
  const centre = { latitude: (Math.min(...lats) + Math.max(...lats)) / 2, longitude: (Math.min(...lngs) + Math.max(...lngs)) / 2 };
  for (let z = MAX_ZOOM; z > MIN_ZOOM; z--) {
    const c = project(centre, z);
    const fits = points.every((p) => {
      const q = project(p, z);
      return Math.abs(q.x - c.x) <= 180 - MARGIN && Math.abs(q.y - c.y) <= HALF_HEIGHT - MARGIN;
    });
    if (fits) return { centre, zoom: z };
  }
  return { centre, zoom: MIN_ZOOM };
}

/** The tiles that cover the drawn area around `centre`: their x, y and offset (px) from the centre. */
export function tilesAround(centre: LatLng, z: number): { x: number; y: number; left: number; top: number }[] {
  const c = project(centre, z);
  const n = 2 ** z;
  const out: { x: number; y: number; left: number; top: number }[] = [];
  for (let ty = Math.floor((c.y - HALF_HEIGHT) / TILE); ty <= Math.floor((c.y + HALF_HEIGHT) / TILE); ty++) {
    if (ty < 0 || ty >= n) continue;
    for (let tx = Math.floor((c.x - HALF_WIDTH) / TILE); tx <= Math.floor((c.x + HALF_WIDTH) / TILE); tx++) {
      out.push({ x: ((tx % n) + n) % n, y: ty, left: Math.round(tx * TILE - c.x), top: Math.round(ty * TILE - c.y) });
    }
  }
  return out;
}

/** A point's offset (px) from the centre at zoom `z`. */
export function offsetOf(point: LatLng, centre: LatLng, z: number): { left: number; top: number } {
  const p = project(point, z);
  const c = project(centre, z);
  return { left: Math.round(p.x - c.x), top: Math.round(p.y - c.y) };
}
