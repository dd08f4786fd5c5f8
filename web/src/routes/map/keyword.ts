// The map's keyword as it goes into its address, shared by the desktop's search box (MapSearch.tsx) and the
// mobile page's script (web/src/mobile/client/map-search.ts), which must not load the box's Apollo imports.

/** A keyword as it goes into the map's address: trimmed, no slashes, at most 50 characters. */
export function cleanKeyword(text: string): string {
  return text.trim().replaceAll('/', '').slice(0, 50);
}

/** The map page of a city and keyword: /map/{city}_{keyword}. */
export function mapPath(city: string, keyword: string): string {
  return `/map/${encodeURIComponent(`${city}_${keyword}`)}`;
}
