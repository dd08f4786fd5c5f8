// The compare bar's one query: the names of listed brands it does not know yet. Apart from the bar
// (compare-bar.ts imports it when a name is missing) because it brings the GraphQL printer with it. The
// document by name from the generated module: bar-names.ts's `graphql()` lookup would bring every
// document of the site into this small script (tests/clients/route-documents.test.ts).
import { namesOf } from '../../components/compare/bar-names';
import { CompareBarNamesDocument } from '../../gql/graphql';
import { request } from './graphql';

export async function askNames(ids: string[]): Promise<Record<string, string>> {
  return namesOf((await request(CompareBarNamesDocument, { ids })).brandsById);
}
