// Upstream category shapes → Category. Only top-level entries of getZahoshangClassify carry children.
import type { Category } from '../../generated/resolvers';
import type { WireCategory, WireCategoryRef } from '@shangji/contract';

export function categoryFromRef(ref: WireCategoryRef): Category {
  return { id: String(ref.id), name: ref.name, pinyin: ref.pinyin ?? '', children: [] };
}

export function categoryFromClassify(c: WireCategory): Category {
  return { ...categoryFromRef(c), children: (c.children ?? []).map(categoryFromRef) };
}
