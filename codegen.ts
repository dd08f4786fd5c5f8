// graphql-codegen: resolver types for server/ (the contract's wire types as mappers, so each domain's
// mapping is typed against what the upstream really sends), typed documents for web/ and for cli/.
import type { CodegenConfig } from '@graphql-codegen/cli';
import { addTypenameSelectionDocumentTransform } from '@graphql-codegen/client-preset';

const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  ignoreNoDocuments: true,
  generates: {
    'server/src/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: true,
        contextType: '../graphql/context#GraphQLContext',
        enumsAsTypes: true,
        mappers: {
          Brand: '@shangji/contract#WireBrand',
          News: '@shangji/contract#WireNews',
          Topic: '@shangji/contract#WireTopic',
          MapShop: '@shangji/contract#WireMapShop',
          TickerItem: '@shangji/contract#WireGuestbookItem',
          Ranking: '@shangji/contract#WireRanking',
          Comment: '@shangji/contract#WireComment',
          Banner: '@shangji/contract#WireAd',
          Enquiry: '@shangji/contract#WireStoredEnquiry',
          MyEnquiry: '@shangji/contract#WireMyEnquiry',
          MyEnquiryList: '@shangji/contract#WireMyEnquiries',
          PublicRecord: '@shangji/contract#WireBrandRecord',
          Filing: '@shangji/contract#WireRecordFiling',
          CompanyRecord: '@shangji/contract#WireRecordCompany',
          TwoStoresRule: '@shangji/contract#WireRecordTwoStores',
          StoreLedger: '@shangji/contract#WireRecordLedger',
          CostSheet: '@shangji/contract#WireRecordCosts',
          CostItem: '@shangji/contract#WireCostItem',
          EnquiryCount: '@shangji/contract#WireRecordEnquiries',
          TrustCheck: '@shangji/contract#WireRecordCheck',
        },
      },
    },
    'web/src/gql/': {
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      // The documents carry __typename, so a result executed on the server (without Apollo Client) can be
      // written into the browser's normalised cache unchanged at hydration (docs/decisions/0038).
      documentTransforms: [addTypenameSelectionDocumentTransform],
      // Operations are named without a suffix (`query BrandDetail`): the types read `BrandDetailQuery`.
      config: { enumsAsTypes: true, useTypeImports: true },
    },
    // The second client: internal command-line tools on @urql/core, typed from the same schema.
    'cli/src/gql/': {
      documents: ['cli/src/**/*.ts', '!cli/src/gql/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { enumsAsTypes: true, useTypeImports: true },
    },
  },
};

export default config;
