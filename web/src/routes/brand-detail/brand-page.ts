// The brand as both screens' brand pages read it first: the head, the crumbs, the text sections and the
// enquiry target. Each screen's document spreads it and adds its own views (the desktop's gallery and facts,
// the mobile page's head facts).
import { graphql } from '../../gql';
import type { BrandPage_BrandFragment } from '../../gql/graphql';
import type { SectionId } from './scroll';

export const BrandPageFragment = graphql(`
  fragment BrandPage_brand on Brand {
    id
    name
    summary
    keywords
    mainProduct
    feeBand {
      name
    }
    categoryPath {
      id
      name
      pinyin
    }
    introHtml
    advantagesHtml
    conditionsHtml
    processHtml
    enquiryTarget {
      ...ConsultButton_target
    }
  }
`);

/** The sanitised text sections, in page order, with the brand field each shows. */
export const TEXT_SECTIONS = [
  ['intro', 'introHtml'],
  ['advantages', 'advantagesHtml'],
  ['conditions', 'conditionsHtml'],
  ['process', 'processHtml'],
] as const satisfies ReadonlyArray<readonly [SectionId, keyof BrandPage_BrandFragment]>;
