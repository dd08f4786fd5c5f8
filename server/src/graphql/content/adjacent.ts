import type { AdjacentItem } from '../../generated/resolvers';

/** pageinfo.prev / next: null (or an empty value) when there is no neighbour. */
export function adjacent(item: { id: number; title: string } | null | undefined): AdjacentItem | null {
  return item && item.id ? { id: String(item.id), title: item.title ?? '' } : null;
}
