// /servicestatement: disclaimer and privacy statement (SPEC §2). Static text, no loader.
import type { PageMeta } from '../../components/PageHead';
import { SITE_NAME } from '../../components/site';
import { StaticPage, staticMeta } from '../../components/StaticPage';
import { ServiceStatementText } from '../../components/legal/servicestatement';

const NAME = '服务声明';

export function meta(): PageMeta {
  return staticMeta(
    NAME,
    '/servicestatement',
    `${SITE_NAME}服务声明,免责声明,隐私声明`,
    `${SITE_NAME}服务声明：品牌信息来源、投资风险提示、加盟合同责任及隐私声明。`,
  );
}

export function Component() {
  return (
    <StaticPage meta={meta()} name={NAME}>
      <ServiceStatementText />
    </StaticPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../../components/RouteErrorBoundary';
