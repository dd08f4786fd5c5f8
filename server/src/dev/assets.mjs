// Development only (`npm run dev`: the server runs its TypeScript sources through tsx). web/ imports a few
// static files for their URL (`./panels/01-hero.svg?no-inline`, the /marketing poster); Vite turns those
// into hashed /assets/ URLs in the client and server builds, but Node cannot import an .svg. This registers
// a module hook (node --import ./src/dev/assets.mjs) that answers such an import with the URL the client
// build gave the file, read from its manifest: the same URL production serves (docs/decisions/0056). It
// also compiles web/'s feature stylesheets (`*.css.ts?sheet`, docs/decisions/0108) as the builds do.
import { register } from 'node:module';

register('./asset-hooks.mjs', import.meta.url);
