// The mobile pages' only script (docs/decisions/0100): no framework, no hydration. It brings the enquiry
// form, 电话, 收藏, 加入对比, the compare bar (client/compare-bar.ts), the store map's search box and 我的咨询 to life over the server's markup; everything else (links, the search form, the filters'
// popover sheet, the <details> sections) works without it. The stylesheet (mobile.css.ts, compiled at build
// time: docs/decisions/0108) is imported so Vite hashes it and the manifest lists it for the server to link.
// Each binding is a chunk of its own, loaded only on a page whose markup has it (docs/decisions/0130): the
// home page and the lists have none, and on a slow phone evaluating the enquiry form's code, its GraphQL
// documents and their printer was the one long task of those pages.
import './mobile.css.ts?stylesheet';
import { mountCompareBar } from './client/compare-bar';

/**
 * A binding for the elements `selector` finds: its code imported only when there are some, and what binds
 * them returned rather than run, so that every binding changes the page in one task (one style and layout
 * pass, as when the script was one module), not one task per chunk as each arrives.
 */
const binding =
  <E extends Element>(selector: string, load: () => Promise<(element: E) => void>) =>
  async (): Promise<(() => void) | null> => {
    const found = document.querySelectorAll<E>(selector);
    if (!found.length) return null;
    const bind = await load();
    return () => {
      for (const element of found) bind(element);
    };
  };

// A page whose markup has one of these links its chunk in the head (mobile/assets.ts `useBindings`, decision
// 0146), so the import below finds it fetched or on its way: a new binding needs its name there too.
const bindings = [
  binding<HTMLFormElement>('form[data-enquiry]', () => import('./client/enquiry').then((m) => m.bindEnquiry)),
  binding<HTMLButtonElement>('button[data-favourite]', () => import('./client/favourite').then((m) => m.bindFavourite)),
  binding<HTMLAnchorElement>('a[data-reveal-phone]', () => import('./client/phone').then((m) => m.bindPhone)),
  binding<HTMLButtonElement>('button[data-compare]', () => import('./client/compare').then((m) => m.bindCompareToggle)),
  binding<HTMLAnchorElement>('a[data-compare-remove]', () => import('./client/compare').then((m) => m.bindCompareRemove)),
  binding<HTMLElement>('[data-compare-saved]', () => import('./client/compare').then((m) => m.showSavedShortlist)),
  binding<HTMLFormElement>('form[data-map-search]', () => import('./client/map-search').then((m) => m.bindMapSearch)),
  async () => mountCompareBar,
  binding<HTMLElement>('#my-enquiries', () => import('./client/my-enquiries').then((m) => m.bindMyEnquiries)),
];

async function start() {
  // A chunk that fails to load leaves its controls as the server drew them; the others still come to life.
  const loaded = await Promise.allSettled(bindings.map((load) => load()));
  for (const result of loaded) if (result.status === 'fulfilled') result.value?.();
  // The same readiness mark the desktop sets once hydrated (tests wait for it): every binding of the page is in place.
  document.documentElement.dataset.hydrated = 'true';
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => void start(), { once: true });
else void start();
