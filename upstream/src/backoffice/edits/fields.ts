// The brand fields a brand_admin may edit (contract/src/shapes/backoffice-brand-edits.ts), read from and
// written to the brand row, and checked here whoever calls: lengths, a fee band that exists, a founding
// year, and pictures from the brand's own media only. Pictures are never uploaded: the brand chooses among
// the images the site draws for it (upstream/src/routes/media.ts), so nothing a merchant sends is ever
// served as an image. HTML is sanitised by the gateway before it is saved and again whenever a page
// renders it (server/src/graphql/sanitize.ts); here it is only bounded.
import { BRAND_EDIT_FIELDS, type BrandEditField, wireBrandEditFields, type WireBrandEditFields } from '@shangji/contract';
import type { Queryable } from '../../db/database';

/** Slides a brand may choose from (slide-1 … slide-8), and show at most. */
export const SLIDES_MAX = 8;

export const fieldLabels: Record<BrandEditField, string> = {
  description: '品牌简介',
  content: '品牌介绍',
  advantage: '加盟优势',
  conditions: '加盟条件',
  process: '加盟流程',
  feeid: '投资档位',
  money: '投资金额',
  product: '主营产品',
  throng: '适合人群',
  foundtime: '成立年份',
  company: '运营公司',
  thumb: '封面图',
  slideshow: '轮播图',
};

const TEXT_MAX: Partial<Record<BrandEditField, number>> = {
  description: 500,
  content: 30_000,
  advantage: 30_000,
  conditions: 30_000,
  process: 30_000,
  money: 20,
  product: 40,
  throng: 100,
  foundtime: 4,
  company: 60,
};

export const BRAND_FIELD_COLUMNS = `b.description, b.content, b.advantage, b.conditions, b.process, b.feeid, b.money, b.product, b.throng,
  b.foundtime, b.company, b.thumb, b.slideshow, b.slideshow_thumb`;

export interface BrandFieldRow {
  description: string; content: string; advantage: string; conditions: string; process: string; feeid: number; money: string;
  product: string; throng: string; foundtime: string; company: string; thumb: string; slideshow: unknown; slideshow_thumb: unknown;
}

const list = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : typeof v === 'string' ? list(JSON.parse(v)) : []);

/** The brand row's values of the editable fields. */
export function fieldsOfRow(r: BrandFieldRow): WireBrandEditFields {
  return {
    description: r.description, content: r.content, advantage: r.advantage, conditions: r.conditions, process: r.process,
    feeid: Number(r.feeid), money: r.money, product: r.product, throng: r.throng, foundtime: r.foundtime, company: r.company,
    thumb: r.thumb, slideshow: list(r.slideshow),
  };
}

/** The brand's own pictures: the drawn thumb and slides, and whatever it shows today. */
export function mediaOf(brandId: number, current: WireBrandEditFields): string[] {
  const drawn = [`/media/brand/${brandId}/thumb.svg`, ...Array.from({ length: SLIDES_MAX }, (_, i) => `/media/brand/${brandId}/slide-${i + 1}.svg`)];
  return [...new Set([...drawn, current.thumb, ...current.slideshow].filter(Boolean))];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields whose values differ between two sets. */
export const changedFields = (from: WireBrandEditFields, to: WireBrandEditFields): BrandEditField[] =>
  BRAND_EDIT_FIELDS.filter((f) => !same(from[f], to[f]));

export type Checked = { ok: true; fields: WireBrandEditFields } | { ok: false; message: string };

/**
 * The proposed values checked and normalised (trimmed), or the first problem in Chinese. `text` is the
 * JSON the caller sent; `feeBands` the ids that exist; `media` the brand's own pictures.
 */
export function checkFields(text: string, feeBands: Set<number>, media: string[], year: number): Checked {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, message: '参数错误' };
  }
  const parsed = wireBrandEditFields.safeParse(raw);
  if (!parsed.success) return { ok: false, message: '参数错误' };
  const f = { ...parsed.data };
  for (const key of Object.keys(TEXT_MAX) as BrandEditField[]) {
    const value = (f[key] as string).trim();
    (f as Record<string, unknown>)[key] = value;
    if ([...value].length > TEXT_MAX[key]!) return { ok: false, message: `${fieldLabels[key]}不能超过${TEXT_MAX[key]}字` };
  }
  if (!f.description) return { ok: false, message: '请填写品牌简介' };
  if (/[<>]/.test(f.description)) return { ok: false, message: '品牌简介是纯文字，不能包含 < 或 >' };
  for (const key of ['money', 'product', 'throng', 'company'] as const) {
    if (/[<>]/.test(f[key])) return { ok: false, message: `${fieldLabels[key]}不能包含 < 或 >` };
  }
  if (!feeBands.has(f.feeid)) return { ok: false, message: '请选择投资档位' };
  if (f.foundtime && !(/^\d{4}$/.test(f.foundtime) && Number(f.foundtime) >= 1900 && Number(f.foundtime) <= year)) {
    return { ok: false, message: `成立年份应为1900至${year}之间的四位年份` };
  }
  const own = new Set(media);
  if (!own.has(f.thumb)) return { ok: false, message: '封面图只能从本品牌的图片中选择' };
  if (f.slideshow.length === 0) return { ok: false, message: '请至少选择一张轮播图' };
  if (f.slideshow.length > SLIDES_MAX) return { ok: false, message: `轮播图最多${SLIDES_MAX}张` };
  if (new Set(f.slideshow).size !== f.slideshow.length) return { ok: false, message: '轮播图不能重复' };
  if (f.slideshow.some((s) => !own.has(s))) return { ok: false, message: '轮播图只能从本品牌的图片中选择' };
  return { ok: true, fields: f };
}

/** The small picture beside each slide: the drawn `-thumb` of a drawn slide, else what the brand had for it. */
export function slideThumbs(slideshow: string[], currentSlides: string[], currentThumbs: string[]): string[] {
  return slideshow.map((s) => {
    const drawn = /^(\/media\/brand\/\d+\/slide-\d+)\.svg$/.exec(s);
    if (drawn) return `${drawn[1]}-thumb.svg`;
    const i = currentSlides.indexOf(s);
    return (i >= 0 ? currentThumbs[i] : undefined) || s;
  });
}

/** Writes the changed fields to the brand row (the others are left as they are now). */
export async function writeFields(tx: Queryable, brandId: number, fields: WireBrandEditFields, changed: BrandEditField[], current: BrandFieldRow, at: number): Promise<void> {
  const sets: string[] = [];
  const values: unknown[] = [brandId];
  const put = (column: string, value: unknown, cast = '') => {
    values.push(value);
    sets.push(`${column} = $${values.length}${cast}`);
  };
  for (const f of changed) {
    if (f === 'slideshow') {
      put('slideshow', JSON.stringify(fields.slideshow), '::jsonb');
      put('slideshow_thumb', JSON.stringify(slideThumbs(fields.slideshow, list(current.slideshow), list(current.slideshow_thumb))), '::jsonb');
    } else {
      put(f, fields[f]);
    }
  }
  put('updated_at', Math.floor(at / 1000));
  await tx.query(`update brand set ${sets.join(', ')} where id = $1`, values);
}
