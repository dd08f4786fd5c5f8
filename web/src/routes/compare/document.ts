// The compare page's query (docs/decisions/0095), on its own so the mobile compare page
// (web/src/mobile/routes/compare/route.tsx) asks for the very same facts without the desktop's components.
import { graphql } from '../../gql';

export const CompareBrandsDocument = graphql(`
  query CompareBrands($ids: [ID!]!) {
    brandsById(ids: $ids) {
      id
      name
      company
      feeBand {
        id
        name
      }
      reviewSummary {
        count
        averageScore
      }
      publicRecord {
        asOf
        filing {
          status
          source {
            name
            readOn
          }
        }
        twoStores {
          now
          atStart
        }
        ledger {
          openNow
          directOpen
          franchisedOpen
          closedTotal
          closureRate12
        }
        costs {
          items {
            ...CostItem_item
          }
        }
        enquiries {
          last12Months
        }
        redFlags {
          code
          flagLabel
        }
      }
    }
  }
`);
