// Production build of the gateway + page server: one ES module, dist/main.js, with web's server entry
// compiled in (React Router bundled with it, through its published entry points); other packages stay in node_modules
// and load their production builds under NODE_ENV=production. See docs/decisions/0030.
import { defineConfig } from 'vite';
import { chakraSheets } from '../web/vite.chakra-css';

export default defineConfig({
  // web/'s feature stylesheets (`*.css.ts?sheet`), compiled as in the client build (docs/decisions/0108).
  plugins: [chakraSheets()],
  // Files web/ imports for their URL (the /marketing poster panels, `?no-inline`) get the same hashed name
  // here as in the client build (web/vite.config.ts: base /assets/, assetsDir ''), since this build keeps the
  // defaults (base /, assetsDir assets): both say /assets/<name>-<hash>. The SSR build does not copy them;
  // the client build serves them. tests/e2e/marketing.test.ts fetches every panel the server HTML names.
  ssr: {
    noExternal: ['react-router'],
    // The SDL package reads its .graphql files next to itself at start-up.
    external: ['@shangji/schema'],
  },
  build: {
    ssr: 'src/main.ts',
    outDir: 'dist',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    minify: false,
    rollupOptions: {
      // React Router's "use client" marks it for React Server Components bundlers; meaningless here.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
