// /aboutus: company profile, service concept, partners and contact (SPEC §2). Hotline, hours and
// address come from the site config shown in the footer. Static text, no loader.
import type { PageMeta } from '../../components/PageHead';
import { COMPANY_NAME, SITE_NAME } from '../../components/site';
import { StaticPage, staticMeta } from '../../components/StaticPage';
import { AboutUsText } from '../../components/legal/aboutus';

const NAME = '关于我们';

export function meta(): PageMeta {
  return staticMeta(
    NAME,
    '/aboutus',
    `关于${SITE_NAME},${COMPANY_NAME},品牌加盟平台,联系我们`,
    `${SITE_NAME}是${COMPANY_NAME}运营的品牌加盟信息平台，为创业者提供加盟项目、资讯、专题和排行榜，为品牌方提供品牌营销服务。`,
  );
}

export function Component() {
  return (
    <StaticPage meta={meta()} name={NAME}>
      <AboutUsText />
    </StaticPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../../components/RouteErrorBoundary';
