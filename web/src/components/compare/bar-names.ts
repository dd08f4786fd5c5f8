// The compare bar's one query: the names of listed brands the browser does not know yet (a list saved
// before names were kept, or filled on a page that did not know them). Shared by the desktop bar
// (CompareBar.tsx, through Apollo) and the mobile one (mobile/client/compare-bar.ts, through fetch).
import { graphql } from '../../gql';

export const CompareBarNamesDocument = graphql(`
  query CompareBarNames($ids: [ID!]!) {
    brandsById(ids: $ids) {
      id
      name
    }
  }
`);

/** The listed ids whose names are not known yet. */
export const unnamed = (ids: readonly string[], names: Readonly<Record<string, string>>) => ids.filter((id) => !names[id]);

/** The names an answer gives, by id (an unknown brand comes back null and is left out). */
export function namesOf(answer: readonly ({ id: string; name: string } | null)[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const b of answer) if (b?.name) out[b.id] = b.name;
  return out;
}
