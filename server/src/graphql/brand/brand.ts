// Brand (upstream zhaoshang) → schema names. List calls send fewer fields than zhaoshang/show, so
// every field tolerates absence. jsondata.datum repeats some facts; the top-level value wins.
import type { BrandResolvers } from '../../generated/resolvers';
import { categoryFromRef } from '../category/mapping';
import { categoryById } from '../category/tree';
import { safeHtml } from '../sanitize';
import { backedTags } from './backed-tags';
import { enquiryTarget } from './enquiryTarget';
import { gallery } from './gallery';
import { hasPoster } from './poster';

export const Brand: BrandResolvers = {
  id: (b) => String(b.id),
  name: (b) => b.title ?? '',
  summary: (b) => b.description ?? '',
  thumbnail: (b) => b.thumb ?? '',
  gallery,
  certified: (b) => b.isvip === 1,
  claimed: (b) => Boolean(b.mid),
  feeBand: (b) => ({ id: String(b.feeid ?? 0), name: b.feeidName ?? '' }),
  category: async (b, _a, { upstream }) => {
    const ref = b.cidgl?.find((c) => c.id === b.cid);
    if (ref) return categoryFromRef(ref);
    // List answers carry no cidgl: the pinyin (the category's /shangji/{pinyin} address) comes from the
    // category tree, a cached call shared by every brand of the page.
    const tree = (await upstream.call('classify', {}).catch(() => null))?.classifyList ?? [];
    const known = categoryById(tree, b.cid);
    return { id: String(b.cid ?? 0), name: b.cidName || known?.name || '', pinyin: known?.pinyin ?? '', children: [] };
  },
  categoryPath: (b) => (b.cidgl ?? []).map(categoryFromRef),
  headquarters: (b) => (b.regionid ? { id: String(b.regionid), name: b.regionidName ?? '' } : null),
  tags: backedTags,
  mainProduct: (b) => b.product ?? b.jsondata?.datum.product ?? '',
  company: (b) => b.company ?? b.jsondata?.datum.company ?? '',
  suitableCrowd: (b) => b.throng || b.jsondata?.datum.throng || null,
  origin: (b) => b.regionidName || null,
  foundedYear: (b) => b.foundtime || b.jsondata?.datum.foundtime || null,
  franchiseeCount: (b) => b.joinnum ?? b.jsondata?.datum.joinnum ?? null,
  shopCount: (b) => b.shopnum ?? b.jsondata?.datum.shopnum ?? null,
  introHtml: (b, _a, { config }) => safeHtml(b.content, config.mediaOrigin),
  advantagesHtml: (b, _a, { config }) => safeHtml(b.advantage, config.mediaOrigin),
  conditionsHtml: (b, _a, { config }) => safeHtml(b.conditions, config.mediaOrigin),
  processHtml: (b, _a, { config }) => safeHtml(b.process, config.mediaOrigin),
  enquiryTarget,
  hasPoster,
  keywords: (b) => b.keyword || null,
  pinyin: (b) => b.pinyin || null,
  listedOn: (b) => b.addtimes || null,
};
