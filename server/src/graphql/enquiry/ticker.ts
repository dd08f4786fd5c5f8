import type { QueryResolvers, TickerItemResolvers } from '../../generated/resolvers';
import { maskName, maskPhones } from './mask';

export const TickerItem: TickerItemResolvers = {
  id: (t) => String(t.id),
  maskedName: (t) => maskName(t.name ?? ''),
  title: (t) => maskPhones(t.title ?? ''),
  time: (t) => t.addtime ?? '',
};

export const enquiryQuery: QueryResolvers = {
  enquiryTicker: (_root, _args, { upstream }) => upstream.call('guestbook', {}).then((l) => l ?? []),
};
