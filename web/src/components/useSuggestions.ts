// The suggestion list behind a search combobox (header search, the store map's box): asked only for a
// non-empty keyword (trimmed), once typing pauses, at most 10 (SPEC §9), answers for an older keyword
// dropped; ARIA combobox keys: arrows move through the list (wrapping through the input itself), Escape
// closes it, Enter chooses the highlighted suggestion or, with none, the typed text.
import { useCallback, useEffect, useEffectEvent, useRef, useState, type KeyboardEvent } from 'react';

/** How long typing must pause before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 250;
export const MAX_SUGGESTIONS = 10;

export interface SuggestionList<S> {
  suggestions: readonly S[];
  /** The list is shown: open, with suggestions for a non-empty keyword. */
  expanded: boolean;
  /** The highlighted position, -1 for none (the input). */
  active: number;
  setActive(i: number): void;
  setOpen(open: boolean): void;
  /** Forgets the list (a new keyword came from elsewhere). */
  reset(): void;
  /** The input's key handler; `onEnter` gets the highlighted suggestion, or undefined for the typed text. */
  onKeyDown(e: KeyboardEvent<HTMLInputElement>, onEnter: (chosen: S | undefined) => void): void;
}

/**
 * `load` answers the suggestions for a keyword; null or undefined means the call failed without an
 * error (`onFailure(null)`), a rejection passes its error to `onFailure`.
 */
export function useSuggestions<S>(
  keyword: string,
  load: (keyword: string) => Promise<readonly S[] | null | undefined>,
  onFailure: (error: unknown) => void,
): SuggestionList<S> {
  const [answered, setSuggestions] = useState<readonly S[]>([]);
  const [open, setOpen] = useState(false);
  const [highlighted, setActive] = useState(-1);
  const latest = useRef('');
  // The callers' functions change every render; the request effect follows the keyword only.
  const loadFor = useEffectEvent((q: string) => load(q));
  const fail = useEffectEvent((error: unknown) => onFailure(error));

  const q = keyword.trim();
  // An empty keyword shows no list and highlights nothing (derived, not reset in an effect).
  const suggestions = q ? answered : [];
  const active = q ? highlighted : -1;
  useEffect(() => {
    latest.current = q;
    if (!q) return;
    const timer = setTimeout(() => {
      loadFor(q)
        .then((list) => {
          // An answer for a keyword the visitor has already changed is dropped.
          if (latest.current !== q) return;
          if (!list) fail(null);
          setSuggestions((list ?? []).slice(0, MAX_SUGGESTIONS));
          setActive(-1);
        })
        .catch((error: unknown) => {
          if (latest.current === q) fail(error);
        });
    }, SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [q]);

  const expanded = open && suggestions.length > 0 && q !== '';

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>, onEnter: (chosen: S | undefined) => void) => {
    const n = suggestions.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!n) return;
      e.preventDefault();
      setOpen(true);
      // Positions -1 (the input itself) .. n-1, wrapping; a closed list opens on the first or last item.
      if (!expanded) setActive(e.key === 'ArrowDown' ? 0 : n - 1);
      else if (e.key === 'ArrowDown') setActive((i) => (i + 1 >= n ? -1 : i + 1));
      else setActive((i) => (i - 1 < -1 ? n - 1 : i - 1));
    } else if (e.key === 'Escape') {
      if (expanded) e.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      onEnter(expanded && active >= 0 ? suggestions[active] : undefined);
    }
  };

  // Stable, so a caller's effect can depend on it.
  const reset = useCallback(() => {
    setSuggestions([]);
    setOpen(false);
    setActive(-1);
  }, []);

  return { suggestions, expanded, active, setActive, setOpen, reset, onKeyDown };
}
