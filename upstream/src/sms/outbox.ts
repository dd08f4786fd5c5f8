import type { Queryable } from '../db/database';
import { maskMobile } from '../enquiry/phone';
import type { SmsLog, SmsProvider } from './provider';

/** Development "provider": the message lands in sms_outbox; the log line masks the number. */
export class OutboxSmsProvider implements SmsProvider {
  readonly name = 'outbox';
  constructor(
    private readonly db: Queryable,
    private readonly log: SmsLog,
    private readonly now: () => number = Date.now,
  ) {}

  async send(mobile: string, text: string): Promise<{ ref: string }> {
    const at = new Date(this.now());
    const [row] = await this.db.query<{ id: number }>(
      'insert into sms_outbox (mobile, body, created_at, sent_at, provider_ref) values ($1, $2, $3, $3, $4) returning id',
      [mobile, text, at, 'outbox'],
    );
    const ref = `outbox:${row!.id}`;
    this.log(`sms ${ref} queued for ${maskMobile(mobile)}`);
    return { ref };
  }
}
