// Page hosting (streamed SSR of web/). Owned by the web/SSR work; this placeholder registers nothing.
import type { FastifyInstance } from 'fastify';

export async function registerPages(_app: FastifyInstance, _deps: unknown): Promise<void> {}
