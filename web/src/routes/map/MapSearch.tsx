// The map's search box with suggestions (SPEC §2, §5, §9): brands with shops matching the typed keyword,
// asked only for a non-empty keyword (trimmed), after typing pauses, at most 10, in the order the upstream
// gives (most viewed, then newest: getSearch order=count). ARIA combobox: arrows move through the list,
// Enter chooses the highlighted one or searches the typed text, Escape closes. Choosing reloads the map
// at page 1 for that keyword. A failed request says so in a warning toast; the box keeps working.
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useEnquiry } from '../../components/enquiry/context';
import { MapSuggestionsDocument } from './documents';
import { failureText } from './failure';

/** SPEC §9: map suggestions limit 10. */
export const MAX_SUGGESTIONS = 10;
const DEBOUNCE_MS = 250;
const LIST_ID = 'sj-map-suggest';

interface Suggestion {
  id: string;
  title: string;
}

/** A keyword as it goes into the map's address: trimmed, no slashes, at most 50 characters. */
export function cleanKeyword(text: string): string {
  return text.trim().replaceAll('/', '').slice(0, 50);
}

export function MapSearch({ keyword, onSearch }: { keyword: string; onSearch(keyword: string): void }) {
  const client = useApolloClient();
  const { notify } = useEnquiry();
  const [text, setText] = useState(keyword);
  // What the visitor typed (not the page's own keyword): only typing asks for suggestions.
  const [typed, setTyped] = useState<string | null>(null);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const latest = useRef('');

  // A new page keyword (after a search or a choice) resets the box.
  useEffect(() => {
    setText(keyword);
    setTyped(null);
    setSuggestions([]);
    setOpen(false);
    setActive(-1);
  }, [keyword]);

  useEffect(() => {
    const q = (typed ?? '').trim();
    latest.current = q;
    if (!q) {
      setSuggestions([]);
      setActive(-1);
      return;
    }
    const timer = setTimeout(() => {
      client
        .query({ query: MapSuggestionsDocument, variables: { keyword: q } })
        .then(({ data }) => {
          // An answer for a keyword the visitor has already changed is dropped.
          if (latest.current !== q) return;
          const list = data?.searchSuggestions;
          if (!list) notify('warning', '搜索建议加载失败，请稍后再试');
          setSuggestions((list ?? []).slice(0, MAX_SUGGESTIONS));
          setActive(-1);
        })
        .catch((error: unknown) => {
          if (latest.current === q) notify('warning', `搜索建议加载失败：${failureText(error)}`);
        });
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, client, notify]);

  const expanded = open && suggestions.length > 0;

  const search = (value: string) => {
    setOpen(false);
    setActive(-1);
    const k = cleanKeyword(value);
    if (k) onSearch(k);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
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
      const chosen = expanded && active >= 0 ? suggestions[active] : undefined;
      if (chosen) setText(chosen.title);
      search(chosen ? chosen.title : text);
    }
  };

  return (
    <form
      role="search"
      aria-label="搜索门店"
      className="sj-map-search"
      onSubmit={(e) => {
        e.preventDefault();
        search(text);
      }}
    >
      <div className="sj-map-search-field">
        <input
          type="text"
          role="combobox"
          aria-label="搜索品牌或门店"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={LIST_ID}
          aria-activedescendant={expanded && active >= 0 ? `${LIST_ID}-${active}` : undefined}
          autoComplete="off"
          value={text}
          maxLength={50}
          placeholder="输入品牌或门店名称"
          onChange={(e) => {
            setText(e.target.value);
            setTyped(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <ul id={LIST_ID} role="listbox" aria-label="搜索建议" className="sj-map-suggest" hidden={!expanded}>
          {suggestions.map((s, i) => (
            <li
              key={s.id}
              id={`${LIST_ID}-${i}`}
              role="option"
              aria-selected={i === active}
              // mousedown, not click: it fires before the input's blur closes the list.
              onMouseDown={(e) => {
                e.preventDefault();
                setText(s.title);
                search(s.title);
              }}
              onMouseEnter={() => setActive(i)}
            >
              {s.title}
            </li>
          ))}
        </ul>
      </div>
      <button type="submit" className="sj-btn">
        搜索
      </button>
    </form>
  );
}
