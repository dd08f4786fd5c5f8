// Brand edits under review (schema/backoffice-brand-edits.graphql; docs/decisions/0121). HTML a merchant
// writes is sanitised here with the site's own rules (../sanitize.ts) before the draft is saved, so what
// ops reviews is what will be published; pages sanitise it again whenever they render it. Who may call
// what is @allow's first decision and the upstream's second (its own brand only, ops and admin review).
import type { BrandEditField as WireFields, EnvelopeAnswer, WireBrandEditView } from '@shangji/contract';
import type {
  BrandEditFields, BrandEditInput, BrandEditResult, BrandEditState, BrandEditView, MutationResolvers, QueryResolvers,
} from '../../generated/resolvers';
import type { GraphQLContext } from '../context';
import { safeHtml } from '../sanitize';
import { dataOf, intId, iso, isoOrNull, lower, pagingOf, resultOf, upper } from './mapping';

type Fields = WireBrandEditView['current'];

/** Wire field names as the schema names them. */
const FIELD_NAMES: Record<WireFields, string> = {
  description: 'description', content: 'content', advantage: 'advantage', conditions: 'conditions', process: 'process',
  feeid: 'feeBandId', money: 'money', product: 'product', throng: 'throng', foundtime: 'foundedYear', company: 'company',
  thumb: 'thumb', slideshow: 'slideshow',
};
const names = (fields: WireFields[]) => fields.map((f) => FIELD_NAMES[f]);

function fieldsOf(brand: number, f: Fields): BrandEditFields {
  return {
    brandId: String(brand), description: f.description, content: f.content, advantage: f.advantage, conditions: f.conditions,
    process: f.process, feeBandId: String(f.feeid), money: f.money, product: f.product, throng: f.throng, foundedYear: f.foundtime,
    company: f.company, thumb: f.thumb, slideshow: f.slideshow,
  };
}

export function viewOf(v: WireBrandEditView): BrandEditView {
  const e = v.edit;
  return {
    brandId: String(v.brand_id), title: v.title, current: fieldsOf(v.brand_id, v.current), media: v.media,
    feeBands: v.fee_bands.map((b) => ({ id: String(b.id), name: b.name })),
    edit: e && {
      id: String(e.id), brandId: String(e.brand_id), state: upper<BrandEditState>(e.state), fields: fieldsOf(e.brand_id, e.fields),
      changed: names(e.changed), conflicts: names(e.conflicts), author: e.author, returnReason: e.return_reason,
      createdAt: iso(e.created), updatedAt: iso(e.updated), submittedAt: isoOrNull(e.submitted), decidedAt: isoOrNull(e.decided),
    },
  };
}

function editResultOf(context: GraphQLContext, answer: EnvelopeAnswer<WireBrandEditView>): BrandEditResult {
  const { ok, code, message } = resultOf(context, answer);
  return { ok, code, message, view: answer.code === 200 && answer.data ? viewOf(answer.data) : null };
}

const badId = (): BrandEditResult => ({ ok: false, code: 400, message: '参数错误', view: null });

/** The proposed values as the upstream takes them: HTML through the site's sanitiser, text trimmed. */
export function wireFieldsOf(input: BrandEditInput, mediaOrigin: string | undefined): Fields | null {
  const feeid = intId(input.feeBandId);
  if (feeid === undefined) return null;
  const html = (s: string) => safeHtml(s, mediaOrigin) ?? '';
  return {
    description: input.description.trim(), content: html(input.content), advantage: html(input.advantage), conditions: html(input.conditions),
    process: html(input.process), feeid, money: input.money.trim(), product: input.product.trim(), throng: input.throng.trim(),
    foundtime: input.foundedYear.trim(), company: input.company.trim(), thumb: input.thumb.trim(), slideshow: input.slideshow.map((s) => s.trim()),
  };
}

export const brandEditsQuery: QueryResolvers = {
  brandEdit: async (_root, { brandId }, context) => {
    const brand = intId(brandId);
    if (brand === undefined) return null;
    const data = dataOf(context, await context.upstream.call('adminBrandEdit', { brand }), true);
    return data && viewOf(data);
  },
  brandEditQueue: async (_root, { state, page, size }, context) => {
    const wanted = state ? lower(state) : undefined;
    if (wanted && wanted !== 'submitted' && wanted !== 'published' && wanted !== 'returned') return { total: 0, items: [] };
    const data = dataOf(context, await context.upstream.call('adminBrandEditQueue', { state: wanted as 'submitted' | 'published' | 'returned' | undefined, ...pagingOf(page, size) }))!;
    return {
      total: data.total,
      items: data.list.map((r) => ({
        id: String(r.id), brandId: String(r.brand_id), brandTitle: r.brand_title, state: upper<BrandEditState>(r.state), changed: names(r.changed),
        author: r.author, submittedAt: isoOrNull(r.submitted), decidedAt: isoOrNull(r.decided),
      })),
    };
  },
  brandEditReview: async (_root, { id }, context) => {
    const edit = intId(id);
    if (edit === undefined) return null;
    const data = dataOf(context, await context.upstream.call('adminBrandEditReview', { id: edit }), true);
    return data && viewOf(data);
  },
};

export const brandEditsMutation: MutationResolvers = {
  saveBrandEdit: async (_root, { brandId, fields }, context) => {
    const brand = intId(brandId);
    const wire = wireFieldsOf(fields, context.config.mediaOrigin);
    if (brand === undefined || !wire) return badId();
    return editResultOf(context, await context.upstream.call('adminSaveBrandEdit', { brand, fields: JSON.stringify(wire) }));
  },
  submitBrandEdit: async (_root, { brandId }, context) => {
    const brand = intId(brandId);
    return brand === undefined ? badId() : editResultOf(context, await context.upstream.call('adminSubmitBrandEdit', { brand }));
  },
  withdrawBrandEdit: async (_root, { brandId }, context) => {
    const brand = intId(brandId);
    return brand === undefined ? badId() : editResultOf(context, await context.upstream.call('adminWithdrawBrandEdit', { brand }));
  },
  discardBrandEdit: async (_root, { brandId }, context) => {
    const brand = intId(brandId);
    return brand === undefined ? badId() : editResultOf(context, await context.upstream.call('adminDiscardBrandEdit', { brand }));
  },
  publishBrandEdit: async (_root, { id }, context) => {
    const edit = intId(id);
    return edit === undefined ? badId() : editResultOf(context, await context.upstream.call('adminPublishBrandEdit', { id: edit }));
  },
  returnBrandEdit: async (_root, { id, reason }, context) => {
    const edit = intId(id);
    return edit === undefined ? badId() : editResultOf(context, await context.upstream.call('adminReturnBrandEdit', { id: edit, reason: reason.trim().slice(0, 2000) }));
  },
};
