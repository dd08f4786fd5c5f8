// The site's icons and web app manifest at the addresses browsers and phones ask for without being told
// (/favicon.ico, /apple-touch-icon.png) and those the document links (web/src/Document.tsx). The files
// are drawn by tools/site-icons.mjs into server/static/ and read once at start-up.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';

// Found through the package, not relative to this file: the same from src/ (tsx) and from dist/.
const STATIC_DIR = join(dirname(createRequire(import.meta.url).resolve('@shangji/server/package.json')), 'static');

const FILES: Record<string, string> = {
  '/favicon.ico': 'image/x-icon',
  '/icon.svg': 'image/svg+xml',
  '/icon-192.png': 'image/png',
  '/icon-512.png': 'image/png',
  '/apple-touch-icon.png': 'image/png',
};

/** The web app manifest: the site's name in Chinese, its red, the icons above. */
export const MANIFEST = {
  name: '商机网',
  short_name: '商机网',
  description: '商机网：餐饮、教育、零售等行业的加盟品牌、加盟费用与招商资讯。',
  lang: 'zh-CN',
  start_url: '/',
  scope: '/',
  display: 'browser',
  background_color: '#ffffff',
  theme_color: '#c81623',
  icons: [
    { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
  ],
};

export function registerSiteIcons(app: FastifyInstance): void {
  const serve = (path: string, type: string, body: Buffer) => {
    const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"`;
    app.get(path, async (req, reply) => {
      // Not hashed names: a day fresh, then revalidated by ETag.
      reply.header('cache-control', 'public, max-age=86400').header('etag', etag);
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(type).send(body);
    });
  };
  for (const [path, type] of Object.entries(FILES)) serve(path, type, readFileSync(join(STATIC_DIR, path.slice(1))));
  serve('/manifest.webmanifest', 'application/manifest+json; charset=utf-8', Buffer.from(JSON.stringify(MANIFEST)));
}
