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

type Manifest = Record<string, ManifestChunk>;

function readManifest(file = MANIFEST): Manifest | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
}

/** The chunks `keys` name and their static imports, transitively (manifest keys). */
function importClosure(manifest: Manifest, keys: string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (!manifest[key] || into.has(key)) continue;
    into.add(key);
    importClosure(manifest, manifest[key].imports ?? [], into);
  }
  return into;
}

/**
 * Each dynamic entry `name` picks (a route chunk, a mobile binding) with its static imports, minus the entry
 * and what the entry preloads already: the files a page that uses it links as module preloads.
 */
function dynamicEntries(manifest: Manifest, base: string, loaded: Set<string>, name: (key: string) => string | undefined): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    const as = chunk.isDynamicEntry ? name(key) : undefined;
    if (as !== undefined) out[as] = [...importClosure(manifest, [key])].filter((k) => !loaded.has(k)).map((k) => base + manifest[k]!.file);
  }
  return out;
}

/** The mobile entry, its static imports and its stylesheet (with the CSS of the chunks it imports). */
export function readMobileAssets(base = MOBILE_ASSETS_PREFIX): MobileAssets {
  const manifest = readManifest(MOBILE_MANIFEST);
  const entry = manifest?.[MOBILE_ENTRY];
  if (!manifest || !entry) return { entry: null, preload: [], stylesheets: [], bindings: {} };
  const preload = importClosure(manifest, entry.imports ?? []);
  const css = new Set([...(entry.css ?? []), ...[...preload].flatMap((key) => manifest[key]!.css ?? [])]);
  // The bindings the entry imports where their markup is (mobile/client/<name>.ts, docs/decisions/0146).
  const bindings = dynamicEntries(manifest, base, new Set([MOBILE_ENTRY, ...preload]), (key) => /^src\/mobile\/client\/([\w-]+)\.ts$/.exec(key)?.[1]);
  return { entry: base + entry.file, preload: [...preload].map((key) => base + manifest[key]!.file), stylesheets: [...css].map((f) => base + f), bindings };
}

export function readClientAssets(base = '/assets/'): ClientAssets {
  const manifest = readManifest();
  if (!manifest) return { entry: null, preload: [], stylesheets: [] };
  const entry = manifest[ENTRY];
  if (!entry) return { entry: null, preload: [], stylesheets: [] };
  const preload = importClosure(manifest, entry.imports ?? []);
  // Route chunks (dynamic entries), by their manifest key.
  const chunks = dynamicEntries(manifest, base, new Set([ENTRY, ...preload]), (key) => key);
  // The entry's CSS is the design system's global stylesheet (web/vite.chakra-css.ts).
  return { entry: base + entry.file, preload: [...preload].map((key) => base + manifest[key]!.file), chunks, stylesheets: (entry.css ?? []).map((f) => base + f) };
}
