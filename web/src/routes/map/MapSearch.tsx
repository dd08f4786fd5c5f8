// The map's search box with suggestions (SPEC §2, §5, §9): brands with shops matching the typed keyword,
// asked only for a non-empty keyword (trimmed), after typing pauses, at most 10, in the order the upstream
// gives (most viewed, then newest: getSearch order=count). ARIA combobox: arrows move through the list,
// Enter chooses the highlighted one or searches the typed text, Escape closes. Choosing reloads the map
// at page 1 for that keyword. A failed request says so in a warning toast; the box keeps working.
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useEnquiry } from '../../components/enquiry/context';
import { comboboxAttributes, SuggestionListbox } from '../../components/SuggestionListbox';
import { useSuggestions } from '../../components/useSuggestions';
import { MapSuggestionsDocument } from './documents';
import { failureText } from './failure';
import { cleanKeyword } from './keyword';

const LIST_ID = 'sj-map-suggest';

export { cleanKeyword } from './keyword';

export function MapSearch({ keyword, onSearch }: { keyword: string; onSearch(keyword: string): void }) {
  const client = useApolloClient();
  const { notify } = useEnquiry();
  const [text, setText] = useState(keyword);
  // What the visitor typed (not the page's own keyword): only typing asks for suggestions.
  const [typed, setTyped] = useState<string | null>(null);
  const list = useSuggestions(
    typed ?? '',
    async (q) => (await client.query({ query: MapSuggestionsDocument, variables: { keyword: q } })).data?.searchSuggestions,
    (error) => notify('warning', error ? `搜索建议加载失败：${failureText(error)}` : '搜索建议加载失败，请稍后再试'),
  );

  // A new page keyword (after a search or a choice) resets the box.
  // (Set while rendering, when the keyword differs from the one the box last showed: not in an effect.)
  const [shownKeyword, setShownKeyword] = useState(keyword);
  if (shownKeyword !== keyword) {
    setShownKeyword(keyword);
    setText(keyword);
    setTyped(null);
    list.reset();
  }

  const search = (value: string) => {
    list.setOpen(false);
    list.setActive(-1);
    const k = cleanKeyword(value);
    if (k) onSearch(k);
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
          {...comboboxAttributes(LIST_ID, list)}
          aria-label="搜索品牌或门店"
          autoComplete="off"
          value={text}
          maxLength={50}
          placeholder="输入品牌或门店名称"
          onChange={(e) => {
            setText(e.target.value);
            setTyped(e.target.value);
            list.setOpen(true);
          }}
          onFocus={() => list.setOpen(true)}
          onBlur={() => list.setOpen(false)}
          onKeyDown={(e) =>
            list.onKeyDown(e, (chosen) => {
              if (chosen) setText(chosen.title);
              search(chosen ? chosen.title : text);
            })
          }
        />
        <SuggestionListbox
          id={LIST_ID}
          className="sj-map-suggest"
          list={list}
          onChoose={(s) => {
            setText(s.title);
            search(s.title);
          }}
        />
      </div>
      <button type="submit" className="sj-btn">
        搜索
      </button>
    </form>
  );
}
