// A numbered top list (排行榜) of brand names with their investment band; the first three numbers are
// highlighted. Used by the brand list's side column and the brand home's floors and VIP block.
import { Link } from 'react-router';
import { palette } from '../palette';

const CSS = `
.sj-top-list{list-style:none;margin:0;padding:0;counter-reset:top}
.sj-top-list li{display:flex;gap:8px;align-items:center;padding:5px 0;border-bottom:1px dashed ${palette.line};counter-increment:top;min-width:0}
.sj-top-list li::before{content:counter(top);flex-shrink:0;width:20px;height:20px;line-height:20px;text-align:center;font-size:12px;background:${palette.line};color:${palette.text}}
.sj-top-list li:nth-child(-n+3)::before{background:${palette.redText};color:#fff}
.sj-top-list a{flex:1;min-width:0;overflow:hidden;white-space:nowrap;text-overflow:ellipsis}
.sj-top-list .sj-money{flex-shrink:0;font-size:12px}
`;

export interface TopListItem {
  id: string;
  name: string;
  feeBand: { name: string };
}

export function TopList({ brands, label }: { brands: ReadonlyArray<TopListItem>; label?: string }) {
  if (!brands.length) return <p className="sj-muted">暂无数据</p>;
  return (
    <>
      <style href="sj-top-list" precedence="default">
        {CSS}
      </style>
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
