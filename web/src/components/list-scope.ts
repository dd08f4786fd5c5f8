// What a list scoped to a category (the brand list, the topic list, on both screens) reads of its scope:
// the category with its head texts, and which top category and sub-category of the tabs it is.
import { graphql } from '../gql';

/** The category tabs of a scoped list: the top categories with their sub-categories. */
export const CategoryTabsFragment = graphql(`
  fragment CategoryTabs_category on Category {
    id
    name
    pinyin
    children {
      id
      name
      pinyin
    }
  }
`);

export const ListScopeFragment = graphql(`
  fragment ListScope_category on ListCategory {
    parentId
    title
    description
    keywords
    category {
      id
      name
      pinyin
    }
  }
`);

interface Category {
  id: string;
  children: ReadonlyArray<{ id: string }>;
}

/** The top category and sub-category of the tabs the list is scoped to (none: every category). */
export function scopeOf<Top extends Category>(categories: ReadonlyArray<Top>, scope: { parentId: string; category: { id: string } } | null | undefined) {
  if (!scope) return { top: null, sub: null };
  const topId = scope.parentId === '0' ? scope.category.id : scope.parentId;
  const top = categories.find((c) => c.id === topId) ?? null;
  const sub: Top['children'][number] | null = top?.children.find((c) => c.id === scope.category.id) ?? null;
  return { top, sub };
}
