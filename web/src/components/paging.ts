// Page numbers of SPEC §2 pagination: query parameter p, default 1, a window of up to 7 numbers
// starting at current − 3. Shared by the Pager component and by route loaders, so a bad p is made
// valid once, before any query runs, and a loader never answers 500 because of it.

/** Same cap as the gateway's pageOf (server/src/graphql/paging.ts): larger pages are past every list's end. */
export const MAX_PAGE = 10_000;
/** SPEC §9 "Pagination window 7". */
export const PAGE_WINDOW = 7;

/**
 * The page asked for by `p`: a whole number from 1 to MAX_PAGE. Missing, empty, non-numeric, negative,
 * zero, fractional or absurdly large values become a valid page (1, or MAX_PAGE for huge numbers),
 * never an error. Accepts a request URL, a URL or URLSearchParams.
 */
export function readPage(from: string | URL | URLSearchParams): number {
  const params = from instanceof URLSearchParams ? from : new URL(from, 'http://x').searchParams;
  const raw = (params.get('p') ?? '').trim();
  if (!/^\d+$/.test(raw)) return 1;
  // Digits only: compare by length first so '99999999999999999999' does not go through Number.
  if (raw.replace(/^0+/, '').length > String(MAX_PAGE).length) return MAX_PAGE;
  return Math.min(Math.max(1, Number(raw)), MAX_PAGE);
}

/** How many pages `total` items fill at `pageSize` per page; at least 1 (an empty list has one, empty, page). */
export function pageCount(total: number, pageSize: number): number {
  if (!(total > 0) || !(pageSize > 0)) return 1;
  return Math.min(Math.ceil(total / pageSize), MAX_PAGE);
}

/**
 * True when `page` lies beyond the last page of `total` items: the loader then renders the last page
 * (query again with `pageCount(total, pageSize)`) or an empty state, and keeps answering 200 or 404 as
 * the route decides, never 500.
 */
export function isPastEnd(page: number, total: number, pageSize: number): boolean {
  return page > pageCount(total, pageSize);
}

/**
 * The page numbers to show: up to PAGE_WINDOW of them, starting at current − 3, shifted so the window
 * stays inside 1…count (on the last pages it ends at `count` and still shows 7 numbers when there are).
 */
export function pageWindow(current: number, count: number, size: number = PAGE_WINDOW): number[] {
  const last = Math.max(1, Math.trunc(count));
  const page = Math.min(Math.max(1, Math.trunc(current)), last);
  const start = Math.max(1, Math.min(page - 3, last - size + 1));
  const end = Math.min(last, start + size - 1);
  const pages: number[] = [];
  for (let n = start; n <= end; n += 1) pages.push(n);
  return pages;
}

/**
 * The link to page `page` of the current address: the same path and query with p replaced. Page 1
 * drops p, so the first page has one canonical address.
 */
export function pageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  // p always last, whatever order the current query had.
  params.delete('p');
  if (page > 1) params.append('p', String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
