// 收藏 on the brand page's bottom bar: kept in this browser (localStorage), shown pressed on every later visit.
import { notify } from './toast';

const KEY = 'sj_favourites';

interface Favourite {
  id: string;
  name: string;
}

function read(): Favourite[] {
  try {
    const list = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(list) ? (list as Favourite[]) : [];
  } catch {
    return [];
  }
}

function show(button: HTMLButtonElement, on: boolean) {
  button.setAttribute('aria-pressed', String(on));
  button.textContent = on ? '已收藏' : '收藏';
}

export function bindFavourite(button: HTMLButtonElement): void {
  const brand = JSON.parse(button.dataset.favourite ?? '{}') as Favourite;
  show(button, read().some((f) => f.id === brand.id));
  button.addEventListener('click', () => {
    const list = read();
    const on = !list.some((f) => f.id === brand.id);
    const next = on ? [brand, ...list].slice(0, 100) : list.filter((f) => f.id !== brand.id);
    try {
      localStorage.setItem(KEY, JSON.stringify(next));
    } catch {
      return notify('error', '收藏失败：浏览器不允许保存');
    }
    show(button, on);
    notify('success', on ? `已收藏「${brand.name}」` : '已取消收藏');
  });
}
