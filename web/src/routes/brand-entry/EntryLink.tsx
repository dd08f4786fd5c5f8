// The 立即入驻 buttons: the external brand-owner login portal (BRAND_PORTAL_URL in the site configuration,
// decision 0053), in a new tab. A direct link, not through the jump page: it is the company's own portal.
import type { ReactNode } from 'react';
import { useSiteConfig } from '../../app-context';

export function EntryLink({ children = '立即入驻', className = 'be-entry', where }: { children?: ReactNode; className?: string; where: string }) {
  const { links } = useSiteConfig();
  return (
    <a href={links.brandPortalUrl} target="_blank" rel="noopener noreferrer" className={className} data-entry={where}>
      {children}
      <span className="sj-sr-only">（品牌方后台，新窗口打开）</span>
    </a>
  );
}
