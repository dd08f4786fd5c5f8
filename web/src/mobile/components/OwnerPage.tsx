// Parts of the mobile owner pages (/brandentry, /brandmarket, /serviceoffers): a section's heading with
// its line under it, and the figures of the desktop's counters, shown at their final values (no script).
export function SectionHead({ id, title, sub }: { id: string; title: string; sub?: string }) {
  return (
    <header className="m-owner-head">
      <h2 id={`${id}-title`}>{title}</h2>
      {sub ? <p className="m-muted">{sub}</p> : null}
    </header>
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
