// Enqueuing a lead's deliveries (docs/decisions/0117): in the enquiry's own transaction, so an enquiry
// is stored together with every delivery it is owed, or not at all. One job per channel (lead_job is
// unique per enquiry and channel): the recipient brand's inbox, and its SMS and webhook notices when the
// brand set them; or the site's own advisers' desk when the consent named the site.
import type { Queryable } from '../db/database';

export type LeadChannel = 'inbox' | 'desk' | 'sms' | 'webhook';

/**
 * The recipient brand the consent named: the brand id when its text names the brand's operating
 * company (`enquiryRecipient(brand)` for a claimed brand, mid > 0), else null (the site's advisers).
 */
export function recipientBrandOf(aid: number | null, recipient: string): number | null {
  return aid !== null && recipient.startsWith('该品牌的运营公司') ? aid : null;
}

/**
 * Writes the lead's first event and its delivery jobs inside `tx` (the enquiry insert's transaction),
 * all due at `at`. A number on the do-not-contact list gets none (the write path refuses such an
 * enquiry before it gets here; this holds should that ever change). Answers the channels enqueued.
 */
export async function enqueueLead(tx: Queryable, lead: { id: number; mobile: string; recipientBrand: number | null; at: number }): Promise<LeadChannel[]> {
  const at = new Date(lead.at);
  await tx.query(`insert into lead_event (enquiry_id, state, at, actor) values ($1, 'submitted', $2, 'system')`, [lead.id, at]);
  const [dnc] = await tx.query('select 1 from enquiry_do_not_contact where mobile = $1', [lead.mobile]);
  if (dnc) return [];
  let channels: LeadChannel[] = ['desk'];
  if (lead.recipientBrand !== null) {
    const [notify] = await tx.query<{ sms_mobile: string | null; webhook_url: string | null }>(
      'select sms_mobile, webhook_url from brand_notify where brand_id = $1',
      [lead.recipientBrand],
    );
    channels = ['inbox'];
    if (notify?.sms_mobile) channels.push('sms');
    if (notify?.webhook_url) channels.push('webhook');
  }
  await tx.query(
    `insert into lead_job (enquiry_id, channel, run_at, created_at)
     select $1, c, $2, $2 from unnest($3::text[]) c`,
    [lead.id, at, channels],
  );
  return channels;
}
