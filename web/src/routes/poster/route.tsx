// /haibao/{id}: a brand's poster (SPEC §2). Critical: the poster (brand head and items). Deferred: 'guess
// you like'. Unknown brand, odd id or a brand without a poster → the 404 page.
import { data, Link, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { depsContext } from '../../app-context';
import { logFailure } from '../../data/log';
import { Breadcrumb } from '../../components/Breadcrumb';
import { ColumnsSheet } from '../../components/columns';
import { CertifiedBadge } from '../../components/CertifiedBadge';
import { DeferredSection } from '../../components/DeferredSection';
import { EnquiryForm } from '../../components/enquiry/EnquiryForm';
import { GuessYouLike, GuessYouLikeDocument } from '../../components/GuessYouLike';
import { PageHead, type PageMeta } from '../../components/PageHead';
import type { RouteErrorData } from '../../components/RouteErrorBoundary';
import { Sheet } from '../../components/Sheet';
import { SITE_NAME } from '../../components/site';
import { graphql } from '../../gql';
import type { PosterPageQuery } from '../../gql/graphql';
import { PosterItems } from './PosterItems';
import { scrollToElement } from '../../components/scroll';
import sheet from './styles.css.ts?sheet';
import { framed } from '../../components/framed';

type Poster = NonNullable<PosterPageQuery['poster']>;

export function meta(poster: Poster, path: string): PageMeta {
  const n = poster.brand.name;
  return {
    title: `${n}品牌海报_${n}加盟_${SITE_NAME}`,
    keywords: `${n}海报,${n}加盟,${n}加盟费`,
    description: poster.brand.summary || `${n}品牌海报，投资金额${poster.brand.feeBand.name}。`,
    path,
  };
}

const log = logFailure('poster');

export async function critical({ params, context }: LoaderFunctionArgs) {
  const deps = context.get(depsContext);
  const id = params.id ?? '';
  // Only a plain positive number can name a brand: anything else is not asked for.
  if (!/^[1-9]\d{0,9}$/.test(id)) return null;
  const r = await deps.query(PosterPageDocument, { id });
  return r.poster ? { ...r.poster, enquiryTarget: r.brand?.enquiryTarget ?? null } : null;
}

export async function loader(args: LoaderFunctionArgs) {
  const deps = args.context.get(depsContext);
  const guess = deps.query(GuessYouLikeDocument, { refresh: false }).then((r) => r.randomBrands ?? [], log('guess'));
  const poster = await critical(args);
  if (!poster || poster.items.length === 0) {
    guess.catch(() => undefined);
    throw data<RouteErrorData>({ kind: 'missing' }, { status: 404 });
  }
  return { poster, guess };
}

const MESSAGE_ID = 'poster-message';

/** Consult: scroll to the message box and put the focus on its title (keyboard users land there too). */
const scrollToMessage = () => scrollToElement(MESSAGE_ID, { offset: 70, focus: 'h2' });

export function Component() {
  const { poster, guess } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const { brand, items } = poster;
  const home = `/shangji/${brand.id}`;
  return (
    <div className="sj-container sj-page sj-poster-page" key={brand.id}>
      <ColumnsSheet />
      <Sheet sheet={sheet} />
      <PageHead {...meta(poster, pathname)} />
      <Breadcrumb items={[{ label: '品牌库', to: '/shangji' }, { label: brand.name, to: home }, { label: '品牌海报' }]} />
      <section className="sj-card sj-poster-head" aria-label="品牌信息">
        <img src={framed(brand.thumbnail, 240, 160)} alt={brand.name} width={240} height={160} />
        <div>
          <h1>
            {brand.name}
            {brand.certified ? <CertifiedBadge /> : null}
          </h1>
          <dl className="sj-poster-facts">
            <dt className="sj-muted">投资金额：</dt>
            <dd className="sj-money">{brand.feeBand.name}</dd>
            <dt className="sj-muted">公司名称：</dt>
            <dd>{brand.company || '—'}</dd>
          </dl>
          <div className="sj-poster-actions">
            <Link to={home} className="sj-btn sj-btn-outline">
              品牌首页
            </Link>
            <button type="button" className="sj-btn" onClick={scrollToMessage}>
              在线咨询
            </button>
          </div>
        </div>
      </section>
      <section className="sj-card" aria-label={`${brand.name}品牌海报`}>
        <PosterItems items={items} name={brand.name} />
      </section>
      <div className="sj-cols">
        <div className="sj-cols-main">
          <section id={MESSAGE_ID} className="sj-card" aria-labelledby={`${MESSAGE_ID}-title`}>
            <h2 id={`${MESSAGE_ID}-title`} className="sj-card-title" tabIndex={-1}>
              在线留言
            </h2>
            <EnquiryForm target={poster.enquiryTarget} />
          </section>
        </div>
        <aside className="sj-cols-side" aria-label="侧栏">
          <DeferredSection resolve={guess}>{(brands) => <GuessYouLike initial={brands ?? []} />}</DeferredSection>
        </aside>
      </div>
      <nav className="sj-poster-side" aria-label="快捷菜单">
        <button type="button" className="sj-poster-side-main" onClick={scrollToMessage}>
          在线咨询
        </button>
        <Link to={home}>品牌首页</Link>
        <button type="button" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
          返回顶部
        </button>
      </nav>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../../components/RouteErrorBoundary';

export const PosterPageDocument = graphql(`
  query PosterPage($id: ID!) {
    poster(brandId: $id) {
      brand {
        id
        name
        summary
        thumbnail
        certified
        company
        feeBand {
          id
          name
        }
      }
      items {
        ...PosterItems_item
      }
    }
    # The poster's brand is the list form (no enquiry context): the detail form has it.
    brand(id: $id) {
      id
      enquiryTarget {
        ...ConsultButton_target
      }
    }
  }
`);
