// A score (0–5) as five stars for the eye and the number for screen readers.
export function Stars({ score }: { score: number }) {
  const value = Math.min(5, Math.max(0, score));
  const shown = Math.round(value);
  return (
    <span className="sj-stars">
      <span aria-hidden="true">
        {'★'.repeat(shown)}
        <span className="sj-stars-off">{'★'.repeat(5 - shown)}</span>
      </span>
      <span className="sj-sr-only">评分{value.toFixed(1)}分（满分5分）</span>
    </span>
  );
}
