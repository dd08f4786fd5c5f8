// The data that travels with the HTML so the browser hydrates without a GraphQL request:
// the Apollo cache, the router's loader data and errors, and the site config. Delivered through
// renderToPipeableStream's bootstrapScriptContent (React Router's own hydration <script> inside the
// tree breaks hydrateRoot of the whole document: STACK.md). Deferred loader values stream later, one
// inline <script> each, into window.__SJ_D; the client turns the markers back into promises.
import type { NormalizedCacheObject } from '@apollo/client';

export interface SiteConfig {
  /** Canonical origin, e.g. https://www.example.com (no trailing slash). */
  siteUrl: string;
  /** Mobile-site origin for the alternate link. */
  mobileSiteUrl: string;
}

export interface SerializedError {
  __sjError: 'response' | 'error';
  status?: number;
  statusText?: string;
  data?: unknown;
  message?: string;
}

export interface HydrationPayload {
  apollo: NormalizedCacheObject;
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
  errors: Record<string, SerializedError> | null;
  config: SiteConfig;
  /** Deferred sections were rendered inline (crawler document). */
  inlineDeferred: boolean;
}

export const STATE_GLOBAL = '__SJ_STATE__';
export const DEFERRED_GLOBAL = '__SJ_D';

/** Marker that replaces a deferred promise in serialized loader data. */
export interface DeferredMarker {
  __sjDeferred: string;
}

export function isDeferredMarker(value: unknown): value is DeferredMarker {
  return typeof value === 'object' && value !== null && typeof (value as DeferredMarker).__sjDeferred === 'string';
}

/** JSON that is safe inside an inline <script>. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value ?? null)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The tiny registry deferred chunks write into; defined in the bootstrap script, before any chunk. */
export const DEFERRED_RUNTIME =
  `window.${DEFERRED_GLOBAL}=window.${DEFERRED_GLOBAL}||{d:{},w:{},r:function(k,ok,v){this.d[k]={ok:ok,v:v};` +
  `var f=this.w[k];if(f){delete this.w[k];f();}}};`;

/** One streamed chunk resolving a deferred value; `nonce` is the response's CSP script nonce. */
export function deferredChunk(key: string, ok: boolean, value: unknown, nonce?: string): string {
  const attr = nonce ? ` nonce="${nonce.replace(/[^A-Za-z0-9+/=]/g, '')}"` : '';
  return `<script${attr}>window.${DEFERRED_GLOBAL}.r(${scriptJson(key)},${ok ? 'true' : 'false'},${scriptJson(value)})</script>`;
}
