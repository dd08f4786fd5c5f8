// The enquiry context: what any page needs to open the popup form, and the returning enquirer.
import { createContext, useContext } from 'react';
import { recipientContact, SITE_MARKETING_ADVISERS } from '@shangji/contract/consent';

/** Which brand an enquiry goes to (SPEC §3: aid, cid, mid, url, title, money). */
export interface EnquiryTarget {
  brandId: string;
  categoryId: string;
  merchantId: string;
  url: string;
  title: string;
  investment: string;
  /** Who receives the name and number (the consent names it): the brand's operating company or the site's own advisers. */
  recipient: string;
  /** How the enquirer reaches the recipient, as the consent names it (contract/src/consent.ts recipientContact). */
  recipientContact: string;
  /**
   * The upstream typeid: 1 (default) an enquiry to `brandId`; 2 a 品牌营销 lead for the operating
   * company (brandId ''), stored against no brand (docs/decisions/0055-marketing-enquiries.md).
   */
  typeId?: 1 | 2;
  /** The popup's title instead of 在线咨询 · {title}, e.g. exactly 品牌营销. */
  heading?: string;
}

/** The /brandmarket enquiry: a brand owner asking us for marketing services, about no franchise brand. */
export const MARKETING_TARGET: EnquiryTarget = {
  brandId: '',
  categoryId: '0',
  merchantId: '0',
  url: '/brandmarket',
  title: '品牌营销',
  investment: '',
  recipient: SITE_MARKETING_ADVISERS,
  recipientContact: recipientContact(null),
  typeId: 2,
  heading: '品牌营销',
};

export interface Enquirer {
  name: string;
  mobile: string;
}

export type NoticeKind = 'success' | 'warning' | 'error';
export interface Notice {
  kind: NoticeKind;
  text: string;
  id: number;
}

export interface EnquiryContextValue {
  /** Opens the popup form (showtype 2) for `target`. */
  openEnquiry(target: EnquiryTarget): void;
  closeEnquiry(): void;
  /** The last successful enquirer of this browser session: the form is in returning mode. */
  enquirer: Enquirer | null;
  setEnquirer(e: Enquirer | null): void;
  notify(kind: NoticeKind, text: string): void;
}

const noop = () => {};
export const EnquiryContext = createContext<EnquiryContextValue>({
  openEnquiry: noop,
  closeEnquiry: noop,
  enquirer: null,
  setEnquirer: noop,
  notify: noop,
});

export const useEnquiry = () => useContext(EnquiryContext);
