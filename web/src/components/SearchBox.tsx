// The header search box (SPEC §2): industry dropdown, keyword with suggestions as the visitor types
// (searchSuggestions, asked only for a non-empty keyword, debounced, at most 10), ARIA combobox pattern:
// arrows move through the suggestions, Enter opens the highlighted one or submits, Escape closes the list.
// Without JavaScript the form still submits to /search?model=zhaoshang&q=….
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '../gql';
import { headerSearchTarget } from './search-href';
import { comboboxAttributes, SuggestionListbox } from './SuggestionListbox';
import { useSuggestions } from './useSuggestions';

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

/** `id` prefixes the listbox and option ids; unique per box on the page (not useId: see HoverTabs). */
export function SearchBox({ id, industries, compact = false }: { id: string; industries: ReadonlyArray<SearchIndustry>; compact?: boolean }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const listId = `${id}-list`;
  const [keyword, setKeyword] = useState('');
  const [industry, setIndustry] = useState('');
  const list = useSuggestions(
    keyword,
    async (q) => (await client.query({ query: SearchSuggestionsDocument, variables: { keyword: q } })).data?.searchSuggestions,
    // The header box stays quiet: a visitor can still submit the keyword.
    (err) => console.warn('search suggestions failed', err),
  );

  const go = (to: string | null) => {
    list.setOpen(false);
    if (to) void navigate(to);
  };
  const submit = () => go(headerSearchTarget(keyword, industry));
  const choose = (s: { id: string; title: string }) => {
    setKeyword(s.title);
    go(`/shangji/${s.id}`);
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
      <select aria-label="行业" name="industry" value={industry} onChange={(e) => setIndustry(e.target.value)}>
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
          {...comboboxAttributes(listId, list)}
          aria-label="搜索关键词"
          autoComplete="off"
          maxLength={50}
          placeholder="请输入您要找的项目，如：火锅、奶茶"
          value={keyword}
          onChange={(e) => {
            setKeyword(e.target.value);
            list.setOpen(true);
          }}
          onFocus={() => list.setOpen(true)}
          onBlur={() => list.setOpen(false)}
          onKeyDown={(e) => list.onKeyDown(e, (s) => (s ? choose(s) : submit()))}
        />
        <SuggestionListbox id={listId} className="sj-search-list" list={list} onChoose={choose} />
      </div>
      <button type="submit" className="sj-search-btn">
        搜索
      </button>
    </form>
  );
}
