// The module hook registered by ./assets.mjs (runs in Node's loader thread).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ASSET = /\.(svg|png|jpe?g|webp|gif)$/;
const webRoot = dirname(createRequire(import.meta.url).resolve('@shangji/web/package.json'));
const manifestPath = join(webRoot, 'dist', 'client', '.vite', 'manifest.json');

export async function load(url, context, nextLoad) {
  const parsed = new URL(url);
  if (parsed.protocol !== 'file:' || !ASSET.test(parsed.pathname)) return nextLoad(url, context);
  const key = relative(webRoot, fileURLToPath(parsed)).split('\\').join('/');
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  } catch {
    throw new Error(`${key}: the client build's manifest is missing (${manifestPath}); run "npm run build -w @shangji/web"`);
  }
  const file = manifest[key]?.file;
  if (!file) throw new Error(`${key} is not in the client build (${manifestPath}); rebuild the client`);
  return { format: 'module', shortCircuit: true, source: `export default ${JSON.stringify(`/assets/${file}`)};` };
}
