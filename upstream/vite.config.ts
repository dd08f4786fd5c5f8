// Production build of the upstream: dist/ mirrors src/ module by module (so paths taken relative to a
// module, like the migrations folder and the repository root, stay right) and the SQL migrations are
// copied beside db/migrate.js. Packages stay in node_modules. See docs/decisions/0030.
import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';

const migrations = new URL('./src/db/migrations/', import.meta.url);
/** Media files served as they are (routes/media.ts reads them relative to itself). */
const staticMedia = ['media/video/intro.mp4'];

function copyMigrations(): Plugin {
  return {
    name: 'copy-sql-migrations',
    generateBundle() {
      for (const file of readdirSync(migrations).filter((f) => f.endsWith('.sql'))) {
        this.emitFile({ type: 'asset', fileName: `db/migrations/${file}`, source: readFileSync(new URL(file, migrations)) });
      }
      for (const file of staticMedia) {
        this.emitFile({ type: 'asset', fileName: file, source: readFileSync(new URL(`./src/${file}`, import.meta.url)) });
      }
    },
  };
}

export default defineConfig({
  plugins: [copyMigrations()],
  build: {
    ssr: true,
    outDir: 'dist',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    minify: false,
    rollupOptions: {
      input: { main: 'src/main.ts', 'db/seed-cli': 'src/db/seed-cli.ts' },
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});
