// The consent an enquirer gives for one enquiry (PIPL Art. 23: separate consent naming the recipient,
// the purpose, the data and how long it is kept). Written once here: the form shows `consentText(...)`
// beside an unticked checkbox and sends it back with its version; the upstream builds the same text
// from its own brand row and stores the enquiry only when both agree, so the stored text is the text
// the visitor saw and it names the real recipient (docs/decisions/0079-consent-per-enquiry.md).
// Plain TypeScript without zod: the browser bundle imports this file (`@shangji/contract/consent`).
// Since 2026-11-26 the wording also names the recipient's contact (PIPL Art. 23) and points to 我的咨询,
// where the enquirer sees, withdraws and deletes what they sent (docs/decisions/0093).

/** The version of the wording below; bump it whenever the wording changes. */
export const CONSENT_VERSION = '2026-11-26';

/** The site's customer hotline (SPEC §1, the top bar and footer show it); the web chrome imports it from here. */
export const SITE_HOTLINE = '400-100-8090';
/** Where an enquirer sees, exports, withdraws and deletes their enquiries (web/src/routes/wode-zixun). */
export const MY_ENQUIRIES_PATH = '/wode/zixun';
/** The hotline relaying to a recipient whose own number the site does not publish. */
export const HOTLINE_RELAY = `经本站客服热线${SITE_HOTLINE}转达`;

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

/**
 * How the enquirer reaches the recipient (PIPL Art. 23 "its contact"): the site's hotline, which relays to
 * the recipient. Never a brand's own phone: that is revealed only through 查看电话, counted per visitor so
 * that the phones of all certified brands cannot be collected in bulk (docs/decisions/0097); a consent text
 * on every brand page and in every list row would hand them out again.
 */
export function recipientContact(brand: object | null): string {
  return brand ? HOTLINE_RELAY : `本站客服热线${SITE_HOTLINE}`;
}

/**
 * The words beside the checkbox, exactly as stored with the enquiry. `title` is the brand's name
 * (品牌营销 for a lead); `contact` is recipientContact(...) of the same brand.
 */
export function consentText(recipient: string, title: string, contact: string): string {
  return (
    `我同意将本次填写的姓名、手机号、所在地区和留言提供给${recipient}（联系方式：${contact}），仅用于就「${title}」与我联系、` +
    `提供加盟资料；对方与本站自提交起最多保存${ENQUIRY_RETENTION_DAYS}天，期满删除。` +
    `此同意只适用于本次咨询，我可随时在本站「我的咨询」（${MY_ENQUIRIES_PATH}）查看、撤回或删除。`
  );
}

/** The whole wording for a brand row (or a 品牌营销 lead: null), as the upstream builds it from its own data. */
export function brandConsentText(brand: { title: string; mid?: number | null; company?: string | null } | null): string {
  return consentText(enquiryRecipient(brand), brand ? brand.title : '品牌营销', recipientContact(brand));
}
