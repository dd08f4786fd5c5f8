// All resolvers, one entry per domain folder.
import type { Resolvers } from '../generated/resolvers';
import { Brand } from './brand/brand';
import { brandQuery } from './brand/query';
import { categoryQuery } from './category/query';
import { enquiryCaptchaQuery, enquiryMutation } from './enquiry/mutation';
import { enquiryQuery, TickerItem } from './enquiry/ticker';
import { mapQuery } from './map/query';
import { MapShop } from './map/mapShop';
import { News } from './news/news';
import { newsQuery } from './news/query';
import { Topic } from './topic/topic';
import { topicQuery } from './topic/query';

export const resolvers: Resolvers = {
  Query: {
    ok: () => true,
    ...brandQuery,
    ...categoryQuery,
    ...newsQuery,
    ...topicQuery,
    ...mapQuery,
    ...enquiryQuery,
    ...enquiryCaptchaQuery,
  },
  Mutation: {
    ...enquiryMutation,
  },
  Brand,
  News,
  Topic,
  MapShop,
  TickerItem,
};
