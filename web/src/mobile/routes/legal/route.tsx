// The legal and company pages on the mobile site: /aboutus, /servicestatement, /privacypolicy (and its
// superseded 2019 version, kept out of search results as on the desktop), /protection.
// The same text as the desktop's (web/src/components/legal/), links inside it leading to the mobile page
// when there is one, else to the desktop page. No loader: static text.
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useSiteConfig } from '../../../app-context';
import { AboutUsText } from '../../../components/legal/aboutus';
import { PrivacyPolicyText } from '../../../components/legal/privacypolicy';
import { PrivacyPolicy2019Text } from '../../../components/legal/privacypolicy-2019';
import { ProtectionText } from '../../../components/legal/protection';
import { ServiceStatementText } from '../../../components/legal/servicestatement';
import { SiteLinkHref } from '../../../components/legal/SiteLink';
import { COMPANY_NAME, SITE_NAME } from '../../../components/site';
import { mobileCounterpart } from '../../../routing/mobile-pairing';
import { Head } from '../../components/Head';

export const LEGAL_PAGES: Readonly<Record<string, { name: string; description: string; Text: () => ReactNode; noindex?: boolean }>> = {
  '/aboutus': { name: '关于我们', description: `${SITE_NAME}是${COMPANY_NAME}运营的品牌加盟信息平台。`, Text: AboutUsText },
  '/servicestatement': { name: '服务声明', description: `${SITE_NAME}服务声明：品牌信息来源、投资风险提示、加盟合同责任及隐私声明。`, Text: ServiceStatementText },
  '/privacypolicy': { name: '隐私政策', description: `${SITE_NAME}隐私政策：我们收集哪些个人信息、每次留言提供给谁、保存多久，以及您的权利。`, Text: PrivacyPolicyText },
  '/privacypolicy/2019-10-16': {
    name: '隐私政策（2019年10月16日版，已失效）',
    description: `${SITE_NAME}隐私政策2019年10月16日版，已由现行版本取代，仅供查阅。`,
    Text: PrivacyPolicy2019Text,
    noindex: true,
  },
  '/protection': { name: '产权保护', description: `${SITE_NAME}产权保护：权利人通知与处理流程。`, Text: ProtectionText },
};

export function Component() {
  const { pathname } = useLocation();
  const { siteUrl } = useSiteConfig();
  const page = LEGAL_PAGES[pathname]!;
  const href = (to: string) => (mobileCounterpart(to) ? to : siteUrl + to);
  return (
    <article className="m-article m-legal" aria-labelledby="legal-title">
      <Head title={`${page.name}_${SITE_NAME}`} description={page.description} path={pathname} noindex={page.noindex} />
      <h1 id="legal-title" className="m-title">
        {page.name}
      </h1>
      <SiteLinkHref.Provider value={href}>
        <page.Text />
      </SiteLinkHref.Provider>
    </article>
  );
}
