// A list of plain lines (the owner pages' points, conditions, deliverables…), written once for both screens:
// the desktop pages and their mobile counterparts each give it their own class.
export function TextList({ items, ordered = false, className }: { items: ReadonlyArray<string>; ordered?: boolean; className?: string }) {
  const lines = items.map((t) => <li key={t}>{t}</li>);
  return ordered ? <ol className={className}>{lines}</ol> : <ul className={className}>{lines}</ul>;
}
