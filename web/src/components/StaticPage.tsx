// The frame shared by the static text pages (about us, legal pages, cache): page head, breadcrumb
// 首页 > {name}, and one card with the page heading. The chrome (risk notice, footer) comes from the
// root layout. Text stays in plain JSX; the sheet StaticPage.css.ts styles the paragraphs and lists of the card.
import type { ReactNode } from 'react';
import { Breadcrumb } from './Breadcrumb';
import { PageHead, type PageMeta } from './PageHead';
import { Sheet } from './Sheet';
import sheet from './StaticPage.css.ts?sheet';
import { SITE_NAME } from './site';

/** Meta of a static page: `{name}_{site}` title plus the page's own keywords and description. */
export function staticMeta(name: string, path: string, keywords: string, description: string): PageMeta {
  return { title: `${name}_${SITE_NAME}`, keywords, description, path };
}

export function StaticPage({ meta, name, children }: { meta: PageMeta; name: string; children: ReactNode }) {
  return (
    <div className="sj-container sj-static">
      <Sheet sheet={sheet} />
      <PageHead {...meta} />
      <Breadcrumb items={[{ label: name }]} />
      <article className="sj-card sj-static-text" aria-labelledby="static-page-title">
        <h1 id="static-page-title" className="sj-card-title">
          {name}
        </h1>
        {children}
      </article>
    </div>
  );
}

/** A titled section of a static page. */
export function TextSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="sj-static-section">
      <h2 id={`${id}-title`} className="sj-static-section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
