// React Router's package exports point every condition at its development build (invariant messages,
// warnings, extra checks); its production build sits beside it under dist/production. Production
// builds (the client bundle and the server bundle) alias the two entry points to it.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const dist = join(dirname(require.resolve('react-router/package.json')), 'dist', 'production');

export const reactRouterProduction = [
  { find: /^react-router$/, replacement: join(dist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(dist, 'dom-export.mjs') },
];
