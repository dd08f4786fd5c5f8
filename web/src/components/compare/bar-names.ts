// The compare bar's names: which listed ids still need their names asked (a list saved before names were
// kept, or filled on a page that did not know them), and the names an answer gives. Shared by the desktop
// bar (CompareBar.tsx, through Apollo) and the mobile one (mobile/client/compare-bar.ts, through fetch).
// The query itself is bar-names-document.ts, apart, so the mobile script (which imports its document by
// name) never pulls in the `graphql()` lookup of every document.

/** The listed ids whose names are not known yet. */
export const unnamed = (ids: readonly string[], names: Readonly<Record<string, string>>) => ids.filter((id) => !names[id]);

/** The names an answer gives, by id (an unknown brand comes back null and is left out). */
export function namesOf(answer: readonly ({ id: string; name: string } | null)[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const b of answer) if (b?.name) out[b.id] = b.name;
  return out;
}
