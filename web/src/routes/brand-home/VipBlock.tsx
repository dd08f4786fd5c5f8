// The VIP block of /shangji: 8 certified brands with their red-flag badges, the VIP ranking and VIP hot
// picks (newest certified).
import { Link } from 'react-router';
import { CertifiedBadge } from '../../components/CertifiedBadge';
import { RedFlagBadges } from '../../components/RedFlagBadges';
import { TopList } from '../../components/TopList';
import type { BrandHomeQuery } from '../../gql/graphql';
import { framed } from '../../components/framed';

type Block = NonNullable<BrandHomeQuery['brandHome']>['certified'];

export const VIP_ANCHOR = 'floor-vip';

export function VipBlock({ block }: { block: Block }) {
  return (
    <section id={VIP_ANCHOR} className="sj-card sj-floor" aria-labelledby={`${VIP_ANCHOR}-title`}>
      <div className="sj-floor-head">
        <h2 id={`${VIP_ANCHOR}-title`} className="sj-card-title">
          <Link to="/vip">认证品牌</Link>
        </h2>
        <Link to="/vip" className="sj-more">
          更多<span className="sj-sr-only">认证品牌</span>
        </Link>
      </div>
      <div className="sj-vip-body">
        <ul className="sj-vip-grid">
          {block.brands.slice(0, 8).map((b) => (
            <li key={b.id}>
              <Link to={`/shangji/${b.id}`}>
                <img src={framed(b.thumbnail, 160, 110)} alt="" width={160} height={110} loading="lazy" decoding="async" />
                <span className="sj-tile-name">
                  {b.name}
                  <CertifiedBadge />
                </span>
              </Link>
              <span className="sj-muted">
                投资：<span className="sj-money">{b.feeBand.name}</span>
              </span>
              <RedFlagBadges brandId={b.id} flags={b.redFlags} />
            </li>
          ))}
        </ul>
        <div className="sj-vip-side">
          <h3 className="sj-floor-sub-title">VIP排行榜</h3>
          <TopList brands={block.top} />
        </div>
        <div className="sj-vip-side">
          <h3 className="sj-floor-sub-title">VIP热门推荐</h3>
          <TopList brands={block.newest} />
        </div>
      </div>
    </section>
  );
}
