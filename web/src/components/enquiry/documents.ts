// The enquiry form's GraphQL documents. None of them is ever cached: the captcha and both mutations
// run on the visitor's session (docs/decisions/0014); only the city tree is public.
import { graphql } from '../../gql';

export const EnquiryCaptchaQuery = graphql(`
  query EnquiryCaptchaQuery {
    enquiryCaptcha {
      image
      pow
    }
  }
`);

export const EnquiryCitiesQuery = graphql(`
  query EnquiryCitiesQuery {
    cities {
      name
      children {
        name
      }
    }
  }
`);

export const SendSmsCodeMutation = graphql(`
  mutation SendSmsCodeMutation($phone: String!, $captcha: String!, $pow: String, $idempotencyKey: String) {
    sendSmsCode(phone: $phone, captcha: $captcha, pow: $pow, idempotencyKey: $idempotencyKey) {
      ok
      code
      message
    }
  }
`);

export const SubmitEnquiryMutation = graphql(`
  mutation SubmitEnquiryMutation($input: EnquiryInput!) {
    submitEnquiry(input: $input) {
      ok
      code
      message
    }
  }
`);
