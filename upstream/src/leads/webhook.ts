// A brand's webhook (docs/webhooks.md): each lead POSTed as JSON to the brand's https address, signed
// with HMAC-SHA256 over `<timestamp>.<body>` with the brand's secret. The receiver checks the signature
// and the timestamp, and dedupes by the delivery id: the job is marked done once its 2xx arrives, but a
// crash between the 2xx and that mark sends the same delivery again.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const WEBHOOK_TIMEOUT_MS = 5000;
export const DELIVERY_HEADER = 'X-Shangji-Delivery';
export const TIMESTAMP_HEADER = 'X-Shangji-Timestamp';
export const SIGNATURE_HEADER = 'X-Shangji-Signature';

export interface WebhookLead {
  id: number;
  brand_id: number;
  name: string;
  mobile: string;
  region: string;
  content: string;
  /** Seconds since the epoch. */
  created: number;
  consent_text: string;
}

/** The body sent for one delivery (its JSON text is what is signed). */
export const webhookBody = (delivery: number, lead: WebhookLead) => JSON.stringify({ event: 'lead.created', delivery, lead });

/** `v1=` + hex HMAC-SHA256(secret, `${timestamp}.${body}`). */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** What a receiver does (docs/webhooks.md): the signature matches and the timestamp is within `toleranceS`. */
export function verifyWebhook(secret: string, headers: { timestamp: string; signature: string }, body: string, nowS: number, toleranceS = 300): boolean {
  const ts = Number(headers.timestamp);
  if (!Number.isInteger(ts) || Math.abs(nowS - ts) > toleranceS) return false;
  const want = Buffer.from(webhookSignature(secret, ts, body));
  const got = Buffer.from(headers.signature);
  return want.length === got.length && timingSafeEqual(want, got);
}

/** A new signing secret: 32 random bytes, hex. */
export const newWebhookSecret = () => randomBytes(32).toString('hex');

/**
 * Posts one delivery; resolves when the receiver answered 2xx, throws an Error whose message is safe to
 * store (a status or a network failure's kind; never the body or the lead) otherwise.
 */
export async function postWebhook(
  fetchFn: typeof fetch,
  target: { url: string; secret: string },
  delivery: number,
  lead: WebhookLead,
  nowMs: number,
): Promise<void> {
  const body = webhookBody(delivery, lead);
  const timestamp = Math.floor(nowMs / 1000);
  let res: Response;
  try {
    res = await fetchFn(target.url, {
      method: 'POST',
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'user-agent': 'Shangji-Webhook/1',
        [DELIVERY_HEADER]: String(delivery),
        [TIMESTAMP_HEADER]: String(timestamp),
        [SIGNATURE_HEADER]: webhookSignature(target.secret, timestamp, body),
      },
    });
  } catch (err) {
    const name = err instanceof Error ? err.name : '';
    throw new Error(name === 'TimeoutError' || name === 'AbortError' ? `对方${WEBHOOK_TIMEOUT_MS / 1000}秒内未应答` : '无法连接对方地址');
  }
  // The answer's body is not read beyond discarding it: nothing of it is kept.
  await res.body?.cancel().catch(() => undefined);
  if (res.status < 200 || res.status >= 300) throw new Error(`对方应答 HTTP ${res.status}`);
}
