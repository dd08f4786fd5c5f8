// A link inside the legal texts: client-side navigation on the desktop; on the mobile site (which renders
// without React Router's browser side) a plain link to its own page when it has one, else to the desktop's.
import { createContext, useContext, type ReactNode } from 'react';
import { Link } from 'react-router';

/** Set by the mobile site: the href for a desktop path. */
export const SiteLinkHref = createContext<((to: string) => string) | null>(null);

export function SiteLink({ to, children }: { to: string; children: ReactNode }) {
  const href = useContext(SiteLinkHref);
  return href ? <a href={href(to)}>{children}</a> : <Link to={to}>{children}</Link>;
}
