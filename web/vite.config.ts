// Client bundle. The server bundle (server/vite.config.ts) compiles web/src/entry.server.tsx into the
// server's dist/main.js (docs/decisions/0030-production-runs-built-javascript.md) and reads
// dist/client/.vite/manifest.json to find the entry and its stylesheet.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chakraGlobalCss, chakraSheets } from './vite.chakra-css';
import { gqlDocuments } from './vite.gql-documents';
import { precompress } from './vite.precompress';

export default defineConfig(() => ({
  plugins: [gqlDocuments(), react(), chakraGlobalCss(), chakraSheets(), precompress()],
  base: '/assets/',
  build: {
    outDir: 'dist/client',
    assetsDir: '',
    manifest: true,
    emptyOutDir: true,
    rollupOptions: { input: 'src/entry.client.tsx' },
  },
}));
