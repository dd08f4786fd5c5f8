// The hot brands a missing brand's 404 page offers (route.tsx's loader), apart from the route: only that
// page needs it, so the brand page's initial JavaScript does not carry it.
import { graphql } from '../../gql';

export const BrandNotFoundDocument = graphql(`
  query BrandNotFound {
    relatedBrands(kind: HOT, limit: 8) {
      ...BrandMini_brand
    }
  }
`);
