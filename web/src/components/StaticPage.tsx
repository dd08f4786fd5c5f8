// The frame shared by the static text pages (about us, legal pages, cache): page head, breadcrumb
// 首页 > {name}, and one card with the page heading. The chrome (risk notice, footer) comes from the
// root layout. Text stays in plain JSX; one Chakra Box styles the paragraphs and lists of the card.
import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { palette } from '../palette';
import { Breadcrumb } from './Breadcrumb';
import { PageHead, type PageMeta } from './PageHead';
import { SITE_NAME } from './site';

/** Meta of a static page: `{name}_{site}` title plus the page's own keywords and description. */
export function staticMeta(name: string, path: string, keywords: string, description: string): PageMeta {
  return { title: `${name}_${SITE_NAME}`, keywords, description, path };
}

const TEXT_CSS = {
  '& p': { mb: '10px' },
  '& ol, & ul': { pl: '2em', mb: '10px' },
  '& ol': { listStyle: 'decimal' },
  '& ul': { listStyle: 'disc' },
  '& section a': { color: palette.link, textDecoration: 'underline' },
  '& dt': { fontWeight: 'bold', float: 'left', clear: 'left', w: '6em' },
  '& dd': { ml: '6em', mb: '4px' },
} as const;

export function StaticPage({ meta, name, children }: { meta: PageMeta; name: string; children: ReactNode }) {
  return (
    <div className="sj-container" style={{ paddingTop: 12 }}>
      <PageHead {...meta} />
      <Breadcrumb items={[{ label: name }]} />
      <Box as="article" className="sj-card" aria-labelledby="static-page-title" lineHeight="1.9" fontSize="14px" color={palette.text} css={TEXT_CSS}>
        <h1 id="static-page-title" className="sj-card-title">
          {name}
        </h1>
        {children}
      </Box>
    </div>
  );
}

/** A titled section of a static page. */
export function TextSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} style={{ marginTop: 18 }}>
      <h2 id={`${id}-title`} style={{ fontSize: 16, fontWeight: 'bold', marginBottom: 8 }}>
        {title}
      </h2>
      {children}
    </section>
  );
}
