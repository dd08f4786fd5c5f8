// /privacypolicy: the privacy policy, rewritten for the Personal Information Protection Law (PIPL) in
// the place SPEC §2 gives it (docs/decisions/0080). It keeps SPEC §9's statements (rights requests
// answered within thirty days, 15 days notice of shutdown, children under 14, IP addresses deleted
// after sixty days, users under 18 not permitted) and says what the enquiry form now does: a separate
// consent per enquiry naming its recipient, the caps, and how to use the rights. The 2019 version
// stays readable at /privacypolicy/2019-10-16. Static text, no loader; the numbers come from the same
// constants the form and the upstream use.
import type { PageMeta } from '../../components/PageHead';
import { SITE_NAME } from '../../components/site';
import { StaticPage, staticMeta } from '../../components/StaticPage';
import { PrivacyPolicyText } from '../../components/legal/privacypolicy';

const NAME = '隐私政策';
import { POLICY_VERSION } from '../../components/legal/privacypolicy';

export { POLICY_VERSION };

export function meta(): PageMeta {
  return staticMeta(
    NAME,
    '/privacypolicy',
    `${SITE_NAME}隐私政策,个人信息保护法,个人信息保护,加盟留言,单独同意`,
    `${SITE_NAME}隐私政策（${POLICY_VERSION}版）：我们收集哪些个人信息、为什么收集、每次留言提供给谁、保存多久，以及您如何查阅、复制、撤回和删除。`,
  );
}

export function Component() {
  return (
    <StaticPage meta={meta()} name={NAME}>
      <PrivacyPolicyText />
    </StaticPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../../components/RouteErrorBoundary';
