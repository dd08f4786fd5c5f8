// Initial JavaScript per page type, from the client build's Vite manifest: the entry chunk and its
// static imports, plus the page's route chunk (a dynamic entry under src/routes/) and its static imports.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '../support/stack';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

const CLIENT_DIR = join(repoRoot, 'web', 'dist', 'client');
const ENTRY = 'src/entry.client.tsx';
// The mobile site's own build (web/vite.mobile.config.ts): one small script for every mobile page, and each
// binding (the enquiry form, 我的咨询…) a chunk it loads on the pages that have its markup.
const MOBILE_DIR = join(repoRoot, 'web', 'dist', 'mobile');
const MOBILE_ENTRY = 'src/mobile/entry.client.ts';

export interface PageJs {
  page: string;
  files: number;
  rawBytes: number;
  gzipBytes: number;
}

/**
 * The files each page type loads first: the entry chunk and the page's route chunk with their static
 * imports; the mobile site's pages (prefixed "mobile: ") after the desktop's.
 */
export function initialFilesPerPage(): { page: string; files: string[] }[] {
  return [...filesOfBuild(CLIENT_DIR, ENTRY, ''), ...(existsSync(MOBILE_DIR) ? filesOfBuild(MOBILE_DIR, MOBILE_ENTRY, 'mobile: ') : [])];
}

function filesOfBuild(CLIENT_DIR: string, ENTRY: string, prefix: string): { page: string; files: string[] }[] {
  const manifestFile = join(CLIENT_DIR, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`no client build (${manifestFile}): run "npm run build"`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    chunk.imports?.forEach((k) => closure(k, into));
  };
  const files = (page: string, roots: string[]) => {
    const into = new Set<string>();
    roots.forEach((k) => closure(k, into));
    return { page, files: [...into].map((f) => join(CLIENT_DIR, f)) };
  };
  // A page is a route module (…/route.tsx); a route's own lazy parts (the phone reveal's captcha) are not pages.
  const routes = Object.keys(manifest).filter((k) => manifest[k]!.isDynamicEntry && k.startsWith('src/routes/') && k.endsWith('/route.tsx'));
  if (routes.length === 0) {
    const bindings = Object.keys(manifest).filter((k) => manifest[k]!.isDynamicEntry && k.startsWith('src/mobile/client/'));
    return [
      files(`${prefix}every page (routes in the entry chunk)`, [ENTRY]),
      ...bindings.sort().map((k) => files(`${prefix}with ${k.replace(/^src\/mobile\//, '')}`, [ENTRY, k])),
    ];
  }
  return routes.sort().map((k) => files(prefix + k.replace(/^src\/routes\//, ''), [ENTRY, k]));
}

export function initialJsPerPage(): PageJs[] {
  return initialFilesPerPage().map(({ page, files }) => {
    let rawBytes = 0;
    let gzipBytes = 0;
    for (const f of files) {
      const bytes = readFileSync(f);
      rawBytes += bytes.length;
      gzipBytes += gzipSync(bytes, { level: 9 }).length;
    }
    return { page, files: files.length, rawBytes, gzipBytes };
  });
}
