// /duibi?ids=1,2,3: up to 4 brands side by side (docs/decisions/0095) — investment and itemised costs,
// stores and closures, filing and 两店一年, red flags, rating, reviews and enquiries — rows where the
// brands differ highlighted. Server-rendered from the address alone, so a shared link shows the same
// table; noindex (a visitor's own comparison). Ids that are not ids, or name no brand, are named.
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { depsContext } from '../../app-context';
import { Breadcrumb } from '../../components/Breadcrumb';
import { compareHref, setShortlist, useShortlist } from '../../components/compare/shortlist';
import { EmptyState } from '../../components/EmptyState';
import { PageHead, type PageMeta } from '../../components/PageHead';
import { RedFlagBadges } from '../../components/RedFlagBadges';
import { SITE_NAME } from '../../components/site';
import { useHydrated } from '../../components/useHydrated';
import { readCompareIds, type CompareIds } from './compare-ids';
import { CompareBrandsDocument } from './document';
import { compareNotices, sourceNote } from './notes';
import { compareRows, splitCompared, type ComparedBrand } from './rows';
import { CompareStyles } from './styles';

export function meta(brands: ComparedBrand[], asked: CompareIds): PageMeta {
  const names = brands.map((b) => b.name);
  return {
    title: `${names.length ? `${names.join('、')}对比` : '品牌对比'}_${SITE_NAME}`,
    description: '把最多4个加盟品牌并排比较：投资金额与开店费用、门店与闭店、备案与两店一年、风险提示、评分与咨询量。',
    path: asked.ids.length ? compareHref(asked.ids) : '/duibi',
    noindex: true,
  };
}

export async function critical({ request, context }: LoaderFunctionArgs) {
  const deps = context.get(depsContext);
  const asked = readCompareIds(new URL(request.url).searchParams.get('ids'));
  const result = asked.ids.length ? await deps.query(CompareBrandsDocument, { ids: asked.ids }, { partial: true }) : null;
  return { asked, result };
}

export async function loader(args: LoaderFunctionArgs) {
  const { asked, result } = await critical(args);
  return { asked, ...splitCompared(asked.ids, result?.brandsById ?? []) };
}

/** Why some of the address was left out, in Chinese. */
function Notices({ asked, missing }: { asked: CompareIds; missing: string[] }) {
  const notes = compareNotices(asked, missing);
  if (!notes.length) return null;
  return (
    <ul className="sj-cmp-notes" role="alert" data-testid="compare-notices">
      {notes.map((n) => (
        <li key={n}>{n}</li>
      ))}
    </ul>
  );
}

/** 移出: a new address without the brand; the visitor's shortlist loses it too. */
function RemoveButton({ brand, ids }: { brand: ComparedBrand; ids: string[] }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const shortlist = useShortlist();
  if (!hydrated) return null;
  const rest = ids.filter((id) => id !== brand.id);
  return (
    <button
      type="button"
      className="sj-compare-btn"
      aria-label={`移出对比：${brand.name}`}
      onClick={() => {
        if (shortlist.includes(brand.id)) setShortlist(shortlist.filter((id) => id !== brand.id));
        void navigate(rest.length ? compareHref(rest) : '/duibi');
      }}
    >
      移出
    </button>
  );
}

/** With no ids in the address: the shortlist saved in this browser, if any, once hydrated. */
function SavedShortlist() {
  const ids = useShortlist();
  if (!ids.length) return null;
  return (
    <p>
      <Link to={compareHref(ids)} className="sj-link" data-testid="compare-saved">
        对比我的清单（{ids.length}个品牌）
      </Link>
    </p>
  );
}

function CompareTable({ brands, ids }: { brands: ComparedBrand[]; ids: string[] }) {
  const rows = compareRows(brands);
  const groups = [...new Set(rows.map((r) => r.group))];
  return (
    <div className="sj-cmp-scroll">
      <table className="sj-cmp" data-testid="compare-table">
        <caption>
          {brands.length}个品牌并排对比{brands.length > 1 ? '；底色标出并注明“不同”的行，各品牌的数据不一样' : ''}
        </caption>
        <thead>
          <tr>
            <td />
            {brands.map((b) => (
              <th key={b.id} scope="col">
                <Link to={`/shangji/${b.id}`}>{b.name}</Link>
                <div className="sj-cmp-sub">{b.company || '—'}</div>
                <RedFlagBadges brandId={b.id} flags={b.publicRecord?.redFlags.map((f) => ({ code: f.code, label: f.flagLabel }))} />
                <RemoveButton brand={b} ids={ids} />
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((g) => (
          <tbody key={g}>
            <tr className="sj-cmp-group">
              <th scope="rowgroup" colSpan={brands.length + 1}>
                {g}
              </th>
            </tr>
            {rows
              .filter((r) => r.group === g)
              .map((r) => (
                <tr key={r.key} data-row={r.key} data-differs={r.differs ? 'true' : undefined}>
                  <th scope="row">
                    {r.label}
                    {r.differs ? <span className="sj-cmp-differs">不同</span> : null}
                  </th>
                  {r.values.map((v, i) => (
                    <td key={brands[i]!.id}>{v}</td>
                  ))}
                </tr>
              ))}
          </tbody>
        ))}
      </table>
      <ul className="sj-cmp-sources">
        {brands.map((b) => (
          <li key={b.id}>{sourceNote(b)}</li>
        ))}
      </ul>
    </div>
  );
}

export function Component() {
  const { asked, brands, missing } = useLoaderData<typeof loader>();
  const ids = brands.map((b) => b.id);
  return (
    <div className="sj-container sj-cmp-page">
      <PageHead {...meta(brands, asked)} />
      <CompareStyles />
      <Breadcrumb items={[{ label: '品牌库', to: '/shangji' }, { label: '品牌对比' }]} />
      <section className="sj-card" aria-labelledby="compare-title">
        <h1 id="compare-title" className="sj-cmp-title">
          品牌对比
        </h1>
        <Notices asked={asked} missing={missing} />
        {brands.length ? (
          <CompareTable brands={brands} ids={ids} />
        ) : (
          <EmptyState
            text="还没有可对比的品牌。在品牌列表、搜索结果或品牌页点“加入对比”（最多4个），再来这里并排比较。"
            links={[{ label: '浏览全部品牌', to: '/shangji/all' }]}
          >
            <SavedShortlist />
          </EmptyState>
        )}
      </section>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../../components/RouteErrorBoundary';
