// The back office's browser bundle (issue 35): a single-page app of its own, served by the gateway's admin
// listener (ADMIN_PORT) at /a-assets/ from dist/admin. The listener answers every other GET with an HTML
// shell that links this build's entry (`src/admin/main.tsx` in dist/admin/.vite/manifest.json), so the
// app renders in the browser only: no server rendering, nothing of it in the public site's bundles.
// Its own folder, so neither the desktop's nor the mobile site's clean-up or watch mode touches its files.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chakraSheets } from './vite.chakra-css';
import { gqlDocuments } from './vite.gql-documents';
import { precompress } from './vite.precompress';

export default defineConfig(() => ({
  root: import.meta.dirname,
  plugins: [gqlDocuments(), react(), chakraSheets(), precompress()],
  base: '/a-assets/',
  build: {
    outDir: 'dist/admin',
    assetsDir: '',
    manifest: true,
    emptyOutDir: true,
    // One app for signed-in staff, most of it Chakra's component recipes (the public site leaves them out):
    // about 940 kB, 260 kB compressed, loaded once per sign-in and cached by its hashed name.
    chunkSizeWarningLimit: 1024,
    rollupOptions: { input: 'src/admin/main.tsx' },
  },
}));
