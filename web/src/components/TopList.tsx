// A numbered top list (排行榜) of brand names with their investment band; the first three numbers are
// highlighted. Used by the brand list's side column and the brand home's floors and VIP block.
import { Link } from 'react-router';
import { Sheet } from './Sheet';
import sheet from './TopList.css.ts?sheet';

export interface TopListItem {
  id: string;
  name: string;
  feeBand: { name: string };
}

export function TopList({ brands, label }: { brands: ReadonlyArray<TopListItem>; label?: string }) {
  if (!brands.length) return <p className="sj-muted">暂无数据</p>;
  return (
    <>
      <Sheet sheet={sheet} />
      <ol className="sj-top-list" aria-label={label}>
        {brands.map((b) => (
          <li key={b.id}>
            <Link to={`/shangji/${b.id}`}>{b.name}</Link>
            <span className="sj-money">{b.feeBand.name}</span>
          </li>
        ))}
      </ol>
    </>
  );
}
