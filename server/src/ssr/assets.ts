// The client bundle built by Vite (web/dist/client): its entry module and static imports, read from
// Vite's manifest. Without a build, pages still render server-side, without client JavaScript.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { ClientAssets } from '../../../web/src/entry.server';
import type { MobileAssets } from '../../../web/src/mobile/entry.server';

// Found through the package, not relative to this file: the same from src/ (tsx) and from the bundle in dist/.
export const CLIENT_DIR = join(dirname(createRequire(import.meta.url).resolve('@shangji/web/package.json')), 'dist', 'client') + '/';
const MANIFEST = `${CLIENT_DIR}.vite/manifest.json`;
const ENTRY = 'src/entry.client.tsx';
/** The mobile site's script and stylesheet (docs/decisions/0100). */
export const MOBILE_ENTRY = 'src/mobile/entry.client.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

/** The mobile site's own build (web/vite.mobile.config.ts), served at /m-assets/ by its listener. */
export const MOBILE_CLIENT_DIR = join(dirname(CLIENT_DIR), 'mobile') + '/';
export const MOBILE_ASSETS_PREFIX = '/m-assets/';
const MOBILE_MANIFEST = `${MOBILE_CLIENT_DIR}.vite/manifest.json`;

function readManifest(file = MANIFEST): Record<string, ManifestChunk> | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>) : null;
}

/** The mobile entry, its static imports and its stylesheet (with the CSS of the chunks it imports). */
export function readMobileAssets(base = MOBILE_ASSETS_PREFIX): MobileAssets {
  const manifest = readManifest(MOBILE_MANIFEST);
  const entry = manifest?.[MOBILE_ENTRY];
  if (!manifest || !entry) return { entry: null, preload: [], stylesheets: [], bindings: {} };
  const files = new Set<string>();
  const css = new Set<string>(entry.css ?? []);
  const walk = (keys: string[], into: Set<string>) => {
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk || key === MOBILE_ENTRY || into.has(base + chunk.file)) continue;
      into.add(base + chunk.file);
      for (const c of chunk.css ?? []) css.add(c);
      walk(chunk.imports ?? [], into);
    }
  };
  walk(entry.imports ?? [], files);
  // The bindings the entry imports where their markup is (mobile/client/<name>.ts): each chunk with its static
  // imports, minus the entry and what it preloads already (docs/decisions/0146).
  const bindings: Record<string, string[]> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    const name = /^src\/mobile\/client\/([\w-]+)\.ts$/.exec(key)?.[1];
    if (!name || !chunk.isDynamicEntry) continue;
    const closure = new Set<string>();
    walk([key], closure);
    bindings[name] = [...closure].filter((file) => !files.has(file));
  }
  return { entry: base + entry.file, preload: [...files], stylesheets: [...css].map((f) => base + f), bindings };
}

export function readClientAssets(base = '/assets/'): ClientAssets {
  const manifest = readManifest();
  if (!manifest) return { entry: null, preload: [], stylesheets: [] };
  const entry = manifest[ENTRY];
  if (!entry) return { entry: null, preload: [], stylesheets: [] };
  /** A chunk's file and its static imports, transitively. */
  const closure = (keys: string[], into = new Set<string>()) => {
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk || into.has(base + chunk.file)) continue;
      into.add(base + chunk.file);
      closure(chunk.imports ?? [], into);
    }
    return into;
  };
  const preload = closure(entry.imports ?? []);
  // Route chunks (dynamic entries), minus what the entry already preloads.
  const chunks: Record<string, string[]> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isDynamicEntry) chunks[key] = [...closure([key])].filter((file) => !preload.has(file) && file !== base + entry.file);
  }
  // The entry's CSS is the design system's global stylesheet (web/vite.chakra-css.ts).
  return { entry: base + entry.file, preload: [...preload], chunks, stylesheets: (entry.css ?? []).map((f) => base + f) };
}
