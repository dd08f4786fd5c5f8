// The brand page's trust query (public record and response time, trust.ts), apart from the route: its
// sections are deferred (route.tsx's loader starts it once the brand is known), so the brand page's initial
// JavaScript does not carry the document; a client navigation fetches it with the data.
import { graphql } from '../../gql';

export const BrandTrustDocument = graphql(`
  query BrandTrust($id: ID!) {
    brand(id: $id) {
      ...Trust_brand
      publicRecord {
        ...StoreLedger_record
      }
    }
  }
`);
