import { ymd } from '../http/dates';
import type { WireBrand } from '@shangji/contract';
import type { BrandDetailRow, BrandRow } from './brand-rows';

/** The shape every brand list call sends. */
export function toWireBrand(b: BrandRow): WireBrand {
  return {
    id: b.id,
    title: b.title,
    description: b.description,
    thumb: b.thumb,
    isvip: b.isvip === 1 ? 1 : 0,
    feeid: b.feeid,
    feeidName: b.feeid_name,
    cid: b.cid,
    cidName: b.cid_name,
    cidOne: b.cid_one,
    regionid: b.regionid,
    regionidName: b.regionid_name,
    idenid: b.tag_ids.join(','),
    idenidName: b.tags,
    product: b.product,
    company: b.company,
    throng: b.throng,
    foundtime: b.foundtime,
    joinnum: b.joinnum,
    shopnum: b.shopnum,
    mid: b.mid,
    keyword: b.keyword,
    pinyin: b.pinyin,
    addtimes: ymd(b.addtime),
  };
}

/** `zhaoshang/show`: everything, including the enquiry context and the poster. */
export function toWireBrandDetail(b: BrandDetailRow): WireBrand {
  return {
    ...toWireBrand(b),
    slideshow: b.slideshow,
    slideshowThumb: b.slideshow_thumb,
    cidgl: [
      { id: b.cid_one, name: b.cid_one_name, pinyin: b.cid_one_pinyin },
      { id: b.cid, name: b.cid_name, pinyin: b.cid_pinyin },
    ],
    // The phone is a certified brand's privilege (SPEC §2 brand detail).
    ...(b.isvip === 1 && b.phone ? { phone: b.phone } : {}),
    content: b.content,
    advantage: b.advantage,
    conditions: b.conditions,
    process: b.process,
    guestbook: { aid: b.id, cid: b.cid, mid: b.mid ?? 0, url: `/shangji/${b.id}`, title: b.title, money: b.money },
    pcposter: b.poster && b.poster.length > 0 ? JSON.stringify(b.poster) : '',
    jsondata: {
      datum: { company: b.company, product: b.product, foundtime: b.foundtime, throng: b.throng, shopnum: b.shopnum, joinnum: b.joinnum },
    },
  };
}
