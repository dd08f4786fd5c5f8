// 猜你喜欢's query (GuessYouLike.tsx), apart from the component: a page's loader asks it for the first
// batch while the brand page loads the component itself lazily (routes/brand-detail/SideColumn.tsx).
import { graphql } from '../gql';

export const GuessYouLikeDocument = graphql(`
  query GuessYouLike($refresh: Boolean) {
    randomBrands(limit: 6, refresh: $refresh) {
      ...BrandMini_brand
    }
  }
`);
