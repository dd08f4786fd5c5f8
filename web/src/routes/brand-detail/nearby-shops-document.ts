// The nearby shops' query (NearbyShops.tsx's fragment), apart from the component: the section is deferred
// (route.tsx's loader starts it once the brand is known) and 加载更多 asks the next page, so the brand page's
// initial JavaScript does not carry the document.
import { graphql } from '../../gql';

export const BrandNearbyShopsDocument = graphql(`
  query BrandNearbyShops($brandName: String!, $page: Int) {
    nearbyShops(brandName: $brandName, page: $page) {
      ...NearbyShops_page
    }
  }
`);
