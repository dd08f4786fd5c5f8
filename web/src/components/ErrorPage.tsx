// The spec's error page (SPEC §2 "Error page", §8): message, back-to-home button, category brands
// and a tips box. Unmatched routes show the spec's 'This page could not be found' under a Chinese
// heading (docs/decisions/0090). Both are noindex and name no canonical (ErrorHead).
import { Link, useRouteLoaderData } from 'react-router';
import { BrandMiniList, type BrandMiniItem } from './BrandMini';
import { ErrorHead } from './PageHead';
import { Sheet } from './Sheet';
import sheet from './ErrorPage.css.ts?sheet';
import { SITE_NAME } from './site';

interface RootCategories {
  categories: ReadonlyArray<{ id: string; name: string; pinyin: string }>;
}

export function NotFoundMessage() {
  return (
    <div className="sj-container sj-card sj-notfound">
      <Sheet sheet={sheet} />
      <ErrorHead title={`404：您访问的页面不存在_${SITE_NAME}`} />
      <div className="sj-notfound-head">
        <div className="sj-notfound-code" aria-hidden="true">
          404
        </div>
        <h1 className="sj-notfound-title">您访问的页面不存在</h1>
      </div>
      {/* SPEC §8's sentence for an unmatched route, kept word for word beneath the Chinese heading. */}
      <p className="sj-muted sj-notfound-en" lang="en">
        This page could not be found.
      </p>
      <div className="sj-notfound-home">
        <Link className="sj-btn" to="/">
          返回首页
        </Link>
      </div>
    </div>
  );
}

export function ErrorPage({
  status,
  message,
  hotBrands,
}: {
  status: number;
  message?: string;
  hotBrands?: ReadonlyArray<BrandMiniItem>;
}) {
  const root = useRouteLoaderData('root') as RootCategories | undefined;
  return (
    <div className="sj-container sj-error">
      <Sheet sheet={sheet} />
      <ErrorHead title={`您访问的页面出错了_${SITE_NAME}`} />
      <div className="sj-card sj-error-main">
        <div className="sj-error-status">{status}</div>
        <h1 className="sj-error-title">您访问的页面出错了</h1>
        {message && status !== 404 ? <div className="sj-muted sj-error-message">{message}</div> : null}
        <div className="sj-error-home">
          <Link className="sj-btn" to="/">
            返回首页
          </Link>
        </div>
      </div>
      <div className="sj-error-cols">
        <div className="sj-card sj-error-brands">
          <h2 className="sj-card-title">分类品牌</h2>
          {root?.categories.length ? (
            <ul className="sj-list sj-error-categories">
              {root.categories.map((c) => (
                <li key={c.id}>
                  <Link className="sj-btn sj-btn-outline" to={`/shangji/${c.pinyin}`}>
                    {c.name}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="sj-muted">暂无分类</p>
          )}
          {hotBrands?.length ? (
            <div className="sj-error-hot">
              <h2 className="sj-card-title">热门品牌</h2>
              <BrandMiniList brands={hotBrands} columns={2} />
            </div>
          ) : null}
        </div>
        <div className="sj-card sj-error-tips">
          <h2 className="sj-card-title">温馨提示</h2>
          <ul className="sj-list">
            <li>请检查您输入的网址是否正确；</li>
            <li>该品牌或页面可能已下线或被删除；</li>
            <li>您可以返回首页，或通过分类查找感兴趣的品牌；</li>
            <li>如有疑问，请拨打客服热线咨询。</li>
          </ul>
        </div>
      </div>
    </div>
  );
}
