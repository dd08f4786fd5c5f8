// The operations the cache warmer sends, typed by codegen (codegen.ts: the 'cli/src/gql/' target) from
// the same schema the site uses. Each asks for little: the point is the upstream calls behind the fields,
// which the gateway then keeps in its shared cache (in memory or Redis) for every visitor.
import { graphql } from './gql';

/** The home page and the brand directory's first page: the site's most visited pages. */
export const WarmEntryPages = graphql(`
  query WarmEntryPages {
    home {
      banners {
        title
      }
    }
    brandHome {
      carousel {
        title
      }
    }
    brandList(page: 1) {
      brands {
        total
      }
    }
    categories {
      id
      pinyin
    }
  }
`);

/** The most visited brands: the top list, overall and per industry. */
export const WarmTopBrands = graphql(`
  query WarmTopBrands($pinyin: String, $limit: Int!) {
    topBrands(pinyin: $pinyin, limit: $limit) {
      id
    }
  }
`);

/** One brand's detail page data (upstream zhaoshang/show). */
export const WarmBrand = graphql(`
  query WarmBrand($id: ID!) {
    brand(id: $id) {
      id
      name
    }
  }
`);
