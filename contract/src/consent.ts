// The consent an enquirer gives for one enquiry (PIPL Art. 23: separate consent naming the recipient,
// the purpose, the data and how long it is kept). Written once here: the form shows `consentText(...)`
// beside an unticked checkbox and sends it back with its version; the upstream builds the same text
// from its own brand row and stores the enquiry only when both agree, so the stored text is the text
// the visitor saw and it names the real recipient (docs/decisions/0079-consent-per-enquiry.md).
// Plain TypeScript without zod: the browser bundle imports this file (`@shangji/contract/consent`).

/** The version of the wording below; bump it whenever the wording changes. */
export const CONSENT_VERSION = '2026-11-25';

/** What a brand that no merchant has claimed hands the enquiry to: the site's own franchise advisers. */
export const SITE_ADVISERS = '本站自己的加盟顾问';
/** Who receives a 品牌营销 lead (typeid 2): the operating company's own marketing advisers. */
export const SITE_MARKETING_ADVISERS = '本站自己的品牌营销顾问';

/** How long the recipient and the site keep an enquiry's personal data, in days. */
export const ENQUIRY_RETENTION_DAYS = 180;

/**
 * The recipient of an enquiry to a brand: its operating company when a merchant has claimed the brand
 * (mid > 0), named by the company on file; otherwise the site's own franchise advisers.
 */
export function enquiryRecipient(brand: { mid?: number | null | undefined; company?: string | null | undefined } | null): string {
  if (!brand) return SITE_MARKETING_ADVISERS;
  const company = (brand.company ?? '').trim();
  if (!brand.mid || brand.mid <= 0) return SITE_ADVISERS;
  return company ? `该品牌的运营公司「${company}」` : '该品牌的运营公司';
}

/** The words beside the checkbox, exactly as stored with the enquiry. `title` is the brand's name (品牌营销 for a lead). */
export function consentText(recipient: string, title: string): string {
  return (
    `我同意将本次填写的姓名、手机号、所在地区和留言提供给${recipient}，仅用于就「${title}」与我联系、` +
    `提供加盟资料；对方与本站自提交起最多保存${ENQUIRY_RETENTION_DAYS}天，期满删除。` +
    '此同意只适用于本次咨询，我可随时联系本站客服撤回同意或要求删除。'
  );
}
