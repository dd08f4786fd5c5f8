// The 立即入驻 buttons: the claim flow on the back office's origin (SiteLinks.claimUrl, ADMIN_SITE_URL +
// /claim; docs/decisions/0120), where a brand owner registers, names its brand and sends its licence. In a
// new tab: the back office is its own application. A direct link, not through the jump page: it is ours.
import type { ReactNode } from 'react';
import { useSiteConfig } from '../../app-context';

export function EntryLink({ children = '立即入驻', className = 'be-entry', where }: { children?: ReactNode; className?: string; where: string }) {
  const { links } = useSiteConfig();
  return (
    <a href={links.claimUrl} target="_blank" rel="noopener noreferrer" className={className} data-entry={where}>
      {children}
      <span className="sj-sr-only">（品牌方后台，新窗口打开）</span>
    </a>
  );
}
