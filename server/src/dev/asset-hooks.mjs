// The module hook registered by ./assets.mjs (runs in Node's loader thread).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ASSET = /\.(svg|png|jpe?g|webp|gif)$/;
const webRoot = dirname(createRequire(import.meta.url).resolve('@shangji/web/package.json'));
const manifestPath = join(webRoot, 'dist', 'client', '.vite', 'manifest.json');

// A feature stylesheet (`./x.css.ts?sheet`, docs/decisions/0108): the builds compile it with Vite
// (web/vite.chakra-css.ts); here it is compiled once, as the module loads, by the same function.
const SHEET = '?sheet';
const compiler = pathToFileURL(join(webRoot, 'compile-sheet.ts')).href;
const theme = pathToFileURL(join(webRoot, 'src', 'theme.ts')).href;

export async function load(url, context, nextLoad) {
  const parsed = new URL(url);
  if (parsed.protocol === 'file:' && parsed.search === SHEET) {
    const file = fileURLToPath(parsed);
    const source = [
      `import { compileSheet, sheetHref } from ${JSON.stringify(compiler)};`,
      `import { system } from ${JSON.stringify(theme)};`,
      `import styles from ${JSON.stringify(pathToFileURL(file).href)};`,
      `export default { href: sheetHref(${JSON.stringify(file)}), css: compileSheet(system, styles) };`,
    ].join('\n');
    return { format: 'module', shortCircuit: true, source };
  }
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
