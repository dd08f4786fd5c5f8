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
}

export function readClientAssets(base = '/assets/'): ClientAssets {
  if (!existsSync(MANIFEST)) return { entry: null, preload: [], stylesheets: [] };
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[ENTRY];
  if (!entry) return { entry: null, preload: [], stylesheets: [] };
  const preload = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || preload.has(base + chunk.file)) return;
    preload.add(base + chunk.file);
    chunk.imports?.forEach(visit);
  };
  entry.imports?.forEach(visit);
  // The entry's CSS is the design system's global stylesheet (web/vite.chakra-css.ts).
  return { entry: base + entry.file, preload: [...preload], stylesheets: (entry.css ?? []).map((f) => base + f) };
}
