// Mobile compare, /duibi?ids=1,2,3 (the desktop's address and query, docs/decisions/0095 and 0103): the
// desktop's facts from the same query (routes/compare/document.ts) and row builder (routes/compare/rows.ts),
// laid out for a phone — one section per fact with each brand's value, the facts where the brands differ
// marked 不同 — instead of a table that would scroll sideways at 360 px. noindex, as the desktop's.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { depsContext } from '../../../app-context';
import { compareHref } from '../../../components/compare/shortlist-store';
import { SITE_NAME } from '../../../components/site';
import { readCompareIds, type CompareIds } from '../../../routes/compare/compare-ids';
import { CompareBrandsDocument } from '../../../routes/compare/document';
import { compareNotices, sourceNote } from '../../../routes/compare/notes';
import { compareRows, splitCompared, type ComparedBrand } from '../../../routes/compare/rows';
import { guarded } from '../../components/errors';
import { Head } from '../../components/Head';
import { useBindings } from '../../assets';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const deps = context.get(depsContext);
  const asked = readCompareIds(new URL(request.url).searchParams.get('ids'));
  return guarded(async () => {
    const result = asked.ids.length ? await deps.query(CompareBrandsDocument, { ids: asked.ids }, { partial: true }) : null;
    return { asked, ...splitCompared(asked.ids, result?.brandsById ?? []) };
  });
}

/** Why some of the address was left out, in the desktop's words (routes/compare/notes.ts). */
function Notices({ asked, missing }: { asked: CompareIds; missing: string[] }) {
  const notes = compareNotices(asked, missing);
  if (!notes.length) return null;
  return (
    <ul className="m-cmp-notes" role="alert" data-testid="compare-notices">
      {notes.map((n) => (
        <li key={n}>{n}</li>
      ))}
    </ul>
  );
}

function Compared({ brands }: { brands: ComparedBrand[] }) {
  const ids = brands.map((b) => b.id);
  const rows = compareRows(brands);
  const groups = [...new Set(rows.map((r) => r.group))];
  return (
    <>
      <p className="m-muted">
        {brands.length}个品牌{brands.length > 1 ? '；标有“不同”的项目，各品牌的数据不一样' : ''}
      </p>
      <ol className="m-cmp-brands">
        {brands.map((b) => {
          const rest = ids.filter((id) => id !== b.id);
          return (
            <li key={b.id}>
              <a href={`/shangji/${b.id}`}>{b.name}</a>
              <span className="m-muted">{b.company || '—'}</span>
              {/* A plain link works without the script; with it, the shortlist loses the brand too (client/compare.ts). */}
              <a className="m-cmp-remove" href={rest.length ? compareHref(rest) : '/duibi'} data-compare-remove={b.id} aria-label={`移出对比：${b.name}`}>
                移出
              </a>
            </li>
          );
        })}
      </ol>
      {groups.map((g) => (
        <section key={g} className="m-section" aria-labelledby={`cmp-${g}`}>
          <h2 id={`cmp-${g}`}>{g}</h2>
          {rows
            .filter((r) => r.group === g)
            .map((r) => (
              <section key={r.key} className="m-cmp-row" data-row={r.key} data-differs={r.differs ? 'true' : undefined}>
                <h3>
                  {r.label}
                  {r.differs ? <span className="m-cmp-differs">不同</span> : null}
                </h3>
                <dl>
                  {r.values.map((v, i) => (
                    <div key={brands[i]!.id}>
                      <dt>{brands[i]!.name}</dt>
                      <dd>{v}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            ))}
        </section>
      ))}
      <ul className="m-source m-cmp-sources">
        {brands.map((b) => (
          <li key={b.id}>{sourceNote(b)}</li>
        ))}
      </ul>
    </>
  );
}

export function Component() {
  const { asked, brands, missing } = useLoaderData<typeof loader>();
  const names = brands.map((b) => b.name);
  // 移出 on each compared brand, or the saved shortlist when none is asked.
  useBindings('compare');
  return (
    <>
      <Head
        title={`${names.length ? `${names.join('、')}对比` : '品牌对比'}_${SITE_NAME}`}
        description="把最多4个加盟品牌并排比较：投资金额与开店费用、门店与闭店、备案与两店一年、风险提示、评分与咨询量。"
        path={asked.ids.length ? compareHref(asked.ids) : '/duibi'}
        noindex
      />
      <nav className="m-crumbs" aria-label="面包屑">
        <a href="/">首页</a>
        <a href="/shangji">品牌库</a>
      </nav>
      <h1 className="m-title">品牌对比</h1>
      <Notices asked={asked} missing={missing} />
      {brands.length ? (
        <Compared brands={brands} />
      ) : (
        <div className="m-empty">
          <p>还没有可对比的品牌。在品牌页点“加入对比”（最多4个），再来这里比较。</p>
          {/* Filled by client/compare.ts from this browser's shortlist, when it has one. */}
          <p data-compare-saved hidden />
          <p>
            <a className="m-button m-button-ghost" href="/shangji">
              浏览品牌库
            </a>
          </p>
        </div>
      )}
    </>
  );
}
