// Page numbers of SPEC §2 pagination: query parameter p, default 1, a window of up to 7 numbers
// starting at current − 3. Shared by the Pager component and by route loaders, so a bad p is made
// valid once, before any query runs, and a loader never answers 500 because of it. A page past the
// list's end is the 404 page on every list (docs/decisions/0088-pager-window-and-past-end.md).
import { data } from 'react-router';
import type { RouteErrorData } from './RouteErrorBoundary';

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

/** True when `page` lies beyond the last page of `total` items (an empty list has one, empty, page). */
export function isPastEnd(page: number, total: number, pageSize: number): boolean {
  return page > pageCount(total, pageSize);
}

/**
 * Loaders call this once they know the list's total: a page past the end is not a page of the list, so it
 * is the 404 page (thrown as the route's error data) rather than the last page under another address,
 * whose canonical and pager would then disagree.
 */
export function requireListPage(page: number, total: number, pageSize: number): void {
  if (isPastEnd(page, total, pageSize)) throw data<RouteErrorData>({ kind: 'missing' }, { status: 404 });
}

/**
 * The page numbers to show, as SPEC §2 words it: up to PAGE_WINDOW of them starting at current − 3 (at
 * 1 on the first pages) and never past `count`. Near the end the window is shorter: on the last page of
 * 20 it is 17…20.
 */
export function pageWindow(current: number, count: number, size: number = PAGE_WINDOW): number[] {
  const last = Math.max(1, Math.trunc(count));
  const page = Math.min(Math.max(1, Math.trunc(current)), last);
  const start = Math.max(1, page - 3);
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
