// A list's server-side paging, sorting and filters, kept in the address (?page=2&sort=created&dir=ASC&state=…)
// so that back/forward, a reload and a shared link all show the same page. Changing a filter, the sort or
// the page size goes back to page 1.
import { useSearchParams } from 'react-router';
import type { SortDir } from '../../gql/graphql';

export const PAGE_SIZES = [20, 50, 100] as const;

export interface ListParams {
  page: number;
  size: number;
  sort: string | undefined;
  dir: SortDir;
  /** A filter's value ('' when unset). */
  get: (key: string) => string;
  /** Sets filters (''/undefined removes one); page 1 unless `page` is among them. */
  set: (changes: Record<string, string | number | undefined>) => void;
  /** A click on a sortable column: the same column flips its direction, another starts descending. */
  toggleSort: (key: string) => void;
}

export function useListParams(defaults: { sort?: string; dir?: SortDir } = {}): ListParams {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const askedSize = Number(params.get('size'));
  const size = (PAGE_SIZES as readonly number[]).includes(askedSize) ? askedSize : PAGE_SIZES[0];
  const sort = params.get('sort') ?? defaults.sort;
  const rawDir = params.get('dir');
  const dir: SortDir = rawDir === 'ASC' || rawDir === 'DESC' ? rawDir : (defaults.dir ?? 'DESC');
  const set = (changes: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  return {
    page,
    size,
    sort,
    dir,
    get: (key) => params.get(key) ?? '',
    set,
    toggleSort: (key) => set({ sort: key, dir: sort === key && dir === 'DESC' ? 'ASC' : 'DESC' }),
  };
}
