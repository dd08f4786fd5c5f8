// The compare bar's one query (see bar-names.ts): the names of listed brands the browser does not know yet.
import { graphql } from '../../gql';

export const CompareBarNamesDocument = graphql(`
  query CompareBarNames($ids: [ID!]!) {
    brandsById(ids: $ids) {
      id
      name
    }
  }
`);
