// The topic as both screens' topic pages read it (head, crumbs, previous / next, related topics). Each
// screen's document spreads it and adds its own view of the topic's brands.
import { graphql } from '../../gql';

export const TopicFragment = graphql(`
  fragment Topic_topic on Topic {
    id
    title
    summary
    publishedAt
    keywords
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
    related {
      id
      title
    }
  }
`);
