// The markup of a search combobox's suggestions (header search, the store map's box), driven by
// useSuggestions: the listbox with its options, and the ARIA attributes of the text box that owns it.
import type { SuggestionList } from './useSuggestions';

interface Suggestion {
  id: string;
  title: string;
}

/** The id of the suggestion at `index` (the combobox's aria-activedescendant). */
export const suggestionId = (listId: string, index: number) => `${listId}-opt-${index}`;

/** ARIA attributes for the text input that controls the list `listId`. */
export function comboboxAttributes(listId: string, { expanded, active }: Pick<SuggestionList<Suggestion>, 'expanded' | 'active'>) {
  return {
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-expanded': expanded,
    'aria-controls': listId,
    'aria-activedescendant': expanded && active >= 0 ? suggestionId(listId, active) : undefined,
  } as const;
}

export function SuggestionListbox<S extends Suggestion>({
  id,
  className,
  list,
  onChoose,
}: {
  id: string;
  className: string;
  list: Pick<SuggestionList<S>, 'suggestions' | 'expanded' | 'active' | 'setActive'>;
  onChoose: (suggestion: S) => void;
}) {
  return (
    <ul id={id} role="listbox" aria-label="搜索建议" className={className} hidden={!list.expanded}>
      {list.suggestions.map((s, i) => (
        <li
          key={s.id}
          id={suggestionId(id, i)}
          role="option"
          aria-selected={i === list.active}
          // mousedown, not click: it fires before the input's blur closes the list.
          onMouseDown={(e) => {
            e.preventDefault();
            onChoose(s);
          }}
          onMouseEnter={() => list.setActive(i)}
        >
          {s.title}
        </li>
      ))}
    </ul>
  );
}
