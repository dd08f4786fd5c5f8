// Parts of the mobile owner pages (/brandentry, /brandmarket, /serviceoffers): a section with its heading and
// the line under it, and the figures of the desktop's counters, shown at their final values (no script).
import type { ReactNode } from 'react';

function SectionHead({ id, title, sub }: { id: string; title: string; sub?: string }) {
  return (
    <header className="m-owner-head">
      <h2 id={`${id}-title`}>{title}</h2>
      {sub ? <p className="m-muted">{sub}</p> : null}
    </header>
  );
}

/** A section of the page, its id the anchor the page's row of jumps leads to. */
export function OwnerSection({ id, title, sub, children }: { id: string; title: string; sub?: string; children: ReactNode }) {
  return (
    <section id={id} className="m-section" aria-labelledby={`${id}-title`}>
      <SectionHead id={id} title={title} sub={sub} />
      {children}
    </section>
  );
}

export function Counters({ label, items }: { label: string; items: ReadonlyArray<{ value: string; label: string }> }) {
  return (
    <section className="m-section" aria-label={label}>
      <dl className="m-counters">
        {items.map((c) => (
          <div key={c.label}>
            <dt>{c.label}</dt>
            <dd>{c.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
