import { graphql } from '../../gql';

export const MapPageDocument = graphql(`
  query MapPage($mode: MapMode, $keyword: String, $bounds: MapBounds, $page: Int) {
    mapSearch(mode: $mode, keyword: $keyword, bounds: $bounds, page: $page) {
      shops {
        total
        page
        items {
          id
          name
          address
          longitude
          latitude
          rating
          averagePrice
          reviewCount
          kind
        }
      }
      centre {
        longitude
        latitude
        city
      }
      hotBrands {
        id
        name
        thumbnail
      }
      brandsWithShops {
        id
        name
      }
    }
  }
`);

/** The search box's suggestions: brands that have shops (getSearch where=shop), most viewed first. */
export const MapSuggestionsDocument = graphql(`
  query MapSuggestions($keyword: String!) {
    searchSuggestions(keyword: $keyword, scope: WITH_SHOPS) {
      id
      title
      popularity
    }
  }
`);

/** The brand's open stores by its store ledger, beside the map's own count of its shops (docs/decisions/0094). */
export const MapLedgerDocument = graphql(`
  query MapLedger($brandId: ID!, $brandName: String!) {
    brand(id: $brandId) {
      id
      publicRecord {
        ledger {
          openNow
          source {
            name
            readOn
          }
        }
      }
    }
    nearbyShops(brandName: $brandName) {
      total
    }
  }
`);
