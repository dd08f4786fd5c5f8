// The brand list's filter rows (SPEC §2): category, sub-category, franchise fee, headquarters city and
// more (tags). Every option is a real link to the list's address with that one filter changed and the
// others kept, so the rows work before hydration and can be crawled. Plain markup: about 80 links.
import { Link } from 'react-router';
import { listHref, type ListFilters } from '../../components/list-id';

export interface FilterOption {
  id: string;
  name: string;
}

interface RowProps {
  label: string;
  options: ReadonlyArray<FilterOption>;
  /** The selected option's id ('0' = 不限). */
  selected: string;
  href: (id: string) => string;
}

function FilterRow({ label, options, selected, href }: RowProps) {
  const all: FilterOption = { id: '0', name: '不限' };
  return (
    <div className="sj-filter-row" role="group" aria-label={label}>
      <span className="sj-filter-label">{label}：</span>
      <ul>
        {[all, ...options].map((o) => (
          <li key={o.id}>
            <Link to={href(o.id)} aria-current={o.id === selected ? 'true' : undefined} preventScrollReset>
              {o.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export interface FilterCategory {
  id: string;
  name: string;
  pinyin: string;
  children: ReadonlyArray<{ id: string; name: string; pinyin: string }>;
}

export interface FilterRowsProps {
  filters: ListFilters;
  categories: ReadonlyArray<FilterCategory>;
  /** The selected top-level industry and sub-category, if any. */
  top: FilterCategory | null;
  sub: { id: string } | null;
  feeBands: ReadonlyArray<FilterOption>;
  regions: ReadonlyArray<FilterOption>;
  tags: ReadonlyArray<FilterOption>;
}

export function FilterRows({ filters, categories, top, sub, feeBands, regions, tags }: FilterRowsProps) {
  // Category links carry the category's pinyin; the rows' ids are category ids, so map between them.
  const byId = (list: ReadonlyArray<{ id: string; pinyin: string }>, id: string, fallback: string) =>
    list.find((c) => c.id === id)?.pinyin ?? fallback;
  return (
    <section className="sj-card sj-filters" aria-label="筛选条件">
      <FilterRow
        label="行业"
        options={categories}
        selected={top?.id ?? '0'}
        href={(id) => listHref(filters, { pinyin: byId(categories, id, 'all') })}
      />
      {top && top.children.length ? (
        <FilterRow
          label="细分"
          options={top.children}
          selected={sub?.id ?? '0'}
          href={(id) => listHref(filters, { pinyin: byId(top.children, id, top.pinyin) })}
        />
      ) : null}
      <FilterRow label="投资金额" options={feeBands} selected={filters.feeid} href={(id) => listHref(filters, { feeid: id })} />
      <FilterRow label="总部城市" options={regions} selected={filters.regionid} href={(id) => listHref(filters, { regionid: id })} />
      <FilterRow label="更多" options={tags} selected={filters.idenid} href={(id) => listHref(filters, { idenid: id })} />
    </section>
  );
}
