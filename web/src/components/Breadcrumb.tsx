// Breadcrumb trail 首页 > … > current page, plus the same trail as schema.org BreadcrumbList JSON-LD
// (absolute URLs from the site config) for search engines.
import { PageLink } from './PageLink';
import { useSiteConfig } from '../app-context';
import { scriptJson } from '../hydration';

export interface BreadcrumbItem {
  label: string;
  /** Path of the item's page; omit for the current page (normally the last item). */
  to?: string;
}

/** 首页 comes first on every page, so routes pass only what follows it. */
const HOME: BreadcrumbItem = { label: '首页', to: '/' };

export function Breadcrumb({ items }: { items: ReadonlyArray<BreadcrumbItem> }) {
  const { siteUrl } = useSiteConfig();
  const trail = [HOME, ...items];
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    // Every item but the last needs its URL (schema.org / Google): a middle item without a page of its
    // own is left out of the structured trail rather than listed without one.
    itemListElement: trail
      .filter((item, i) => item.to || i === trail.length - 1)
      .map((item, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: item.label,
        ...(item.to ? { item: siteUrl + item.to } : {}),
      })),
  };
  return (
    <nav aria-label="面包屑" className="sj-breadcrumb">
      <ol>
        {trail.map((item, i) => {
          const last = i === trail.length - 1;
          return (
            <li key={`${i}-${item.label}`}>
              {last ? (
                <span aria-current="page">{item.label}</span>
              ) : item.to ? (
                <PageLink to={item.to}>{item.label}</PageLink>
              ) : (
                <span>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
      {/* scriptJson escapes <, > and & so a label can never close the script element. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(jsonLd) }} />
    </nav>
  );
}
