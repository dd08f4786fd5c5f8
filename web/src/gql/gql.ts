/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment BrandMini_brand on Brand {\n    id\n    name\n    thumbnail\n    feeBand {\n      id\n      name\n    }\n  }\n": typeof types.BrandMini_BrandFragmentDoc,
    "\n  query EnquiryCaptchaQuery {\n    enquiryCaptcha {\n      image\n      pow\n    }\n  }\n": typeof types.EnquiryCaptchaQueryDocument,
    "\n  query EnquiryCitiesQuery {\n    cities {\n      name\n      children {\n        name\n      }\n    }\n  }\n": typeof types.EnquiryCitiesQueryDocument,
    "\n  mutation SendSmsCodeMutation($phone: String!, $captcha: String!, $pow: String, $idempotencyKey: String) {\n    sendSmsCode(phone: $phone, captcha: $captcha, pow: $pow, idempotencyKey: $idempotencyKey) {\n      ok\n      code\n      message\n    }\n  }\n": typeof types.SendSmsCodeMutationDocument,
    "\n  mutation SubmitEnquiryMutation($input: EnquiryInput!) {\n    submitEnquiry(input: $input) {\n      ok\n      code\n      message\n    }\n  }\n": typeof types.SubmitEnquiryMutationDocument,
    "\n  fragment BrandFacts_brand on Brand {\n    id\n    name\n    certified\n    claimed\n    phone\n    hasPoster\n    mainProduct\n    suitableCrowd\n    origin\n    foundedYear\n    franchiseeCount\n    shopCount\n    company\n    feeBand {\n      id\n      name\n    }\n    category {\n      id\n      name\n      pinyin\n    }\n    tags {\n      id\n      name\n    }\n  }\n": typeof types.BrandFacts_BrandFragmentDoc,
    "\n  fragment Gallery_brand on Brand {\n    name\n    thumbnail\n    gallery {\n      image\n      thumbnail\n    }\n  }\n": typeof types.Gallery_BrandFragmentDoc,
    "\n  fragment NearbyShops_page on MapShopPage {\n    total\n    page\n    pageSize\n    items {\n      id\n      name\n      address\n      rating\n      averagePrice\n      kind\n    }\n  }\n": typeof types.NearbyShops_PageFragmentDoc,
    "\n  query BrandNearbyShopsQuery($brandName: String!, $page: Int) {\n    nearbyShops(brandName: $brandName, page: $page) {\n      ...NearbyShops_page\n    }\n  }\n": typeof types.BrandNearbyShopsQueryDocument,
    "\n  query GuessYouLikeQuery($refresh: Boolean) {\n    randomBrands(limit: 6, refresh: $refresh) {\n      ...BrandMini_brand\n    }\n  }\n": typeof types.GuessYouLikeQueryDocument,
    "\n  query BrandDetailQuery($id: ID!, $show: String) {\n    brand(id: $id, show: $show) {\n      id\n      summary\n      keywords\n      categoryPath {\n        id\n        name\n        pinyin\n      }\n      introHtml\n      advantagesHtml\n      conditionsHtml\n      processHtml\n      enquiryTarget {\n        brandId\n        categoryId\n        merchantId\n        url\n        title\n        investment\n      }\n      ...Gallery_brand\n      ...BrandFacts_brand\n    }\n  }\n": typeof types.BrandDetailQueryDocument,
    "\n  query BrandDetailSidebarQuery($categoryId: ID) {\n    similarBrands(categoryId: $categoryId, limit: 6) {\n      ...BrandMini_brand\n    }\n    relatedNews(categoryId: $categoryId, limit: 8) {\n      id\n      title\n      publishedMonthDay\n    }\n    enquiryTicker {\n      id\n      maskedName\n      title\n      time\n    }\n  }\n": typeof types.BrandDetailSidebarQueryDocument,
    "\n  query BrandNotFoundQuery {\n    relatedBrands(kind: HOT, limit: 8) {\n      ...BrandMini_brand\n    }\n  }\n": typeof types.BrandNotFoundQueryDocument,
    "\n  query HomeQuery {\n    topBrands(limit: 20) {\n      ...BrandMini_brand\n    }\n    relatedNews(limit: 12) {\n      id\n      title\n    }\n  }\n": typeof types.HomeQueryDocument,
    "\n  query RootShellQuery {\n    categories {\n      id\n      name\n      pinyin\n    }\n  }\n": typeof types.RootShellQueryDocument,
};
const documents: Documents = {
    "\n  fragment BrandMini_brand on Brand {\n    id\n    name\n    thumbnail\n    feeBand {\n      id\n      name\n    }\n  }\n": types.BrandMini_BrandFragmentDoc,
    "\n  query EnquiryCaptchaQuery {\n    enquiryCaptcha {\n      image\n      pow\n    }\n  }\n": types.EnquiryCaptchaQueryDocument,
    "\n  query EnquiryCitiesQuery {\n    cities {\n      name\n      children {\n        name\n      }\n    }\n  }\n": types.EnquiryCitiesQueryDocument,
    "\n  mutation SendSmsCodeMutation($phone: String!, $captcha: String!, $pow: String, $idempotencyKey: String) {\n    sendSmsCode(phone: $phone, captcha: $captcha, pow: $pow, idempotencyKey: $idempotencyKey) {\n      ok\n      code\n      message\n    }\n  }\n": types.SendSmsCodeMutationDocument,
    "\n  mutation SubmitEnquiryMutation($input: EnquiryInput!) {\n    submitEnquiry(input: $input) {\n      ok\n      code\n      message\n    }\n  }\n": types.SubmitEnquiryMutationDocument,
    "\n  fragment BrandFacts_brand on Brand {\n    id\n    name\n    certified\n    claimed\n    phone\n    hasPoster\n    mainProduct\n    suitableCrowd\n    origin\n    foundedYear\n    franchiseeCount\n    shopCount\n    company\n    feeBand {\n      id\n      name\n    }\n    category {\n      id\n      name\n      pinyin\n    }\n    tags {\n      id\n      name\n    }\n  }\n": types.BrandFacts_BrandFragmentDoc,
    "\n  fragment Gallery_brand on Brand {\n    name\n    thumbnail\n    gallery {\n      image\n      thumbnail\n    }\n  }\n": types.Gallery_BrandFragmentDoc,
    "\n  fragment NearbyShops_page on MapShopPage {\n    total\n    page\n    pageSize\n    items {\n      id\n      name\n      address\n      rating\n      averagePrice\n      kind\n    }\n  }\n": types.NearbyShops_PageFragmentDoc,
    "\n  query BrandNearbyShopsQuery($brandName: String!, $page: Int) {\n    nearbyShops(brandName: $brandName, page: $page) {\n      ...NearbyShops_page\n    }\n  }\n": types.BrandNearbyShopsQueryDocument,
    "\n  query GuessYouLikeQuery($refresh: Boolean) {\n    randomBrands(limit: 6, refresh: $refresh) {\n      ...BrandMini_brand\n    }\n  }\n": types.GuessYouLikeQueryDocument,
    "\n  query BrandDetailQuery($id: ID!, $show: String) {\n    brand(id: $id, show: $show) {\n      id\n      summary\n      keywords\n      categoryPath {\n        id\n        name\n        pinyin\n      }\n      introHtml\n      advantagesHtml\n      conditionsHtml\n      processHtml\n      enquiryTarget {\n        brandId\n        categoryId\n        merchantId\n        url\n        title\n        investment\n      }\n      ...Gallery_brand\n      ...BrandFacts_brand\n    }\n  }\n": types.BrandDetailQueryDocument,
    "\n  query BrandDetailSidebarQuery($categoryId: ID) {\n    similarBrands(categoryId: $categoryId, limit: 6) {\n      ...BrandMini_brand\n    }\n    relatedNews(categoryId: $categoryId, limit: 8) {\n      id\n      title\n      publishedMonthDay\n    }\n    enquiryTicker {\n      id\n      maskedName\n      title\n      time\n    }\n  }\n": types.BrandDetailSidebarQueryDocument,
    "\n  query BrandNotFoundQuery {\n    relatedBrands(kind: HOT, limit: 8) {\n      ...BrandMini_brand\n    }\n  }\n": types.BrandNotFoundQueryDocument,
    "\n  query HomeQuery {\n    topBrands(limit: 20) {\n      ...BrandMini_brand\n    }\n    relatedNews(limit: 12) {\n      id\n      title\n    }\n  }\n": types.HomeQueryDocument,
    "\n  query RootShellQuery {\n    categories {\n      id\n      name\n      pinyin\n    }\n  }\n": types.RootShellQueryDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BrandMini_brand on Brand {\n    id\n    name\n    thumbnail\n    feeBand {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment BrandMini_brand on Brand {\n    id\n    name\n    thumbnail\n    feeBand {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EnquiryCaptchaQuery {\n    enquiryCaptcha {\n      image\n      pow\n    }\n  }\n"): (typeof documents)["\n  query EnquiryCaptchaQuery {\n    enquiryCaptcha {\n      image\n      pow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EnquiryCitiesQuery {\n    cities {\n      name\n      children {\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query EnquiryCitiesQuery {\n    cities {\n      name\n      children {\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendSmsCodeMutation($phone: String!, $captcha: String!, $pow: String, $idempotencyKey: String) {\n    sendSmsCode(phone: $phone, captcha: $captcha, pow: $pow, idempotencyKey: $idempotencyKey) {\n      ok\n      code\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SendSmsCodeMutation($phone: String!, $captcha: String!, $pow: String, $idempotencyKey: String) {\n    sendSmsCode(phone: $phone, captcha: $captcha, pow: $pow, idempotencyKey: $idempotencyKey) {\n      ok\n      code\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitEnquiryMutation($input: EnquiryInput!) {\n    submitEnquiry(input: $input) {\n      ok\n      code\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitEnquiryMutation($input: EnquiryInput!) {\n    submitEnquiry(input: $input) {\n      ok\n      code\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BrandFacts_brand on Brand {\n    id\n    name\n    certified\n    claimed\n    phone\n    hasPoster\n    mainProduct\n    suitableCrowd\n    origin\n    foundedYear\n    franchiseeCount\n    shopCount\n    company\n    feeBand {\n      id\n      name\n    }\n    category {\n      id\n      name\n      pinyin\n    }\n    tags {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment BrandFacts_brand on Brand {\n    id\n    name\n    certified\n    claimed\n    phone\n    hasPoster\n    mainProduct\n    suitableCrowd\n    origin\n    foundedYear\n    franchiseeCount\n    shopCount\n    company\n    feeBand {\n      id\n      name\n    }\n    category {\n      id\n      name\n      pinyin\n    }\n    tags {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Gallery_brand on Brand {\n    name\n    thumbnail\n    gallery {\n      image\n      thumbnail\n    }\n  }\n"): (typeof documents)["\n  fragment Gallery_brand on Brand {\n    name\n    thumbnail\n    gallery {\n      image\n      thumbnail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NearbyShops_page on MapShopPage {\n    total\n    page\n    pageSize\n    items {\n      id\n      name\n      address\n      rating\n      averagePrice\n      kind\n    }\n  }\n"): (typeof documents)["\n  fragment NearbyShops_page on MapShopPage {\n    total\n    page\n    pageSize\n    items {\n      id\n      name\n      address\n      rating\n      averagePrice\n      kind\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrandNearbyShopsQuery($brandName: String!, $page: Int) {\n    nearbyShops(brandName: $brandName, page: $page) {\n      ...NearbyShops_page\n    }\n  }\n"): (typeof documents)["\n  query BrandNearbyShopsQuery($brandName: String!, $page: Int) {\n    nearbyShops(brandName: $brandName, page: $page) {\n      ...NearbyShops_page\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GuessYouLikeQuery($refresh: Boolean) {\n    randomBrands(limit: 6, refresh: $refresh) {\n      ...BrandMini_brand\n    }\n  }\n"): (typeof documents)["\n  query GuessYouLikeQuery($refresh: Boolean) {\n    randomBrands(limit: 6, refresh: $refresh) {\n      ...BrandMini_brand\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrandDetailQuery($id: ID!, $show: String) {\n    brand(id: $id, show: $show) {\n      id\n      summary\n      keywords\n      categoryPath {\n        id\n        name\n        pinyin\n      }\n      introHtml\n      advantagesHtml\n      conditionsHtml\n      processHtml\n      enquiryTarget {\n        brandId\n        categoryId\n        merchantId\n        url\n        title\n        investment\n      }\n      ...Gallery_brand\n      ...BrandFacts_brand\n    }\n  }\n"): (typeof documents)["\n  query BrandDetailQuery($id: ID!, $show: String) {\n    brand(id: $id, show: $show) {\n      id\n      summary\n      keywords\n      categoryPath {\n        id\n        name\n        pinyin\n      }\n      introHtml\n      advantagesHtml\n      conditionsHtml\n      processHtml\n      enquiryTarget {\n        brandId\n        categoryId\n        merchantId\n        url\n        title\n        investment\n      }\n      ...Gallery_brand\n      ...BrandFacts_brand\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrandDetailSidebarQuery($categoryId: ID) {\n    similarBrands(categoryId: $categoryId, limit: 6) {\n      ...BrandMini_brand\n    }\n    relatedNews(categoryId: $categoryId, limit: 8) {\n      id\n      title\n      publishedMonthDay\n    }\n    enquiryTicker {\n      id\n      maskedName\n      title\n      time\n    }\n  }\n"): (typeof documents)["\n  query BrandDetailSidebarQuery($categoryId: ID) {\n    similarBrands(categoryId: $categoryId, limit: 6) {\n      ...BrandMini_brand\n    }\n    relatedNews(categoryId: $categoryId, limit: 8) {\n      id\n      title\n      publishedMonthDay\n    }\n    enquiryTicker {\n      id\n      maskedName\n      title\n      time\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrandNotFoundQuery {\n    relatedBrands(kind: HOT, limit: 8) {\n      ...BrandMini_brand\n    }\n  }\n"): (typeof documents)["\n  query BrandNotFoundQuery {\n    relatedBrands(kind: HOT, limit: 8) {\n      ...BrandMini_brand\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeQuery {\n    topBrands(limit: 20) {\n      ...BrandMini_brand\n    }\n    relatedNews(limit: 12) {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  query HomeQuery {\n    topBrands(limit: 20) {\n      ...BrandMini_brand\n    }\n    relatedNews(limit: 12) {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RootShellQuery {\n    categories {\n      id\n      name\n      pinyin\n    }\n  }\n"): (typeof documents)["\n  query RootShellQuery {\n    categories {\n      id\n      name\n      pinyin\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;