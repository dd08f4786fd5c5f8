// The compare bar: on every page, once the shortlist holds a brand, a compact bar at the
// bottom of the window shows how many brands are listed, their names, a 移除 button for each and
// 去对比. The list lives in this browser (shortlist-store.ts): the server and hydration render nothing
// (useShortlist's server snapshot is the empty list), so no page's HTML, cached or not, carries the bar.
// It comes last in the document, after the footer, as it sits last on screen; the page keeps room below
// its end and scrolls focused fields clear of it (CompareBar.css.ts).
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { Sheet } from '../Sheet';
import { namesOf, unnamed } from './bar-names';
import { CompareBarNamesDocument } from './bar-names-document';
import sheet from './CompareBar.css.ts?sheet';
import { COMPARE_MAX, compareHref, useShortlist } from './shortlist';
import { readShortlistNames, rememberNames, removeFromShortlist, subscribeShortlist } from './shortlist-store';

const NO_NAMES: Readonly<Record<string, string>> = {};

function useShortlistNames() {
  return useSyncExternalStore(subscribeShortlist, readShortlistNames, () => NO_NAMES);
}

export function CompareBar() {
  const ids = useShortlist();
  const names = useShortlistNames();
  const client = useApolloClient();
  const [said, setSaid] = useState('');
  const go = useRef<HTMLAnchorElement>(null);
  const missing = unnamed(ids, names).join(',');

  useEffect(() => {
    if (!missing) return;
    let live = true;
    client
      .query({ query: CompareBarNamesDocument, variables: { ids: missing.split(',') } })
      .then(({ data }) => {
        if (live && data) rememberNames(namesOf(data.brandsById));
      })
      // Without names the bar still works: each brand reads 品牌 + its number.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [client, missing]);

  if (!ids.length) return null;
  const remove = (id: string, name: string) => {
    removeFromShortlist(id);
    setSaid(`已将${name}移出对比清单`);
    // The pressed button is gone: keep the keyboard in the bar.
    requestAnimationFrame(() => go.current?.focus());
  };
  return (
    <aside className="sj-cbar" aria-label="对比清单" data-testid="compare-bar">
      <Sheet sheet={sheet} />
      <div className="sj-cbar-in">
        <p className="sj-cbar-count">
          对比清单
          <span>
            {ids.length}/{COMPARE_MAX}
          </span>
        </p>
        <ul className="sj-cbar-list">
          {ids.map((id) => {
            const name = names[id] ?? `品牌${id}`;
            return (
              <li key={id} className="sj-cbar-item" data-brand-id={id}>
                <Link to={`/shangji/${id}`} className="sj-cbar-name">
                  {name}
                </Link>
                <button type="button" className="sj-cbar-remove" aria-label={`从对比清单移除：${name}`} onClick={() => remove(id, name)}>
                  ×
                </button>
              </li>
            );
          })}
        </ul>
        <Link ref={go} to={compareHref(ids)} className="sj-cbar-go" aria-label={`去对比：${ids.length}个品牌`}>
          去对比
        </Link>
        <span role="status" className="sj-sr-only">
          {said}
        </span>
      </div>
    </aside>
  );
}
