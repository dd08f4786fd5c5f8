// /jumpwebsite?url={base64}: the outbound-link hop (SPEC §2, §8). The parameter is decoded here and the
// schema's resolveJump is executed in-process (as the page loaders are); the browser is sent (302) only to
// the http(s) address the upstream vouched for. Anything else (no parameter, bad base64, an unknown or
// non-http target, an upstream failure) goes to the home page (docs/architecture.md "Errors and security").
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { execute, parse, type GraphQLSchema } from 'graphql';

export interface JumpDeps {
  schema: GraphQLSchema;
  createContext: (args: { headers: FastifyRequest['headers'] }) => unknown;
}

const RESOLVE_JUMP = parse('query ResolveJump($url: String!) { resolveJump(url: $url) }');

/** Longest accepted parameter: the upstream accepts targets of up to 2000 characters. */
const MAX_PARAM = 2800;

/**
 * Strict base64 (standard or URL-safe alphabet, padding optional) to a UTF-8 string; null when the input
 * is not base64 or does not decode to valid UTF-8 text. Buffer.from alone skips bad characters silently.
 */
export function decodeJumpParam(raw: string): string | null {
  // A '+' that arrived unescaped in the query string was read as a space.
  const s = raw.trim().replace(/ /g, '+');
  if (!s || s.length > MAX_PARAM || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(s)) return null;
  const body = s.replace(/=+$/, '');
  if (body.length % 4 === 1) return null;
  const bytes = Buffer.from(body.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    // Control characters never belong in an address.
    return text && !/[\u0000-\u001f\u007f]/.test(text) ? text : null;
  } catch {
    return null;
  }
}

const isHttp = (target: string) => {
  try {
    const u = new URL(target);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
};

export function registerJump(app: FastifyInstance, deps: JumpDeps): void {
  app.get('/jumpwebsite', async (req: FastifyRequest<{ Querystring: { url?: string | string[] } }>, reply: FastifyReply) => {
    // Never cached: the answer depends on the upstream's current list of ads and links.
    reply.header('cache-control', 'no-store');
    const home = () => reply.redirect('/', 302);
    const raw = req.query.url;
    const decoded = typeof raw === 'string' ? decodeJumpParam(raw) : null;
    if (!decoded) return home();
    const result = await execute({
      schema: deps.schema,
      document: RESOLVE_JUMP,
      variableValues: { url: decoded },
      contextValue: deps.createContext({ headers: req.headers }),
    });
    if (result.errors?.length) req.log.warn({ errors: result.errors.map((e) => e.message) }, 'jump resolution failed');
    const target = (result.data as { resolveJump?: unknown } | null | undefined)?.resolveJump;
    // The resolver already refuses non-http targets; checked again here because this is the one place that
    // sends visitors off the site.
    if (typeof target !== 'string' || !isHttp(target)) return home();
    return reply.redirect(new URL(target).href, 302);
  });
}
