// The article as both screens' article pages read it (head, crumbs, the text, previous / next). Each
// screen's document spreads it and adds its own views: the related list and the brand card, which the
// two screens show differently.
import { graphql } from '../../gql';

export const ArticleFragment = graphql(`
  fragment Article_news on News {
    id
    title
    summary
    publishedAt
    author
    viewCount
    keywords
    bodyHtml
    categoryPath {
      id
      name
      pinyin
    }
    previous {
      id
      title
    }
    next {
      id
      title
    }
  }
`);
