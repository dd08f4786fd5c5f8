// The client bundle built by Vite (web/dist/client): its entry module and static imports, read from
// Vite's manifest. Without a build, pages still render server-side, without client JavaScript.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { ClientAssets } from '../../../web/src/entry.server';

// Found through the package, not relative to this file: the same from src/ (tsx) and from the bundle in dist/.
export const CLIENT_DIR = join(dirname(createRequire(import.meta.url).resolve('@shangji/web/package.json')), 'dist', 'client') + '/';
const MANIFEST = `${CLIENT_DIR}.vite/manifest.json`;
const ENTRY = 'src/entry.client.tsx';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

export function readClientAssets(base = '/assets/'): ClientAssets {
  if (!existsSync(MANIFEST)) return { entry: null, preload: [], stylesheets: [] };
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, ManifestChunk>;
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
