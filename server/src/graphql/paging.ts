// Page numbers arrive from the URL's p: anything below 1 or fractional becomes a valid page.
export function pageOf(page: number): number {
  return Math.min(Math.max(1, Math.trunc(page) || 1), 10_000);
}
