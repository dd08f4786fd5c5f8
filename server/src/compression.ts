// Response compression (brotli, gzip) for everything the gateway answers that is not precompressed:
// pages, /graphql JSON. Pages stream: every write is flushed through the compressor at once
// (SYNC_FLUSH), so a compressed response never holds back the shell or a deferred section waiting for
// more bytes; `coalescePerTurn` below keeps that to one flush per React flush. Assets under /assets/
// are precompressed at build (web/vite.precompress.ts) and served as such by @fastify/static.
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { Transform, type Readable } from 'node:stream';
import { constants } from 'node:zlib';

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    // Brotli quality stays at the plugin's 4 (11 costs far too much CPU per response).
    brotliOptions: { flush: constants.BROTLI_OPERATION_FLUSH },
    zlibOptions: { flush: constants.Z_SYNC_FLUSH },
  });
}

/**
 * React writes a flush as many small chunks in one event-loop turn; passed on one by one, each would
 * be compressed and flushed on its own (worse ratio, more CPU). This joins the chunks of one turn.
 */
export function coalescePerTurn(source: Readable): Readable {
  let pending: Buffer[] = [];
  let scheduled = false;
  const out = new Transform({
    transform(chunk: Buffer, _enc, done) {
      pending.push(chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          if (pending.length) out.push(Buffer.concat(pending));
          pending = [];
        });
      }
      done();
    },
    flush(done) {
      if (pending.length) this.push(Buffer.concat(pending));
      pending = [];
      done();
    },
  });
  source.on('error', (error) => out.destroy(error));
  return source.pipe(out);
}
