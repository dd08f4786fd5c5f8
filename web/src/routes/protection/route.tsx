// /protection: the intellectual-property complaint guide; complaints are answered within three
// working days (SPEC §2, §9). Static text, no loader.
import type { PageMeta } from '../../components/PageHead';
import { SITE_NAME } from '../../components/site';
import { StaticPage, staticMeta } from '../../components/StaticPage';
import { ProtectionText } from '../../components/legal/protection';

const NAME = '产权保护';

export function meta(): PageMeta {
  return staticMeta(
    NAME,
    '/protection',
    `${SITE_NAME}产权保护,知识产权投诉,侵权投诉,商标侵权`,
    `${SITE_NAME}知识产权投诉指引：提交哪些材料、向哪里提交，我们将在三个工作日内答复。`,
  );
}

export function Component() {
  return (
    <StaticPage meta={meta()} name={NAME}>
      <ProtectionText />
    </StaticPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../../components/RouteErrorBoundary';
