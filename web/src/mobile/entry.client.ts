// The mobile pages' only script (docs/decisions/0100): no framework, no hydration. It brings the enquiry
// form, 电话, 收藏, 加入对比, the compare bar (client/compare-bar.ts), the store map's search box and 我的咨询 to life over the server's markup; everything else (links, the search form, the filters'
// popover sheet, the <details> sections) works without it. The stylesheet (mobile.css.ts, compiled at build
// time: docs/decisions/0108) is imported so Vite hashes it and the manifest lists it for the server to link.
import './mobile.css.ts?stylesheet';
import { bindCompareRemove, bindCompareToggle, showSavedShortlist } from './client/compare';
import { mountCompareBar } from './client/compare-bar';
import { bindEnquiry } from './client/enquiry';
import { bindFavourite } from './client/favourite';
import { bindMapSearch } from './client/map-search';
import { bindMyEnquiries } from './client/my-enquiries';
import { bindPhone } from './client/phone';

function start() {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-enquiry]')) bindEnquiry(form);
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-favourite]')) bindFavourite(button);
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-reveal-phone]')) bindPhone(link);
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-compare]')) bindCompareToggle(button);
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-compare-remove]')) bindCompareRemove(link);
  for (const slot of document.querySelectorAll<HTMLElement>('[data-compare-saved]')) showSavedShortlist(slot);
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-map-search]')) bindMapSearch(form);
  mountCompareBar();
  const mine = document.getElementById('my-enquiries');
  if (mine) bindMyEnquiries(mine);
  // The same readiness mark the desktop sets once hydrated (tests wait for it).
  document.documentElement.dataset.hydrated = 'true';
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
