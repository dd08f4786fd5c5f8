// Client bundle only: the server renders web/src/entry.server.tsx directly through tsx (see
// docs/decisions/0009-streamed-ssr-served-by-tsx.md) and reads dist/client/.vite/manifest.json to find the entry.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  base: '/assets/',
  build: {
    outDir: 'dist/client',
    assetsDir: '',
    manifest: true,
    emptyOutDir: true,
    rollupOptions: { input: 'src/entry.client.tsx' },
  },
});
