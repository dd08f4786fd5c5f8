// The licence picture of a claim on the admin listener (docs/decisions/0120): uploaded and shown here,
// outside GraphQL (a picture is bytes, not a field), never under a public address. Both routes only
// relay to the upstream, which decides everything — the session (the HttpOnly cookie sent as
// X-Admin-Session), the image checks and re-encoding, who may see it (ops, admin) and the audit row of
// every view. A POST comes only from this origin (the listener's Origin check runs first).
//  - POST /a-files/licence: the picture's bytes as the body (at most 5 MB) → the upstream's envelope
//    with the stored picture's id, which submitClaim then names;
//  - GET /a-files/claims/:id/licence: the picture, inline, named, never sniffed or cached; a refusal
//    is a short Chinese text with 401/403/404.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Agent, request } from 'undici';
import { CLAIM_LICENCE_MAX_BYTES, CLAIM_LICENCE_UPLOAD_PATH, CLAIM_LICENCE_VIEW_PATH } from '@shangji/contract';
import type { ServerConfig } from '../config';
import type { AdminCookie } from './cookie';

export const LICENCE_UPLOAD_ROUTE = '/a-files/licence';
export const licenceViewPath = (claimId: number | string) => `/a-files/claims/${claimId}/licence`;

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
const TOO_LARGE = { code: 400, msg: `图片不能超过${CLAIM_LICENCE_MAX_BYTES / 1024 / 1024}MB`, data: null };
const NOT_IMAGE = { code: 400, msg: '请上传 JPG、PNG 或 WebP 格式的营业执照图片', data: null };

// Its own small pool: pictures are rare and may be large; they do not queue behind the pages' calls.
const pool = new Agent({ keepAliveTimeout: 10_000, connections: 8 });

export async function registerClaimFiles(admin: FastifyInstance, config: ServerConfig, cookie: AdminCookie): Promise<void> {
  const headersOf = (req: FastifyRequest): Record<string, string> => {
    const session = cookie.read(req.headers.cookie);
    const ua = req.headers['user-agent'];
    return { ...(session ? { 'x-admin-session': session } : {}), 'x-forwarded-for': req.ip, ...(typeof ua === 'string' ? { 'user-agent': ua.slice(0, 512) } : {}) };
  };
  /** An ended session's cookie goes, as after any back-office call answered 401. */
  const noteCode = (reply: FastifyReply, code: unknown) => {
    if (code === 401) void reply.header('set-cookie', cookie.clear());
  };

  await admin.register(async (scope) => {
    // Any body type is read as bytes: what it is, the upstream decides from the bytes, never from the label.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: CLAIM_LICENCE_MAX_BYTES }, (_req, body, done) => done(null, body));

    scope.post(LICENCE_UPLOAD_ROUTE, {
      bodyLimit: CLAIM_LICENCE_MAX_BYTES,
      errorHandler: (err, _req, reply) => {
        if ((err as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(413).send(TOO_LARGE);
        return reply.code(400).send(NOT_IMAGE);
      },
    }, async (req, reply) => {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const res = await request(config.upstreamUrl + CLAIM_LICENCE_UPLOAD_PATH, {
        dispatcher: pool,
        method: 'POST',
        headers: { ...headersOf(req), 'content-type': 'application/octet-stream', accept: 'application/json' },
        body,
        signal: AbortSignal.timeout(Math.max(config.upstreamTimeoutMs, 30_000)),
      }).catch(() => null);
      if (!res) return reply.code(502).send({ code: 500, msg: '系统繁忙，请稍后再试', data: null });
      const text = await res.body.text();
      let envelope: { code?: unknown; msg?: unknown; data?: unknown };
      try {
        envelope = JSON.parse(text) as typeof envelope;
      } catch {
        return reply.code(502).send({ code: 500, msg: '系统繁忙，请稍后再试', data: null });
      }
      noteCode(reply, envelope.code);
      return reply.type('application/json; charset=utf-8').send({ code: envelope.code, msg: envelope.msg, data: envelope.data ?? null });
    });

    scope.get<{ Params: { id: string } }>('/a-files/claims/:id/licence', async (req, reply) => {
      const id = req.params.id;
      if (!/^[1-9]\d{0,9}$/.test(id)) return reply.code(404).type('text/plain; charset=utf-8').send('认领不存在');
      const res = await request(`${config.upstreamUrl}${CLAIM_LICENCE_VIEW_PATH}?id=${id}`, {
        dispatcher: pool,
        method: 'GET',
        headers: headersOf(req),
        signal: AbortSignal.timeout(Math.max(config.upstreamTimeoutMs, 30_000)),
      }).catch(() => null);
      if (!res) return reply.code(502).type('text/plain; charset=utf-8').send('系统繁忙，请稍后再试');
      const type = String(res.headers['content-type'] ?? '').split(';')[0]!.trim();
      if (res.statusCode === 200 && IMAGE_TYPES.has(type)) {
        const bytes = Buffer.from(await res.body.arrayBuffer());
        const ext = type === 'image/png' ? 'png' : type === 'image/webp' ? 'webp' : 'jpg';
        return reply
          .header('content-type', type)
          .header('content-disposition', `inline; filename="licence-${id}.${ext}"`)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox")
          .header('cross-origin-resource-policy', 'same-origin')
          .send(bytes);
      }
      let code: unknown = 500;
      try {
        code = (JSON.parse(await res.body.text()) as { code?: unknown }).code;
      } catch {
        // not an envelope: an outage
      }
      noteCode(reply, code);
      const [status, text] = code === 401 ? [401, '请先登录'] : code === 403 ? [403, '无权访问'] : code === 400 ? [404, '认领不存在'] : [502, '系统繁忙，请稍后再试'];
      return reply.code(status).type('text/plain; charset=utf-8').header('x-content-type-options', 'nosniff').send(text);
    });
  });
}
