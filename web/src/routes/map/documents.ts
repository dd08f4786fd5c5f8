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
