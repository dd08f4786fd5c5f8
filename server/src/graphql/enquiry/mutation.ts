// The enquiry write path over GraphQL: each field is one upstream call on the visitor's session, and
// answers the upstream's code and Chinese msg as they came (the form shows msg as a warning, SPEC §8).
import type { EnquiryInput, MutationResolvers, QueryResolvers } from '../../generated/resolvers';
import type { EnvelopeAnswer, WireEnquiry } from '@shangji/contract';
import { optional } from '../ids';

const result = ({ code, msg }: EnvelopeAnswer<unknown>) => ({ ok: code === 200, code, message: msg, enquiry: null });

// Ids go as the visitor typed them when they are not numbers: the upstream refuses them with its msg.
const int = (v: string | null | undefined): number | undefined => (v == null || v === '' ? undefined : /^\d{1,10}$/.test(v) ? Number(v) : NaN);

export function wireEnquiry(input: EnquiryInput): WireEnquiry {
  const mid = int(input.merchantId);
  return {
    aid: int(input.brandId) ?? 0,
    cid: int(input.categoryId),
    // An unclaimed brand's merchant id is 0: the upstream stores none.
    mid: mid === 0 ? undefined : mid,
    money: optional(input.investment),
    typeid: input.typeId ?? 1,
    entrance: input.entrance ?? 1,
    name: input.name,
    mobile: input.mobile,
    title: optional(input.title),
    url: optional(input.url),
    address: optional(input.address),
    content: optional(input.content),
    code: input.smsCode || undefined,
    consent_text: optional(input.consentText),
    consent_version: optional(input.consentVersion),
  };
}

export const enquiryCaptchaQuery: QueryResolvers = {
  enquiryCaptcha: async (_root, _args, { upstream, response }) => {
    response.noStore = true;
    const { svg, pow } = await upstream.call('captcha', {});
    return { image: `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`, pow };
  },
};

export const enquiryMutation: MutationResolvers = {
  sendSmsCode: async (_root, { phone, captcha, pow, idempotencyKey }, { upstream, response }) => {
    response.noStore = true;
    const params = { account: phone.trim(), code: captcha.trim(), type: 'img', pow: pow ?? undefined } as const;
    return result(await upstream.call('sendCode', params, { idempotencyKey: idempotencyKey ?? undefined }));
  },
  submitEnquiry: async (_root, { input }, { upstream, response }) => {
    response.noStore = true;
    const { code, ...fields } = wireEnquiry(input);
    const options = { idempotencyKey: input.idempotencyKey ?? undefined };
    // guestBookCode the first time (with the SMS code); guestBook when this session verified the phone.
    const answer = code ? await upstream.call('enquiryFirst', { ...fields, code }, options) : await upstream.call('enquiryReturning', fields, options);
    return { ...result(answer), enquiry: answer.data };
  },
};
