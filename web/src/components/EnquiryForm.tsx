// Placeholder for the enquiry (guestbook) form of SPEC §4–§5. The real form (captcha, SMS code,
// returning mode) comes with the enquiry work; pages already place it where it belongs.
import { Box } from '@chakra-ui/react';

export interface EnquiryFormTarget {
  brandId: string;
  categoryId: string;
  merchantId: string;
  url: string;
  title: string;
  investment: string;
}

export function EnquiryForm({ target }: { target: EnquiryFormTarget | null }) {
  return (
    <Box as="form" data-testid="enquiry-form" aria-label="在线留言" onSubmit={(e) => e.preventDefault()}>
      <Box bg="#fafafa" border="1px dashed #ddd" p="16px" mb="12px" color="#666" fontSize="13px">
        {target ? `您正在向「${target.title}」咨询加盟，投资金额：${target.investment}。` : '该品牌暂不接受在线留言。'}
        在线留言功能即将开放，您也可以拨打客服热线咨询。
      </Box>
      <Box display="grid" gridTemplateColumns="1fr 1fr" gap="12px" css={{ '& input, & textarea': { border: '1px solid #ddd', p: '8px', w: '100%', bg: 'white' } }}>
        <label>
          <span className="sj-sr-only">姓名</span>
          <input name="name" placeholder="请输入您的姓名" disabled />
        </label>
        <label>
          <span className="sj-sr-only">手机号</span>
          <input name="mobile" placeholder="请输入您的手机号" disabled />
        </label>
        <label style={{ gridColumn: '1 / span 2' }}>
          <span className="sj-sr-only">留言内容</span>
          <textarea name="content" rows={3} placeholder="请输入留言内容" disabled />
        </label>
      </Box>
      <Box mt="12px">
        <button type="submit" className="sj-btn" disabled style={{ opacity: 0.6, cursor: 'not-allowed' }}>
          同意并提交
        </button>
      </Box>
    </Box>
  );
}
