// The server's MarkupCache (components/Pasted.tsx, decision 0137): each key's markup rendered once by
// renderToString and kept for the life of the process. Keys are few (the chrome's fixed parts, a main
// navigation per current section); a bound keeps a key that varied by mistake from growing the map.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { MarkupCache } from './components/Pasted';

const MAX_KEYS = 200;

export function createMarkupCache(): MarkupCache {
  const kept = new Map<string, string>();
  // Markup rendered from a data object (Pasted's markupOwner): kept with that object, so it is bounded by
  // what keeps the objects (the operation cache's bound) and gone with them.
  const owned = new WeakMap<object, Map<string, string>>();
  return {
    markup(key: string, content: ReactElement, owner?: object): string {
      let store = kept;
      if (owner) {
        const mine = owned.get(owner);
        if (mine) store = mine;
        else owned.set(owner, (store = new Map<string, string>()));
      }
      let html = store.get(key);
      if (html === undefined) {
        // A render inside the page's render: React's server renderer saves and restores its own state
        // around it (performWork), as it does for any nested render.
        html = renderToString(content);
        if (store.size >= MAX_KEYS) store.clear();
        store.set(key, html);
      }
      return html;
    },
  };
}

/** The process's cache, shared by every page of both screens. */
export const serverMarkup = createMarkupCache();
