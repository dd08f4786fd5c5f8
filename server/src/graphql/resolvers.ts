// All resolvers, one entry per domain folder.
import type { Resolvers } from '../generated/resolvers';
import { backofficeMutation, backofficeQuery } from './backoffice/index';
import { Brand } from './brand/brand';
import { brandPagesQuery } from './brand/pages';
import { phoneRevealMutation } from './brand/phone-reveal';
import { brandQuery } from './brand/query';
import { categoryQuery } from './category/query';
import { brandReviewFields, Comment } from './comment/comment';
import { commentQuery } from './comment/query';
import { Enquiry } from './enquiry/enquiry';
import { enquiryCaptchaQuery, enquiryMutation } from './enquiry/mutation';
import { MyEnquiry, myEnquiriesMutation, myEnquiriesQuery, MyEnquiryList } from './enquiry/my-enquiries';
import { enquiryQuery, TickerItem } from './enquiry/ticker';
import { homeQuery } from './home/query';
import { mapQuery } from './map/query';
import { MapShop } from './map/mapShop';
import { News } from './news/news';
import { newsQuery } from './news/query';
import { rankingQuery } from './ranking/query';
import { Ranking } from './ranking/ranking';
import { SearchHit, searchQuery } from './search/search';
import { Banner } from './site/mapping';
import { siteQuery } from './site/query';
import { Topic } from './topic/topic';
import { topicQuery } from './topic/query';
import { brandTrustFields } from './trust/brand-fields';
import { trustResolvers } from './trust/record';

export const resolvers: Resolvers = {
  Query: {
    ok: () => true,
    ...brandQuery,
    ...brandPagesQuery,
    ...homeQuery,
    ...rankingQuery,
    ...searchQuery,
    ...commentQuery,
    ...siteQuery,
    ...categoryQuery,
    ...newsQuery,
    ...topicQuery,
    ...mapQuery,
    ...enquiryQuery,
    ...enquiryCaptchaQuery,
    ...myEnquiriesQuery,
    ...backofficeQuery,
  },
  Mutation: {
    ...enquiryMutation,
    ...myEnquiriesMutation,
    ...phoneRevealMutation,
    ...backofficeMutation,
  },
  Brand: { ...Brand, ...brandTrustFields, ...brandReviewFields },
  ...trustResolvers,
  News,
  Topic,
  MapShop,
  TickerItem,
  Enquiry,
  MyEnquiry,
  MyEnquiryList,
  Ranking,
  Comment,
  Banner,
  SearchHit,
};
