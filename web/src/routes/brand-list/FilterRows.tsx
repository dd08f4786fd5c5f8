// The brand list's filter rows (SPEC §2): category, sub-category, franchise fee, headquarters city and
// more (tags). Every option is a real link to the list's address with that one filter changed and the
// others kept, so the rows work before hydration and can be crawled. Plain markup: about 80 links.
import { PageLink } from '../../components/PageLink';
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
            <PageLink to={href(o.id)} aria-current={o.id === selected ? 'true' : undefined} preventScrollReset>
              {o.name}
            </PageLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The trust filters (docs/decisions/0094): two switches, each with the exact total it leads to. */
function TrustRow({ filters, counts }: { filters: ListFilters; counts: { filed: number; twoStores: number } | null }) {
  const count = (n: number | undefined) => (n === undefined ? '' : `（${n}）`);
  const options = [
    { key: 'filed' as const, name: '已备案', n: counts?.filed, title: '在商务部商业特许经营信息管理系统查到备案的品牌' },
    { key: 'twostores' as const, name: '两店一年', n: counts?.twoStores, title: '开始特许经营时已有两家开业满一年的直营店的品牌' },
  ];
  const none = filters.filed === '0' && filters.twostores === '0';
  return (
    <div className="sj-filter-row" role="group" aria-label="核验">
      <span className="sj-filter-label">核验：</span>
      <ul data-testid="trust-filters">
        <li>
          <PageLink to={listHref(filters, { filed: '0', twostores: '0' })} aria-current={none ? 'true' : undefined} preventScrollReset>
            不限
          </PageLink>
        </li>
        {options.map((o) => {
          const on = filters[o.key] === '1';
          return (
            <li key={o.key}>
              <PageLink
                to={listHref(filters, { [o.key]: on ? '0' : '1' })}
                aria-current={on ? 'true' : undefined}
                title={on ? `取消“${o.name}”` : o.title}
                data-filter={o.key}
                preventScrollReset
              >
                {o.name}
                <span className="sj-filter-count">{count(o.n)}</span>
              </PageLink>
            </li>
          );
        })}
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
  /** Totals with 已备案 / 两店一年 switched on; null when they could not be read. */
  trustCounts: { filed: number; twoStores: number } | null;
}

export function FilterRows({ filters, categories, top, sub, feeBands, regions, tags, trustCounts }: FilterRowsProps) {
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
      <TrustRow filters={filters} counts={trustCounts} />
    </section>
  );
}
