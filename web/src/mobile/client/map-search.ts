// The mobile store map's search box (routes/map/route.tsx): the keyword goes into the map's own address,
// /map/{city}_{keyword}, as the desktop's box does (routes/map/keyword.ts); an empty one stays put. Without
// this script the form asks the search page instead.
import { cleanKeyword, mapPath } from '../../routes/map/keyword';

export function bindMapSearch(form: HTMLFormElement): void {
  const city = form.dataset.mapSearch ?? '';
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const keyword = cleanKeyword((form.elements.namedItem('q') as HTMLInputElement).value);
    if (keyword) location.assign(mapPath(city, keyword));
  });
}
