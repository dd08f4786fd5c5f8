// The compare page's sentences besides the rows (docs/decisions/0095), shared by the desktop page and the
// mobile one (web/src/mobile/routes/compare/route.tsx): why ids were left out, and where each brand's facts come from.
import type { CompareIds } from './compare-ids';
import type { ComparedBrand } from './rows';

/** Why some of the address was left out, in Chinese (empty when nothing was). */
export function compareNotices(asked: CompareIds, missing: readonly string[]): string[] {
  const notes: string[] = [];
  if (asked.invalid.length) notes.push(`以下不是有效的品牌编号，已忽略：${asked.invalid.join('、')}`);
  if (missing.length) notes.push(`未找到以下编号的品牌（可能已下架或暂时无法读取）：${missing.join('、')}`);
  if (asked.dropped.length) notes.push(`最多同时对比4个品牌，以下编号未列入：${asked.dropped.join('、')}`);
  return notes;
}

/** One brand's sources and reading date, or that its public record could not be read. */
export function sourceNote(b: ComparedBrand): string {
  return b.publicRecord
    ? `${b.name}：备案、门店、费用与咨询量取自公开记录（${b.publicRecord.filing.source.name}等），读取于${b.publicRecord.asOf}；评分与评价数来自本站点评。`
    : `${b.name}：公开记录暂时无法读取，相关项目显示为未知。`;
}
