// The compare shortlist (docs/decisions/0095): up to 4 brand ids kept in the browser's localStorage, no
// account and no phone number. Every tab sees changes (the storage event); the server renders the empty
// list, so hydration matches, and the stored one appears right after.
import { useSyncExternalStore } from 'react';

export const COMPARE_MAX = 4;
const KEY = 'sj-compare';
const listeners = new Set<() => void>();
const EMPTY: readonly string[] = [];
let cached: { raw: string | null; ids: readonly string[] } = { raw: null, ids: EMPTY };

/** Ids as stored; anything unreadable (private mode, a hand-edited value) reads as an empty list. */
function read(): readonly string[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(KEY);
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
    window.localStorage.setItem(KEY, JSON.stringify(ids));
  } catch {
    return false;
  }
  listeners.forEach((l) => l());
  return true;
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

export function useShortlist(): readonly string[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}

export type ToggleResult = 'added' | 'removed' | 'full' | 'unavailable';

export function toggleShortlist(id: string): ToggleResult {
  const ids = read();
  if (ids.includes(id)) return write(ids.filter((x) => x !== id)) ? 'removed' : 'unavailable';
  if (ids.length >= COMPARE_MAX) return 'full';
  return write([...ids, id]) ? 'added' : 'unavailable';
}

export function setShortlist(ids: readonly string[]): void {
  write(ids.slice(0, COMPARE_MAX));
}

export const compareHref = (ids: readonly string[]) => `/duibi?ids=${ids.join(',')}`;
