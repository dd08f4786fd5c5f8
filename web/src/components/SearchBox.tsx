// The header search box (SPEC §2): industry dropdown, keyword with suggestions as the visitor types
// (searchSuggestions, asked only for a non-empty keyword, debounced, at most 10), ARIA combobox pattern:
// arrows move through the suggestions, Enter opens the highlighted one or submits, Escape closes the list.
// Without JavaScript the form still submits to /search?model=zhaoshang&q=….
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '../gql';
import { headerSearchTarget } from './search-href';

export const SearchSuggestionsDocument = graphql(`
  query SearchSuggestions($keyword: String!) {
    searchSuggestions(keyword: $keyword) {
      id
      title
    }
  }
`);

export interface SearchIndustry {
  id: string;
  name: string;
  pinyin: string;
}

interface Suggestion {
  id: string;
  title: string;
}

/** How long typing must pause before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 250;
const MAX_SUGGESTIONS = 10;

/** `id` prefixes the listbox and option ids; unique per box on the page (not useId: see HoverTabs). */
export function SearchBox({ id, industries, compact = false }: { id: string; industries: ReadonlyArray<SearchIndustry>; compact?: boolean }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const listId = `${id}-list`;
  const [keyword, setKeyword] = useState('');
  const [industry, setIndustry] = useState('');
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const latest = useRef('');

  useEffect(() => {
    const q = keyword.trim();
    latest.current = q;
    if (!q) {
      setSuggestions([]);
      setActive(-1);
      return;
    }
    const timer = setTimeout(() => {
      client
        .query({ query: SearchSuggestionsDocument, variables: { keyword: q } })
        .then(({ data }) => {
          // An answer for a keyword the visitor has already changed is dropped.
          if (latest.current !== q) return;
          setSuggestions((data?.searchSuggestions ?? []).slice(0, MAX_SUGGESTIONS));
          setActive(-1);
        })
        .catch((err: unknown) => console.warn('search suggestions failed', err));
    }, SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [keyword, client]);

  const expanded = open && suggestions.length > 0 && keyword.trim() !== '';

  const go = (to: string | null) => {
    setOpen(false);
    if (to) void navigate(to);
  };
  const submit = () => go(headerSearchTarget(keyword, industry));
  const choose = (s: Suggestion) => {
    setKeyword(s.title);
    go(`/shangji/${s.id}`);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!suggestions.length) return;
      e.preventDefault();
      setOpen(true);
      const n = suggestions.length;
      // Positions -1 (the input itself) .. n-1, wrapping; a closed list opens on the first or last item.
      if (!expanded) setActive(e.key === 'ArrowDown' ? 0 : n - 1);
      else if (e.key === 'ArrowDown') setActive((i) => (i + 1 >= n ? -1 : i + 1));
      else setActive((i) => (i - 1 < -1 ? n - 1 : i - 1));
    } else if (e.key === 'Escape') {
      if (expanded) e.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (e.key === 'Enter') {
      const s = expanded && active >= 0 ? suggestions[active] : undefined;
      e.preventDefault();
      if (s) choose(s);
      else submit();
    }
  };

  return (
    <form
      role="search"
      aria-label="搜索加盟项目"
      action="/search"
      method="get"
      className={compact ? 'sj-search sj-search-compact' : 'sj-search'}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <input type="hidden" name="model" value="zhaoshang" />
      <select aria-label="行业" value={industry} onChange={(e) => setIndustry(e.target.value)}>
        <option value="">全部行业</option>
        {industries.map((c) => (
          <option key={c.id} value={c.pinyin}>
            {c.name}
          </option>
        ))}
      </select>
      <div className="sj-search-field">
        <input
          type="text"
          name="q"
          role="combobox"
          aria-label="搜索关键词"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${id}-opt-${active}` : undefined}
          autoComplete="off"
          maxLength={50}
          placeholder="请输入您要找的项目，如：火锅、奶茶"
          value={keyword}
          onChange={(e) => {
            setKeyword(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <ul id={listId} role="listbox" aria-label="搜索建议" className="sj-search-list" hidden={!expanded}>
          {suggestions.map((s, i) => (
            <li
              key={s.id}
              id={`${id}-opt-${i}`}
              role="option"
              aria-selected={i === active}
              // mousedown, not click: it fires before the input's blur closes the list.
              onMouseDown={(e) => {
                e.preventDefault();
                choose(s);
              }}
              onMouseEnter={() => setActive(i)}
            >
              {s.title}
            </li>
          ))}
        </ul>
      </div>
      <button type="submit" className="sj-search-btn">
        搜索
      </button>
    </form>
  );
}
