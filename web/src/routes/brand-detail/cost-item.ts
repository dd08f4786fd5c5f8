// One start-up cost item in words, for the cost sheets of both screens (CostSheet.tsx here, the mobile
// brand page's Trust.tsx): undisclosed reads 未披露, a range only where the brand gave two figures. Each
// screen passes its own way of writing money.
import { graphql } from '../../gql';
import type { CostItem_ItemFragment } from '../../gql/graphql';

export const CostItemFragment = graphql(`
  fragment CostItem_item on CostItem {
    code
    name
    disclosed
    unit
    min
    max
    byTier
  }
`);

export function costFigure(i: CostItem_ItemFragment, money: (n: number) => string): string {
  if (!i.disclosed) return '未披露';
  const lo = i.min ?? 0;
  const hi = i.max ?? lo;
  const range = (f: (n: number) => string) => (lo === hi ? f(lo) : `${f(lo)}–${f(hi)}`);
  switch (i.unit) {
    case 'YUAN_BY_TIER':
      return (i.byTier ?? []).map((v, k) => `${k + 1}线城市${money(v)}`).join('；');
    case 'YUAN_PER_M2':
      return `每平方米${range(money)}`;
    case 'MONTHS_OF_RENT':
      return `${range(String)}个月房租`;
    default:
      return range(money);
  }
}
