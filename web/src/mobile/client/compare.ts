// 加入对比 on the mobile brand page and the compare page's 移出 (docs/decisions/0103): the desktop's shortlist
// (components/compare/shortlist-store.ts: the same localStorage key, the same limit of 4), in plain DOM.
import { COMPARE_MAX, compareHref, readShortlist, subscribeShortlist, toggleShortlist, setShortlist, type ToggleResult } from '../../components/compare/shortlist-store';
import { notify } from './toast';

const messages: Record<ToggleResult, [kind: 'success' | 'warning' | 'error', text: string]> = {
  added: ['success', '已加入对比'],
  removed: ['success', '已移出对比'],
  full: ['warning', `最多对比${COMPARE_MAX}个品牌，请先移出一个`],
  unavailable: ['error', '浏览器不允许保存对比清单（可能处于无痕模式）'],
};

/** The button (`data-compare` = the brand id) and the 去对比（n） link beside it (`data-compare-go`). */
export function bindCompareToggle(button: HTMLButtonElement): void {
  const id = button.dataset.compare ?? '';
  const go = button.parentElement?.querySelector<HTMLAnchorElement>('a[data-compare-go]') ?? null;
  const show = () => {
    const ids = readShortlist();
    const on = ids.includes(id);
    button.setAttribute('aria-pressed', String(on));
    button.textContent = on ? '✓ 已加入对比' : '＋ 加入对比';
    if (go) {
      go.hidden = ids.length === 0;
      go.href = compareHref(ids);
      go.textContent = `去对比（${ids.length}）`;
    }
  };
  show();
  button.hidden = false;
  button.addEventListener('click', () => {
    const [kind, text] = messages[toggleShortlist(id)];
    notify(kind, text);
    show();
  });
  subscribeShortlist(show);
}

/** 移出 on the compare page: the link already leads to the address without the brand; the list loses it too. */
export function bindCompareRemove(link: HTMLAnchorElement): void {
  link.addEventListener('click', () => {
    const id = link.dataset.compareRemove;
    const ids = readShortlist();
    if (id && ids.includes(id)) setShortlist(ids.filter((x) => x !== id));
  });
}

/** The empty compare page: a link to the shortlist saved in this browser, if any. */
export function showSavedShortlist(slot: HTMLElement): void {
  const ids = readShortlist();
  if (!ids.length) return;
  const a = document.createElement('a');
  a.href = compareHref(ids);
  a.className = 'm-button';
  a.textContent = `对比我的清单（${ids.length}个品牌）`;
  slot.append(a);
  slot.hidden = false;
}
