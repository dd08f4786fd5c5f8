// A host element whose children are the same on every page that shows them (the chrome's fixed links, its
// footer): on the server their markup is rendered once per `markupKey` and pasted into each page
// (React writes dangerouslySetInnerHTML as it is, without rendering the elements again); in the browser
// the children render as usual and hydrate against that markup, which is byte for byte what they render.
// Decision 0137 says what may go inside: content that is a function of `markupKey` alone (its props, no
// context, no useId, no Suspense, no Emotion styles), tested by pasted.test.tsx.
import { createContext, useContext, type ComponentPropsWithoutRef, type ReactElement } from 'react';

/** The server's markup of pasted content, kept per key (server-markup.ts); none in the browser. */
export interface MarkupCache {
  /**
   * The markup `content` renders to, rendered on the first call for `key` and kept: for the process, or
   * with `owner` (the data object it was rendered from) for as long as that object lives.
   */
  markup(key: string, content: ReactElement, owner?: object): string;
}

export const MarkupCacheContext = createContext<MarkupCache | null>(null);

type Tag = 'div' | 'nav' | 'footer' | 'ul';

/**
 * `<as {...props}>{children}</as>`, its children pasted as markup on the server. `markupKey` names
 * everything the children's markup depends on: two renders with the same key must write the same bytes.
 * `markupOwner`: a data object the markup is also a function of, by identity — a query result the gateway
 * keeps frozen and hands to every render while it is fresh (server/src/ssr/operation-cache.ts), so a
 * brand's section is rendered once per answer, not once per page, and its markup goes with the answer.
 */
export function Pasted<T extends Tag>({
  as,
  markupKey,
  markupOwner,
  children,
  ...props
}: { as: T; markupKey: string; markupOwner?: object; children: ReactElement } & Omit<ComponentPropsWithoutRef<T>, 'children' | 'dangerouslySetInnerHTML'>) {
  const cache = useContext(MarkupCacheContext);
  const Element = as as 'div';
  if (cache) return <Element {...(props as ComponentPropsWithoutRef<'div'>)} dangerouslySetInnerHTML={{ __html: cache.markup(markupKey, children, markupOwner) }} />;
  return <Element {...(props as ComponentPropsWithoutRef<'div'>)}>{children}</Element>;
}
