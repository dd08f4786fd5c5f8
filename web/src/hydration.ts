// What travels with the HTML so the browser hydrates without a GraphQL request: every query result of the
// page, once (no loader data, no normalised cache: the browser re-runs the loaders against these results and
// writes them into its Apollo cache, docs/decisions/0038-one-data-path.md), and the site config. Delivered
// through renderToPipeableStream's bootstrapScriptContent (React Router's own hydration <script> inside the
// tree breaks hydrateRoot of the whole document: docs/pitfalls.md#react-routers-hydration-script). Results of queries still running when the shell
// goes out stream later, one inline <script> each, into window.__SJ_D.
import type { QueryResult } from './data/query';

export interface SiteConfig {
  /** Canonical origin, e.g. https://www.example.com (no trailing slash). */
  siteUrl: string;
  /** Mobile-site origin for the alternate link. */
  mobileSiteUrl: string;
  /** The /graphql address mobile pages call from the browser (the desktop origin's, across origins). */
  publicGraphqlUrl?: string;
  /** External addresses from the server configuration (QR codes, portal, course). */
  links: SiteLinks;
  /** Store-map tile URL template ({s}, {x}, {y}, {z}). */
  mapTileUrl?: string;
  /** Media partners named on /brandentry (MEDIA_PARTNERS); none: the section is hidden. */
  mediaPartners?: ReadonlyArray<string>;
}

export interface SiteLinks {
  wechatQrUrl: string;
  miniProgramQrUrl: string;
  salesQrUrl: string;
  brandPortalUrl: string;
  merchantCenterUrl: string;
  courseUrl: string;
  /** The claim form on the back office's origin (认领, 立即入驻). */
  claimUrl: string;
}

export interface HydrationPayload {
  /** Results ready when the shell was sent, by query key (data/query.ts). */
  results: Record<string, QueryResult>;
  /** Keys of queries still running then: each arrives as a streamed chunk. */
  pending: string[];
  config: SiteConfig;
  /** Deferred sections were rendered inline (crawler document). */
  inlineDeferred: boolean;
  /**
   * Set when the document was rendered whole (whole-document.ts): its boot scripts are part of the React
   * tree (BootScripts.tsx), the client entry at `entry`, so the browser's tree renders them too.
   */
  bootInTree?: { entry: string | null };
}

export const STATE_GLOBAL = '__SJ_STATE__';
export const DEFERRED_GLOBAL = '__SJ_D';

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
const ESCAPED: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** JSON that is safe inside an inline <script>. */
export function scriptJson(value: unknown): string {
  // One pass over the text (a page's payload is tens of KB, serialised on every render that is not cached).
  return JSON.stringify(value ?? null).replace(UNSAFE_IN_SCRIPT, (c) => ESCAPED[c]!);
}

// Results are JSON-encoded once per result object: the gateway keeps a finished result for as long as the
// upstream answers behind it stay fresh (server/src/ssr/operation-cache.ts) and hands every page that asks
// for it the same frozen object, so its text is reused instead of serialised per render.
const encoded = new WeakMap<object, string>();

/** scriptJson of a query result (or the site config), computed once per object. */
export function resultJson(value: QueryResult | SiteConfig): string {
  let json = encoded.get(value);
  if (json === undefined) {
    json = scriptJson(value);
    encoded.set(value, json);
  }
  return json;
}

/**
 * The bootstrap payload as script-safe JSON, built from the memoised texts of its results and config
 * (equal to scriptJson(payload): the escaping is per character, so the parts can be joined).
 */
export function payloadJson(payload: HydrationPayload): string {
  // Appended, not joined: `+` links the memoised texts without copying them, where Array#join copied every
  // result's text into a new string on each render (5.6% of the home page's CPU, whose payload is 150 KB);
  // the document's encoding then copies them once.
  let results = '';
  for (const key of Object.keys(payload.results)) {
    results += `${results ? ',' : ''}${scriptJson(key)}:${resultJson(payload.results[key]!)}`;
  }
  const boot = payload.bootInTree ? `,"bootInTree":${scriptJson(payload.bootInTree)}` : '';
  return `{"results":{${results}},"pending":${scriptJson(payload.pending)},"config":${resultJson(payload.config)},"inlineDeferred":${payload.inlineDeferred}${boot}}`;
}

/**
 * The tiny registry streamed results write into, defined by the bootstrap script (before the browser entry
 * runs) and by each result's script if it is not there yet: a result that settles while the shell renders
 * is written inside the shell, before the bootstrap script.
 */
export const DEFERRED_RUNTIME =
  `window.${DEFERRED_GLOBAL}=window.${DEFERRED_GLOBAL}||{d:{},w:{},r:function(k,v){this.d[k]=v;` +
  `var f=this.w[k];if(f){delete this.w[k];f(v);}}};`;

/** The text of the inline script delivering a query result that was still running when the shell went out. */
export function deferredScript(key: string, result: QueryResult): string {
  return `${DEFERRED_RUNTIME}${DEFERRED_GLOBAL}.r(${scriptJson(key)},${resultJson(result)})`;
}
