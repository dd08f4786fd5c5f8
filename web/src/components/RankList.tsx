// A ten-brand ranking list (SPEC §2 rankings): numbered names; the entry under the pointer or focus is
// expanded with its thumbnail and investment, the first one by default. Plain markup: several per page.
import { useState } from 'react';
import { Link } from 'react-router';
import type { BrandMiniItem } from './BrandMini';
import { framed } from './framed';
import { RedFlagBadges, type RedFlagLike } from './RedFlagBadges';

/** Entries may carry their red flags (rankings show them: docs/decisions/0077, 0094). */
type Entry = BrandMiniItem & { redFlags?: ReadonlyArray<RedFlagLike> };

export function RankList({ brands, label }: { brands: ReadonlyArray<Entry>; label: string }) {
  const [open, setOpen] = useState(0);
  if (!brands.length) return <p className="sj-muted">暂无数据</p>;
  return (
    <ol className="sj-rank" aria-label={label}>
      {brands.map((b, i) => (
        <li key={b.id} data-open={i === open ? 'true' : undefined} onMouseEnter={() => setOpen(i)} onFocus={() => setOpen(i)}>
          <span className="sj-rank-no" aria-hidden="true">
            {i + 1}
          </span>
          {i === open ? (
            <div className="sj-rank-open">
              <img src={framed(b.thumbnail, 82, 55)} alt="" loading="lazy" decoding="async" width={82} height={55} />
              <div>
                <Link to={`/shangji/${b.id}`} className="sj-rank-name">
                  {b.name}
                </Link>
                <RedFlagBadges brandId={b.id} flags={b.redFlags} />
                <span className="sj-muted">
                  投资：<span className="sj-money">{b.feeBand.name}</span>
                </span>
              </div>
            </div>
          ) : (
            <>
              <Link to={`/shangji/${b.id}`} className="sj-rank-name">
                {b.name}
              </Link>
              <RedFlagBadges brandId={b.id} flags={b.redFlags} />
            </>
          )}
        </li>
      ))}
    </ol>
  );
}
