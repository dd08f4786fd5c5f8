// /privacypolicy/2019-10-16: the privacy policy of SPEC §2 as it stood on 2019-10-16, kept readable word
// for word now that /privacypolicy carries the version written for PIPL (docs/decisions/0080). Marked
// as superseded and not indexed. Static text (components/legal/privacypolicy-2019.tsx), no loader.
import { PrivacyPolicy2019Text } from '../../components/legal/privacypolicy-2019';
import type { PageMeta } from '../../components/PageHead';
import { SITE_NAME } from '../../components/site';
import { StaticPage, staticMeta } from '../../components/StaticPage';

const NAME = '隐私政策（2019年10月16日版，已失效）';

export function meta(): PageMeta {
  return {
    ...staticMeta(NAME, '/privacypolicy/2019-10-16', `${SITE_NAME}隐私政策,历史版本`, `${SITE_NAME}隐私政策2019年10月16日版，已由现行版本取代，仅供查阅。`),
    noindex: true,
  };
}

export function Component() {
  return (
    <StaticPage meta={meta()} name={NAME}>
      <PrivacyPolicy2019Text />
    </StaticPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../../components/RouteErrorBoundary';
