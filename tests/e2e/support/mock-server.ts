// A page server over the stub schema (fixed fixtures, no upstream): exercises the SSR before or
// without the upstream. Run from server/: `npx tsx ../tests/e2e/support/mock-server.ts` (PORT env).
import Fastify from 'fastify';
import { loadConfig } from '../../../server/src/config';
import { registerPages } from '../../../server/src/ssr/register';
import { stubSchema } from '../../../server/src/ssr/stub-schema';

const app = Fastify({ logger: { level: 'warn' } });
app.get('/healthz', async () => ({ ok: true }));
await registerPages(app, { schema: stubSchema, createContext: () => ({}), config: { siteUrl: 'http://site.test', mobileSiteUrl: 'http://m.site.test', production: false, links: loadConfig({}).links } });
await app.listen({ port: Number(process.env.PORT ?? 3999), host: '127.0.0.1' });
console.log('mock page server ready');
