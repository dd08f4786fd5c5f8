// schema.org ItemList JSON-LD for a ranking: its brands in order, each a ListItem with its page URL.
import { useSiteConfig } from '../app-context';
import { scriptJson } from '../hydration';

export function ItemListJsonLd({ name, items }: { name: string; items: ReadonlyArray<{ id: string; name: string }> }) {
  const { siteUrl } = useSiteConfig();
  const json = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListOrder: 'https://schema.org/ItemListOrderDescending',
    itemListElement: items.map((b, i) => ({ '@type': 'ListItem', position: i + 1, name: b.name, url: `${siteUrl}/shangji/${b.id}` })),
  };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(json) }} />;
}
