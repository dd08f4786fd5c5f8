// The enquiry form's GraphQL documents. None of them is ever cached: the captcha and both mutations
// run on the visitor's session (docs/decisions/0014); only the city tree is public.
import { graphql } from '../../gql';

export const EnquiryCaptchaDocument = graphql(`
  query EnquiryCaptcha {
    enquiryCaptcha {
      image
      pow
    }
  }
`);

export const EnquiryCitiesDocument = graphql(`
  query EnquiryCities {
    cities {
      name
      children {
        name
      }
    }
  }
`);

export const SendSmsCodeDocument = graphql(`
  mutation SendSmsCode($phone: String!, $captcha: String!, $pow: String, $idempotencyKey: String) {
    sendSmsCode(phone: $phone, captcha: $captcha, pow: $pow, idempotencyKey: $idempotencyKey) {
      ok
      code
      message
    }
  }
`);

export const SubmitEnquiryDocument = graphql(`
  mutation SubmitEnquiry($input: EnquiryInput!) {
    submitEnquiry(input: $input) {
      ok
      code
      message
    }
  }
`);
