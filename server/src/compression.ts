// Response compression (brotli, gzip) for everything the gateway answers that is not precompressed:
// pages, /graphql JSON. Pages stream: every write is flushed through the compressor at once
// (SYNC_FLUSH), so a compressed response never holds back the shell or a deferred section waiting for
// more bytes; pages arrive joined per React flush (server/src/ssr/page-stream.ts), so that is one flush each. Assets under /assets/
// are precompressed at build (web/vite.precompress.ts) and served as such by @fastify/static.
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    // Brotli quality stays at the plugin's 4 (11 costs far too much CPU per response).
    brotliOptions: { flush: constants.BROTLI_OPERATION_FLUSH },
    zlibOptions: { flush: constants.Z_SYNC_FLUSH },
  });
}
