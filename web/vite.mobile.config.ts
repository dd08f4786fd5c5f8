// The mobile site's browser bundle (docs/decisions/0100), a build of its own beside the desktop's: shared
// with the desktop it would load the chunks both use whole — the generated documents of every page among
// them — where on its own it keeps only what it imports. Its own folder (dist/mobile, served at /m-assets/
// by the mobile listener), so neither build's clean-up or watch mode touches the other's files.
import { defineConfig } from 'vite';
import { chakraSheets } from './vite.chakra-css';
import { precompress } from './vite.precompress';

export default defineConfig(() => ({
  plugins: [chakraSheets(), precompress()],
  base: '/m-assets/',
  build: {
    outDir: 'dist/mobile',
    assetsDir: '',
    manifest: true,
    // No preloading from the script (Vite keeps its wrapper, with nothing to preload): each binding's chunk and
    // its imports are linked as module preloads by the page whose markup has it (mobile/assets.ts
    // `useBindings`, docs/decisions/0146). Vite's helper added those links in the page's one long task on a
    // slow phone, and only once the entry had run.
    modulePreload: false,
    emptyOutDir: true,
    rollupOptions: { input: 'src/mobile/entry.client.ts' },
  },
}));
