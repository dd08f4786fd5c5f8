// Tags a brand page may show (decision 0094): only those its own figures back, and never one that
// promises returns (广告法 §25 forbids promising earnings in investment advertising). The franchisor picks
// its tags; the figures beside them come from the listing, whose store count is the store ledger's.
import type { WireBrand } from '@shangji/contract';

/** Tags that promise earnings: never shown, never offered as a filter. */
export const PROMISES_RETURNS = /利润|收益|回本|暴利|赚|稳赚|月入|年入/;

/** Claims no figure here can back (popularity apart from this site's own page views): never shown. */
const UNBACKED = new Set(['人气旺']);

/** Investment bands (feeid) up to 10万: what 投资少 / 小本创业 may claim. */
const LOW_FEE_BANDS = new Set([1, 2, 3]);

/** Each tag that states a figure, and the figure it needs. Other tags describe, they claim no figure. */
const needs: Record<string, (b: WireBrand) => boolean> = {
  投资少: (b) => LOW_FEE_BANDS.has(b.feeid ?? 0),
  小本创业: (b) => LOW_FEE_BANDS.has(b.feeid ?? 0),
  连锁品牌: (b) => (b.shopnum ?? 0) >= 10,
  大品牌: (b) => (b.shopnum ?? 0) >= 100,
};

/** A tag no brand may show; the list's 更多 row leaves it out too (a filter would select what no row says). */
export const neverShown = (name: string): boolean => PROMISES_RETURNS.test(name) || UNBACKED.has(name);

export function backedTags(b: WireBrand): { id: string; name: string }[] {
  return (b.idenidName ?? [])
    .filter((t) => !neverShown(t.name) && (needs[t.name]?.(b) ?? true))
    .map((t) => ({ id: String(t.id), name: t.name }));
}
