// 我的咨询's GraphQL documents: all on the visitor's session, none ever cached (schema/my-enquiries.graphql).
import { graphql } from '../../gql';

export const MyEnquiryListFragment = graphql(`
  fragment MyEnquiryList_list on MyEnquiryList {
    maskedPhone
    doNotContact
    expiresAt
    enquiries {
      id
      typeId
      brand {
        id
      }
      brandName
      recipient
      time
      status
      withdrawnAt
      consentText
      consentVersion
      state
      stateLabel
      progress {
        state
        label
        time
      }
    }
  }
`);

export const MyEnquiriesDocument = graphql(`
  query MyEnquiries {
    myEnquiries {
      ok
      code
      message
      list {
        ...MyEnquiryList_list
      }
    }
  }
`);

export const ProveMyPhoneDocument = graphql(`
  mutation ProveMyPhone($phone: String!, $smsCode: String!) {
    proveMyPhone(phone: $phone, smsCode: $smsCode) {
      ok
      code
      message
      list {
        ...MyEnquiryList_list
      }
    }
  }
`);

export const WithdrawMyEnquiryDocument = graphql(`
  mutation WithdrawMyEnquiry($id: ID!) {
    withdrawMyEnquiry(id: $id) {
      ok
      code
      message
      list {
        ...MyEnquiryList_list
      }
    }
  }
`);

export const DeleteMyEnquiriesDocument = graphql(`
  mutation DeleteMyEnquiries($ids: [ID!]!) {
    deleteMyEnquiries(ids: $ids) {
      ok
      code
      message
      list {
        ...MyEnquiryList_list
      }
    }
  }
`);

export const SetDoNotContactDocument = graphql(`
  mutation SetDoNotContact($on: Boolean!) {
    setDoNotContact(on: $on) {
      ok
      code
      message
      list {
        ...MyEnquiryList_list
      }
    }
  }
`);

export const EndMyEnquiriesDocument = graphql(`
  mutation EndMyEnquiries {
    endMyEnquiries {
      ok
      code
      message
    }
  }
`);
