// The compare shortlist's storage (docs/decisions/0095): up to 4 brand ids kept in the browser's
// localStorage under one key. No React here, so the mobile site's plain-DOM script (mobile/client/compare.ts)
// shares the key, the limit and the reading rules with the desktop's hook (./shortlist.ts) without a framework.

export const COMPARE_MAX = 4;
export const SHORTLIST_KEY = 'sj-compare';
const EMPTY: readonly string[] = [];
let cached: { raw: string | null; ids: readonly string[] } = { raw: null, ids: EMPTY };
const listeners = new Set<() => void>();

/** Ids as stored; anything unreadable (private mode, a hand-edited value) reads as an empty list. */
export function readShortlist(): readonly string[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(SHORTLIST_KEY);
  } catch {
    return EMPTY;
  }
  if (raw === cached.raw) return cached.ids;
  let ids: readonly string[] = EMPTY;
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    if (Array.isArray(parsed)) ids = parsed.filter((x): x is string => typeof x === 'string' && /^[1-9]\d{0,9}$/.test(x)).slice(0, COMPARE_MAX);
  } catch {
    ids = EMPTY;
  }
  cached = { raw, ids };
  return ids;
}

function write(ids: readonly string[]): boolean {
  try {
    window.localStorage.setItem(SHORTLIST_KEY, JSON.stringify(ids));
  } catch {
    return false;
  }
  listeners.forEach((l) => l());
  return true;
}

/** Calls onChange when this tab writes the list or another tab does (the storage event). */
export function subscribeShortlist(onChange: () => void): () => void {
  listeners.add(onChange);
  const onStorage = (e: StorageEvent) => {
    if (e.key === SHORTLIST_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

export type ToggleResult = 'added' | 'removed' | 'full' | 'unavailable';

export function toggleShortlist(id: string): ToggleResult {
  const ids = readShortlist();
  if (ids.includes(id)) return write(ids.filter((x) => x !== id)) ? 'removed' : 'unavailable';
  if (ids.length >= COMPARE_MAX) return 'full';
  return write([...ids, id]) ? 'added' : 'unavailable';
}

export function setShortlist(ids: readonly string[]): void {
  write(ids.slice(0, COMPARE_MAX));
}

export const compareHref = (ids: readonly string[]) => `/duibi?ids=${ids.join(',')}`;
