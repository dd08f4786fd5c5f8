// One brand in a mobile list: picture, name, investment band and the certified mark, the whole row one link.
// Pages that share the desktop page's document (docs/decisions/0125) pass the desktop card's brand: the
// fields its fragment lacks are left out, and `detail` (a line of its own) and `action` (after the link) added.
import type { ReactNode } from 'react';
import { graphql } from '../../gql';
import { framed } from '../../components/framed';
import type { MobileBrand_BrandFragment } from '../../gql/graphql';

export const MobileBrandFragment = graphql(`
  fragment MobileBrand_brand on Brand {
    id
    name
    thumbnail
    certified
    mainProduct
    feeBand {
      name
    }
    category {
      name
    }
  }
`);

export type MobileBrand = MobileBrand_BrandFragment;

/** What a row needs: a desktop card's brand has these, the mobile fragment all of them. */
type RowBrand = Pick<MobileBrand, 'id' | 'name' | 'thumbnail'> & { feeBand: { name: string } } & Partial<Pick<MobileBrand, 'certified' | 'category'>>;

interface ItemProps {
  brand: RowBrand;
  eager?: boolean;
  /** The list's first picture, its likely largest paint: fetched ahead of the others (docs/decisions/0130). */
  first?: boolean;
  rank?: number;
  score?: number | null;
  detail?: ReactNode;
  action?: ReactNode;
}

/** `rank` and `score`: a ranking's entry (score null: not published, shown as —). */
export function BrandItem({ brand, eager = false, first = false, rank, score, detail, action }: ItemProps) {
  return (
    <li className={action ? 'm-brand m-brand-action' : 'm-brand'}>
      <a href={`/shangji/${brand.id}`}>
        {rank !== undefined ? (
          <span className="m-rank">
            {/* Read as 第1名; a <span> may not carry aria-label (it names nothing). */}
            <span className="m-sr-only">第</span>
            {rank}
            <span className="m-sr-only">名</span>
          </span>
        ) : null}
        <img src={framed(brand.thumbnail, 96, 64)} alt="" width={96} height={64} loading={eager ? 'eager' : 'lazy'} fetchPriority={eager && first ? 'high' : undefined} decoding="async" />
        <span className="m-brand-text">
          <strong>
            {brand.name}
            {brand.certified ? <span className="m-badge">认证</span> : null}
          </strong>
          <span className="m-muted">
            {brand.category ? `${brand.category.name} · ` : ''}投资 <span className="m-money">{brand.feeBand.name}</span>
          </span>
          {detail ? <span className="m-muted">{detail}</span> : null}
          {rank !== undefined ? <span className="m-muted">得分 {score === null || score === undefined ? '—' : score}</span> : null}
        </span>
      </a>
      {action}
    </li>
  );
}

export function BrandList({ brands, eager = 0 }: { brands: ReadonlyArray<RowBrand>; eager?: number }) {
  return (
    <ul className="m-brands">
      {brands.map((b, i) => (
        <BrandItem key={b.id} brand={b} eager={i < eager} first={i === 0} />
      ))}
    </ul>
  );
}
