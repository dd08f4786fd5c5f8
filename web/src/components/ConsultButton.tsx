// The consult (在线咨询) button of brand rows and cards: opens the enquiry popup (EnquiryProvider) with
// the brand's context (SPEC §3: aid, cid, mid, url, title, money). A brand that takes no enquiries
// (enquiryTarget null) shows no button.
import { graphql } from '../gql';
import { useEnquiry, type EnquiryTarget } from './enquiry/context';

export const ConsultButtonFragment = graphql(`
  fragment ConsultButton_target on EnquiryTarget {
    brandId
    categoryId
    merchantId
    url
    title
    investment
    recipient
    recipientContact
  }
`);

export interface ConsultButtonProps {
  target: EnquiryTarget | null | undefined;
  label?: string;
  className?: string;
}

export function ConsultButton({ target, label = '在线咨询', className = 'sj-btn' }: ConsultButtonProps) {
  const { openEnquiry } = useEnquiry();
  if (!target) return null;
  return (
    <button type="button" className={className} onClick={() => openEnquiry(target)} aria-haspopup="dialog">
      {label}
      <span className="sj-sr-only">{target.title}</span>
    </button>
  );
}
