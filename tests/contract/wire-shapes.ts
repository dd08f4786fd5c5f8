// Runtime schemas of the wire contract (server/src/upstream/wire.ts). Objects are strict: a field the
// contract does not name (a typo, a renamed column) fails the test. wire-types.test.ts keeps these
// schemas, the gateway's types and the upstream's copy in step.
import { z } from 'zod';

const idName = z.strictObject({ id: z.number().int(), name: z.string() });
const categoryRef = z.strictObject({ id: z.number().int(), name: z.string(), pinyin: z.string() });
const ymd = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const wireBrand = z.strictObject({
  id: z.number().int().positive(),
  title: z.string().min(1),
  description: z.string(),
  thumb: z.string().startsWith('/media/'),
  slideshowThumb: z.array(z.string()).optional(),
  slideshow: z.array(z.string()).optional(),
  isvip: z.union([z.literal(0), z.literal(1)]),
  feeid: z.number().int(),
  feeidName: z.string().min(1),
  cid: z.number().int(),
  cidName: z.string().min(1),
  cidOne: z.number().int(),
  cidgl: z.array(categoryRef).optional(),
  regionid: z.number().int(),
  regionidName: z.string().min(1),
  idenid: z.string().optional(),
  idenidName: z.array(idName).optional(),
  product: z.string(),
  company: z.string(),
  throng: z.string().optional(),
  foundtime: z.string().optional(),
  joinnum: z.number().int().optional(),
  shopnum: z.number().int().optional(),
  phone: z.string().optional(),
  mid: z.number().int().nullable().optional(),
  content: z.string().optional(),
  advantage: z.string().optional(),
  conditions: z.string().optional(),
  process: z.string().optional(),
  guestbook: z
    .union([
      z.literal('ok'),
      z.strictObject({ aid: z.number().int(), cid: z.number().int(), mid: z.number().int(), url: z.string(), title: z.string(), money: z.string() }),
    ])
    .optional(),
  pcposter: z.string().optional(),
  keyword: z.string().optional(),
  pinyin: z.string().optional(),
  addtimes: ymd.optional(),
  jsondata: z
    .strictObject({
      datum: z.strictObject({
        company: z.string(),
        product: z.string(),
        foundtime: z.string(),
        throng: z.string(),
        shopnum: z.number().int(),
        joinnum: z.number().int(),
      }),
    })
    .optional(),
});

export const wirePosterItem = z.strictObject({ url: z.string(), text: z.string() });

const times = {
  addtime: z.number().int(),
  addtime_md: z.string().regex(/^\d{2}-\d{2}$/),
  addtimes: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
};

export const wireNewsListItem = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  thumb: z.string(),
  ...times,
  author: z.string().optional(),
  count: z.number().int().optional(),
  keyword: z.string().optional(),
});

export const wireTopicListItem = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  thumb: z.string(),
  ...times,
  keyword: z.string().optional(),
});

export const wireMapShop = z.strictObject({
  uid: z.string(),
  name: z.string(),
  address: z.string(),
  location: z.strictObject({ lng: z.number(), lat: z.number() }),
  detail_info: z.strictObject({ overall_rating: z.number(), price: z.number(), comment_num: z.number().int(), tag: z.string() }),
});

export const wireMapData = z.strictObject({
  listinfo: z.array(wireMapShop),
  total: z.number().int(),
  region: z.strictObject({ lng: z.number(), lat: z.number(), city: z.string() }),
  topData: z.array(wireBrand),
  shopArr: z.array(z.strictObject({ id: z.number().int(), title: z.string() })),
});

export const wireGuestbookItem = z.strictObject({ id: z.number().int(), name: z.string(), title: z.string(), addtime: z.string() });

export const wireClassify = z.strictObject({
  classifyList: z.array(
    z.strictObject({
      id: z.number().int(),
      name: z.string(),
      pinyin: z.string(),
      children: z.array(z.strictObject({ id: z.number().int(), name: z.string(), pinyin: z.string() })),
    }),
  ),
  feeidList: z.array(idName),
  regionidList: z.array(idName),
  idenidList: z.array(idName),
});

export const envelope = <T extends z.ZodType>(data: T) => z.strictObject({ code: z.literal(200), msg: z.string(), data });
export const errorEnvelope = z.strictObject({ code: z.literal(400), msg: z.string().regex(/[\u4e00-\u9fa5]/), data: z.null() });
