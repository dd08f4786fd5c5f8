// 查看电话's mutation (PhoneReveal.tsx and the mobile page's phone binding), apart from the component: the
// desktop page imports it on the first click, so the brand page's initial JavaScript does not carry it.
import { graphql } from '../../gql';

export const RevealBrandPhoneDocument = graphql(`
  mutation RevealBrandPhone($brandId: ID!, $captcha: String, $pow: String) {
    revealBrandPhone(brandId: $brandId, captcha: $captcha, pow: $pow) {
      code
      message
      phone
    }
  }
`);
