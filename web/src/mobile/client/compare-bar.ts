// The compare bar of the mobile site: once the shortlist (components/compare/shortlist-store.ts)
// holds a brand, a bar fixed to the bottom of the screen, above the brand page's 咨询 bar, shows how many
// brands are listed, their names (links to their pages), a 移除 button for each and 去对比. Built here, in
// the browser, because the list lives in the browser: the server's HTML (and so every cached page) never
// carries it. Names come from 加入对比's page or, when not known, from one small query (bar-names.ts).
// The query (compare-bar-names.ts) is a chunk loaded only when a name is missing: every mobile page mounts
// the bar, and most never ask (docs/decisions/0130).
import { unnamed } from '../../components/compare/bar-names';
import { COMPARE_MAX, compareHref, readShortlist, readShortlistNames, rememberNames, removeFromShortlist, subscribeShortlist } from '../../components/compare/shortlist-store';
import { notify } from './toast';

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

export function mountCompareBar(): void {
  const bar = el('aside', 'm-cbar');
  bar.setAttribute('aria-label', '对比清单');
  bar.dataset.testid = 'compare-bar';
  const asked = new Set<string>();
  let focusGo = false;

  const render = () => {
    const ids = readShortlist();
    if (!ids.length) {
      bar.remove();
      return;
    }
    const names = readShortlistNames();
    const count = el('p', 'm-cbar-count', '对比');
    count.append(el('span', '', `${ids.length}/${COMPARE_MAX}`));
    const list = el('ul', 'm-cbar-list');
    for (const id of ids) {
      const name = names[id] ?? `品牌${id}`;
      const item = el('li', 'm-cbar-item');
      item.dataset.brandId = id;
      const link = el('a', 'm-cbar-name', name);
      link.href = `/shangji/${id}`;
      const remove = el('button', 'm-cbar-remove', '×');
      remove.type = 'button';
      remove.setAttribute('aria-label', `从对比清单移除：${name}`);
      remove.addEventListener('click', () => {
        focusGo = true;
        if (removeFromShortlist(id)) notify('success', `已将${name}移出对比清单`);
      });
      item.append(link, remove);
      list.append(item);
    }
    const go = el('a', 'm-cbar-go', '去对比');
    go.href = compareHref(ids);
    go.setAttribute('aria-label', `去对比：${ids.length}个品牌`);
    bar.replaceChildren(count, list, go);
    if (!bar.isConnected) document.body.append(bar);
    if (focusGo) {
      focusGo = false;
      go.focus();
    }

    const missing = unnamed(ids, names).filter((id) => !asked.has(id));
    if (missing.length) {
      for (const id of missing) asked.add(id);
      // Without names the bar still works: each brand reads 品牌 + its number.
      import('./compare-bar-names')
        .then(({ askNames }) => askNames(missing))
        .then(rememberNames)
        .catch(() => undefined);
    }
  };
  render();
  subscribeShortlist(render);
}
