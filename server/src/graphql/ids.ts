// GraphQL IDs arrive as strings; the upstream wants integers. Anything that is not a positive integer
// cannot name a row, so detail lookups answer null without asking the upstream.
export function parseId(id: string): number | null {
  return /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
}

/** Optional filter ids: omitted stays omitted ("all"); an unusable id also means "all" (the upstream's 0). */
export function optionalId(id: string | null | undefined): number | undefined {
  if (id == null) return undefined;
  return parseId(id) ?? 0;
}

/** Null-ish GraphQL args become undefined so they are left out of the upstream query string. */
export function optional<T>(value: T | null | undefined): T | undefined {
  return value ?? undefined;
}

/** List sizes are bounded so one query cannot ask the upstream for its whole table. */
export function clampLimit(limit: number, max = 50): number {
  return Math.min(Math.max(Math.trunc(limit), 1), max);
}
