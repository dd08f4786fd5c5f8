// A compact brand row (thumbnail, name, investment) for sidebars and the error page. Plain markup with
// global classes: these lists are long and Chakra recipes cost render time (docs/pitfalls.md#chakra-render-cost).
import { PageLink } from './PageLink';
import { graphql } from '../gql';
import { framed } from './framed';

export const BrandMiniFragment = graphql(`
  fragment BrandMini_brand on Brand {
    id
    name
    thumbnail
    feeBand {
      id
      name
    }
  }
`);

export interface BrandMiniItem {
  id: string;
  name: string;
  thumbnail: string;
  feeBand: { name: string };
}

export function BrandMiniList({ brands, columns = 1 }: { brands: ReadonlyArray<BrandMiniItem>; columns?: 1 | 2 }) {
  return (
    <ul
      className="sj-list"
      style={columns === 2 ? { display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 20 } : undefined}
    >
      <BrandMiniItems brands={brands} />
    </ul>
  );
}

/** BrandMiniList's rows without their list: for a list whose rows are pasted (the brand page's 相关品牌). */
export function BrandMiniItems({ brands }: { brands: ReadonlyArray<BrandMiniItem> }) {
  return brands.map((b) => (
    <li key={b.id} className="sj-brand-mini">
      <img src={framed(b.thumbnail, 82, 55)} alt="" loading="lazy" decoding="async" width={82} height={55} />
      <div className="sj-brand-mini-text">
        <PageLink className="sj-name" to={`/shangji/${b.id}`}>
          {b.name}
        </PageLink>
        <span className="sj-muted">
          投资：<span className="sj-money">{b.feeBand.name}</span>
        </span>
      </div>
    </li>
  ));
}
