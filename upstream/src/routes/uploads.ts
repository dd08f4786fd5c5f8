// /media/u/<hash>.<ext>: pictures editors uploaded (backoffice/articles/images.ts), from the database so
// that every upstream instance serves them. The name is the content's hash, so a file never changes.
import type { FastifyInstance } from 'fastify';
import { EXT_TYPES } from '../backoffice/articles/images';
import type { Database } from '../db/database';

export function uploadRoutes(app: FastifyInstance, db: Database) {
  app.get<{ Params: { file: string } }>('/media/u/:file', async (req, reply) => {
    const m = /^([a-f0-9]{32})\.(jpg|png|webp)$/.exec(req.params.file);
    const [row] = m ? await db.query<{ bytes: Uint8Array; content_type: string }>('select bytes, content_type from media_upload where id = $1', [m[1]]) : [];
    if (!m || !row || row.content_type !== EXT_TYPES[m[2]!]) return reply.code(404).header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'no-store').send('not found');
    return reply
      .header('content-type', row.content_type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('etag', `"${m[1]}"`)
      .send(Buffer.from(row.bytes));
  });
}
