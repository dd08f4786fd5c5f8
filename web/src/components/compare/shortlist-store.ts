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
    if (e.key === SHORTLIST_KEY || e.key === NAMES_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

export type ToggleResult = 'added' | 'removed' | 'full' | 'unavailable';

/** Adds or removes the brand; its name, when the caller knows it, is kept for the compare bar. */
export function toggleShortlist(id: string, name?: string): ToggleResult {
  const ids = readShortlist();
  if (ids.includes(id)) return write(ids.filter((x) => x !== id)) ? 'removed' : 'unavailable';
  if (ids.length >= COMPARE_MAX) return 'full';
  if (name) rememberNames({ [id]: name });
  return write([...ids, id]) ? 'added' : 'unavailable';
}

/** Takes one brand off the list (the compare bar's 移除). */
export function removeFromShortlist(id: string): boolean {
  const ids = readShortlist();
  return ids.includes(id) ? write(ids.filter((x) => x !== id)) : true;
}

// The brands' names, for the compare bar on every page (BarNames): a second key, so the list's own format
// (an array of ids, shared with the older pages) stays as it was. Filled by 加入对比 where the page knows
// the name, otherwise by one small query; only names of listed brands are kept, so it never grows.
export const NAMES_KEY = 'sj-compare-names';
const NO_NAMES: Readonly<Record<string, string>> = {};
let namesCached: { raw: string | null; names: Readonly<Record<string, string>> } = { raw: null, names: NO_NAMES };

export function readShortlistNames(): Readonly<Record<string, string>> {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(NAMES_KEY);
  } catch {
    return NO_NAMES;
  }
  if (raw === namesCached.raw) return namesCached.names;
  const names: Record<string, string> = {};
  try {
    const parsed: unknown = JSON.parse(raw ?? '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      for (const [id, name] of Object.entries(parsed)) if (/^[1-9]\d{0,9}$/.test(id) && typeof name === 'string' && name) names[id] = name.slice(0, 60);
    }
  } catch {
    // unreadable: no names
  }
  namesCached = { raw, names };
  return names;
}

/** Adds names; drops those of brands no longer listed (the ones given are kept: they are being added). */
export function rememberNames(add: Readonly<Record<string, string>>): void {
  const listed = new Set(readShortlist());
  const next: Record<string, string> = {};
  for (const [id, name] of Object.entries({ ...readShortlistNames(), ...add })) if (listed.has(id) || id in add) next[id] = name;
  try {
    window.localStorage.setItem(NAMES_KEY, JSON.stringify(next));
  } catch {
    return;
  }
  listeners.forEach((l) => l());
}

export function setShortlist(ids: readonly string[]): void {
  write(ids.slice(0, COMPARE_MAX));
}

export const compareHref = (ids: readonly string[]) => `/duibi?ids=${ids.join(',')}`;
