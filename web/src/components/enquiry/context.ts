// The enquiry context: what any page needs to open the popup form, and the returning enquirer.
import { createContext, useContext } from 'react';

/** Which brand an enquiry goes to (SPEC §3: aid, cid, mid, url, title, money). */
export interface EnquiryTarget {
  brandId: string;
  categoryId: string;
  merchantId: string;
  url: string;
  title: string;
  investment: string;
}

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
