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
    "\n  fragment BrandCard_brand on Brand {\n    id\n    name\n    thumbnail\n    company\n    feeBand {\n      id\n      name\n    }\n    enquiryTarget {\n      ...ConsultButton_target\n    }\n  }\n": typeof types.BrandCard_BrandFragmentDoc,
    "\n  fragment BrandMini_brand on Brand {\n    id\n    name\n    thumbnail\n    feeBand {\n      id\n      name\n    }\n  }\n": typeof types.BrandMini_BrandFragmentDoc,
    "\n  fragment BrandRow_brand on Brand {\n    id\n    name\n    thumbnail\n    certified\n    tags {\n      id\n      name\n    }\n    headquarters {\n      id\n      name\n    }\n    category {\n      id\n      name\n      pinyin\n    }\n    mainProduct\n    company\n    feeBand {\n      id\n      name\n    }\n    enquiryTarget {\n      ...ConsultButton_target\n    }\n  }\n": typeof types.BrandRow_BrandFragmentDoc,
    "\n  fragment ConsultButton_target on EnquiryTarget {\n    brandId\n    categoryId\n    merchantId\n    url\n    title\n    investment\n  }\n": typeof types.ConsultButton_TargetFragmentDoc,
    "\n  fragment EnquiryTicker_item on TickerItem {\n    id\n    maskedName\n    title\n    time\n  }\n": typeof types.EnquiryTicker_ItemFragmentDoc,
    "\n  query GuessYouLike($refresh: Boolean) {\n    randomBrands(limit: 6, refresh: $refresh) {\n      ...BrandMini_brand\n    }\n  }\n": typeof types.GuessYouLikeDocument,
    "\n  fragment NewsTitleList_news on News {\n    id\n    title\n    publishedMonthDay\n  }\n": typeof types.NewsTitleList_NewsFragmentDoc,
    "\n  query EnquiryCaptcha {\n    enquiryCaptcha {\n      image\n      pow\n    }\n  }\n": typeof types.EnquiryCaptchaDocument,
    "\n  query EnquiryCities {\n    cities {\n      name\n      children {\n        name\n      }\n    }\n  }\n": typeof types.EnquiryCitiesDocument,
    "\n  mutation SendSmsCode($phone: String!, $captcha: String!, $pow: String, $idempotencyKey: String) {\n    sendSmsCode(phone: $phone, captcha: $captcha, pow: $pow, idempotencyKey: $idempotencyKey) {\n      ok\n      code\n      message\n    }\n  }\n": typeof types.SendSmsCodeDocument,
    "\n  mutation SubmitEnquiry($input: EnquiryInput!) {\n    submitEnquiry(input: $input) {\n      ok\n      code\n      message\n    }\n  }\n": typeof types.SubmitEnquiryDocument,
    "\n  fragment BrandFacts_brand on Brand {\n    id\n    name\n    certified\n    claimed\n    hasPoster\n    mainProduct\n    suitableCrowd\n    origin\n    foundedYear\n    franchiseeCount\n    shopCount\n    company\n    feeBand {\n      id\n      name\n    }\n    category {\n      id\n      name\n      pinyin\n    }\n    tags {\n      id\n      name\n    }\n  }\n": typeof types.BrandFacts_BrandFragmentDoc,
    "\n  query BrandPhone($id: ID!) {\n    brand(id: $id) {\n      id\n      phone\n    }\n  }\n": typeof types.BrandPhoneDocument,
    "\n  fragment Gallery_brand on Brand {\n    name\n    thumbnail\n    gallery {\n      image\n      thumbnail\n    }\n  }\n": typeof types.Gallery_BrandFragmentDoc,
    "\n  fragment NearbyShops_page on MapShopPage {\n    total\n    page\n    pageSize\n    items {\n      id\n      name\n      address\n      rating\n      averagePrice\n      kind\n    }\n  }\n": typeof types.NearbyShops_PageFragmentDoc,
    "\n  query BrandNearbyShops($brandName: String!, $page: Int) {\n    nearbyShops(brandName: $brandName, page: $page) {\n      ...NearbyShops_page\n    }\n  }\n": typeof types.BrandNearbyShopsDocument,
    "\n  query BrandDetail($id: ID!, $show: String) {\n    brand(id: $id, show: $show) {\n      id\n      summary\n      keywords\n      categoryPath {\n        id\n        name\n        pinyin\n      }\n      introHtml\n      advantagesHtml\n      conditionsHtml\n      processHtml\n      enquiryTarget {\n        ...ConsultButton_target\n      }\n      ...Gallery_brand\n      ...BrandFacts_brand\n    }\n  }\n": typeof types.BrandDetailDocument,
    "\n  query BrandDetailSidebar($categoryId: ID) {\n    similarBrands(categoryId: $categoryId, limit: 6) {\n      ...BrandMini_brand\n    }\n    relatedNews(categoryId: $categoryId, limit: 8) {\n      ...NewsTitleList_news\n    }\n    enquiryTicker {\n      ...EnquiryTicker_item\n    }\n  }\n": typeof types.BrandDetailSidebarDocument,
    "\n  query BrandNotFound {\n    relatedBrands(kind: HOT, limit: 8) {\n      ...BrandMini_brand\n    }\n  }\n": typeof types.BrandNotFoundDocument,
    "\n  query Home {\n    topBrands(limit: 20) {\n      ...BrandMini_brand\n    }\n    relatedNews(limit: 12) {\n      id\n      title\n    }\n  }\n": typeof types.HomeDocument,
    "\n  query RootShell {\n    categories {\n      id\n      name\n      pinyin\n    }\n  }\n": typeof types.RootShellDocument,
};
const documents: Documents = {
    "\n  fragment BrandCard_brand on Brand {\n    id\n    name\n    thumbnail\n    company\n    feeBand {\n      id\n      name\n    }\n    enquiryTarget {\n      ...ConsultButton_target\n    }\n  }\n": types.BrandCard_BrandFragmentDoc,
    "\n  fragment BrandMini_brand on Brand {\n    id\n    name\n    thumbnail\n    feeBand {\n      id\n      name\n    }\n  }\n": types.BrandMini_BrandFragmentDoc,
    "\n  fragment BrandRow_brand on Brand {\n    id\n    name\n    thumbnail\n    certified\n    tags {\n      id\n      name\n    }\n    headquarters {\n      id\n      name\n    }\n    category {\n      id\n      name\n      pinyin\n    }\n    mainProduct\n    company\n    feeBand {\n      id\n      name\n    }\n    enquiryTarget {\n      ...ConsultButton_target\n    }\n  }\n": types.BrandRow_BrandFragmentDoc,
    "\n  fragment ConsultButton_target on EnquiryTarget {\n    brandId\n    categoryId\n    merchantId\n    url\n    title\n    investment\n  }\n": types.ConsultButton_TargetFragmentDoc,
    "\n  fragment EnquiryTicker_item on TickerItem {\n    id\n    maskedName\n    title\n    time\n  }\n": types.EnquiryTicker_ItemFragmentDoc,
    "\n  query GuessYouLike($refresh: Boolean) {\n    randomBrands(limit: 6, refresh: $refresh) {\n      ...BrandMini_brand\n    }\n  }\n": types.GuessYouLikeDocument,
    "\n  fragment NewsTitleList_news on News {\n    id\n    title\n    publishedMonthDay\n  }\n": types.NewsTitleList_NewsFragmentDoc,
    "\n  query EnquiryCaptcha {\n    enquiryCaptcha {\n      image\n      pow\n    }\n  }\n": types.EnquiryCaptchaDocument,
    "\n  query EnquiryCities {\n    cities {\n      name\n      children {\n        name\n      }\n    }\n  }\n": types.EnquiryCitiesDocument,
    "\n  mutation SendSmsCode($phone: String!, $captcha: String!, $pow: String, $idempotencyKey: String) {\n    sendSmsCode(phone: $phone, captcha: $captcha, pow: $pow, idempotencyKey: $idempotencyKey) {\n      ok\n      code\n      message\n    }\n  }\n": types.SendSmsCodeDocument,
    "\n  mutation SubmitEnquiry($input: EnquiryInput!) {\n    submitEnquiry(input: $input) {\n      ok\n      code\n      message\n    }\n  }\n": types.SubmitEnquiryDocument,
    "\n  fragment BrandFacts_brand on Brand {\n    id\n    name\n    certified\n    claimed\n    hasPoster\n    mainProduct\n    suitableCrowd\n    origin\n    foundedYear\n    franchiseeCount\n    shopCount\n    company\n    feeBand {\n      id\n      name\n    }\n    category {\n      id\n      name\n      pinyin\n    }\n    tags {\n      id\n      name\n    }\n  }\n": types.BrandFacts_BrandFragmentDoc,
    "\n  query BrandPhone($id: ID!) {\n    brand(id: $id) {\n      id\n      phone\n    }\n  }\n": types.BrandPhoneDocument,
    "\n  fragment Gallery_brand on Brand {\n    name\n    thumbnail\n    gallery {\n      image\n      thumbnail\n    }\n  }\n": types.Gallery_BrandFragmentDoc,
    "\n  fragment NearbyShops_page on MapShopPage {\n    total\n    page\n    pageSize\n    items {\n      id\n      name\n      address\n      rating\n      averagePrice\n      kind\n    }\n  }\n": types.NearbyShops_PageFragmentDoc,
    "\n  query BrandNearbyShops($brandName: String!, $page: Int) {\n    nearbyShops(brandName: $brandName, page: $page) {\n      ...NearbyShops_page\n    }\n  }\n": types.BrandNearbyShopsDocument,
    "\n  query BrandDetail($id: ID!, $show: String) {\n    brand(id: $id, show: $show) {\n      id\n      summary\n      keywords\n      categoryPath {\n        id\n        name\n        pinyin\n      }\n      introHtml\n      advantagesHtml\n      conditionsHtml\n      processHtml\n      enquiryTarget {\n        ...ConsultButton_target\n      }\n      ...Gallery_brand\n      ...BrandFacts_brand\n    }\n  }\n": types.BrandDetailDocument,
    "\n  query BrandDetailSidebar($categoryId: ID) {\n    similarBrands(categoryId: $categoryId, limit: 6) {\n      ...BrandMini_brand\n    }\n    relatedNews(categoryId: $categoryId, limit: 8) {\n      ...NewsTitleList_news\n    }\n    enquiryTicker {\n      ...EnquiryTicker_item\n    }\n  }\n": types.BrandDetailSidebarDocument,
    "\n  query BrandNotFound {\n    relatedBrands(kind: HOT, limit: 8) {\n      ...BrandMini_brand\n    }\n  }\n": types.BrandNotFoundDocument,
    "\n  query Home {\n    topBrands(limit: 20) {\n      ...BrandMini_brand\n    }\n    relatedNews(limit: 12) {\n      id\n      title\n    }\n  }\n": types.HomeDocument,
    "\n  query RootShell {\n    categories {\n      id\n      name\n      pinyin\n    }\n  }\n": types.RootShellDocument,
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
export function graphql(source: "\n  fragment BrandCard_brand on Brand {\n    id\n    name\n    thumbnail\n    company\n    feeBand {\n      id\n      name\n    }\n    enquiryTarget {\n      ...ConsultButton_target\n    }\n  }\n"): (typeof documents)["\n  fragment BrandCard_brand on Brand {\n    id\n    name\n    thumbnail\n    company\n    feeBand {\n      id\n      name\n    }\n    enquiryTarget {\n      ...ConsultButton_target\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BrandMini_brand on Brand {\n    id\n    name\n    thumbnail\n    feeBand {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment BrandMini_brand on Brand {\n    id\n    name\n    thumbnail\n    feeBand {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BrandRow_brand on Brand {\n    id\n    name\n    thumbnail\n    certified\n    tags {\n      id\n      name\n    }\n    headquarters {\n      id\n      name\n    }\n    category {\n      id\n      name\n      pinyin\n    }\n    mainProduct\n    company\n    feeBand {\n      id\n      name\n    }\n    enquiryTarget {\n      ...ConsultButton_target\n    }\n  }\n"): (typeof documents)["\n  fragment BrandRow_brand on Brand {\n    id\n    name\n    thumbnail\n    certified\n    tags {\n      id\n      name\n    }\n    headquarters {\n      id\n      name\n    }\n    category {\n      id\n      name\n      pinyin\n    }\n    mainProduct\n    company\n    feeBand {\n      id\n      name\n    }\n    enquiryTarget {\n      ...ConsultButton_target\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsultButton_target on EnquiryTarget {\n    brandId\n    categoryId\n    merchantId\n    url\n    title\n    investment\n  }\n"): (typeof documents)["\n  fragment ConsultButton_target on EnquiryTarget {\n    brandId\n    categoryId\n    merchantId\n    url\n    title\n    investment\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EnquiryTicker_item on TickerItem {\n    id\n    maskedName\n    title\n    time\n  }\n"): (typeof documents)["\n  fragment EnquiryTicker_item on TickerItem {\n    id\n    maskedName\n    title\n    time\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GuessYouLike($refresh: Boolean) {\n    randomBrands(limit: 6, refresh: $refresh) {\n      ...BrandMini_brand\n    }\n  }\n"): (typeof documents)["\n  query GuessYouLike($refresh: Boolean) {\n    randomBrands(limit: 6, refresh: $refresh) {\n      ...BrandMini_brand\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NewsTitleList_news on News {\n    id\n    title\n    publishedMonthDay\n  }\n"): (typeof documents)["\n  fragment NewsTitleList_news on News {\n    id\n    title\n    publishedMonthDay\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EnquiryCaptcha {\n    enquiryCaptcha {\n      image\n      pow\n    }\n  }\n"): (typeof documents)["\n  query EnquiryCaptcha {\n    enquiryCaptcha {\n      image\n      pow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EnquiryCities {\n    cities {\n      name\n      children {\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query EnquiryCities {\n    cities {\n      name\n      children {\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendSmsCode($phone: String!, $captcha: String!, $pow: String, $idempotencyKey: String) {\n    sendSmsCode(phone: $phone, captcha: $captcha, pow: $pow, idempotencyKey: $idempotencyKey) {\n      ok\n      code\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SendSmsCode($phone: String!, $captcha: String!, $pow: String, $idempotencyKey: String) {\n    sendSmsCode(phone: $phone, captcha: $captcha, pow: $pow, idempotencyKey: $idempotencyKey) {\n      ok\n      code\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitEnquiry($input: EnquiryInput!) {\n    submitEnquiry(input: $input) {\n      ok\n      code\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitEnquiry($input: EnquiryInput!) {\n    submitEnquiry(input: $input) {\n      ok\n      code\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BrandFacts_brand on Brand {\n    id\n    name\n    certified\n    claimed\n    hasPoster\n    mainProduct\n    suitableCrowd\n    origin\n    foundedYear\n    franchiseeCount\n    shopCount\n    company\n    feeBand {\n      id\n      name\n    }\n    category {\n      id\n      name\n      pinyin\n    }\n    tags {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment BrandFacts_brand on Brand {\n    id\n    name\n    certified\n    claimed\n    hasPoster\n    mainProduct\n    suitableCrowd\n    origin\n    foundedYear\n    franchiseeCount\n    shopCount\n    company\n    feeBand {\n      id\n      name\n    }\n    category {\n      id\n      name\n      pinyin\n    }\n    tags {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrandPhone($id: ID!) {\n    brand(id: $id) {\n      id\n      phone\n    }\n  }\n"): (typeof documents)["\n  query BrandPhone($id: ID!) {\n    brand(id: $id) {\n      id\n      phone\n    }\n  }\n"];
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
export function graphql(source: "\n  query BrandNearbyShops($brandName: String!, $page: Int) {\n    nearbyShops(brandName: $brandName, page: $page) {\n      ...NearbyShops_page\n    }\n  }\n"): (typeof documents)["\n  query BrandNearbyShops($brandName: String!, $page: Int) {\n    nearbyShops(brandName: $brandName, page: $page) {\n      ...NearbyShops_page\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrandDetail($id: ID!, $show: String) {\n    brand(id: $id, show: $show) {\n      id\n      summary\n      keywords\n      categoryPath {\n        id\n        name\n        pinyin\n      }\n      introHtml\n      advantagesHtml\n      conditionsHtml\n      processHtml\n      enquiryTarget {\n        ...ConsultButton_target\n      }\n      ...Gallery_brand\n      ...BrandFacts_brand\n    }\n  }\n"): (typeof documents)["\n  query BrandDetail($id: ID!, $show: String) {\n    brand(id: $id, show: $show) {\n      id\n      summary\n      keywords\n      categoryPath {\n        id\n        name\n        pinyin\n      }\n      introHtml\n      advantagesHtml\n      conditionsHtml\n      processHtml\n      enquiryTarget {\n        ...ConsultButton_target\n      }\n      ...Gallery_brand\n      ...BrandFacts_brand\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrandDetailSidebar($categoryId: ID) {\n    similarBrands(categoryId: $categoryId, limit: 6) {\n      ...BrandMini_brand\n    }\n    relatedNews(categoryId: $categoryId, limit: 8) {\n      ...NewsTitleList_news\n    }\n    enquiryTicker {\n      ...EnquiryTicker_item\n    }\n  }\n"): (typeof documents)["\n  query BrandDetailSidebar($categoryId: ID) {\n    similarBrands(categoryId: $categoryId, limit: 6) {\n      ...BrandMini_brand\n    }\n    relatedNews(categoryId: $categoryId, limit: 8) {\n      ...NewsTitleList_news\n    }\n    enquiryTicker {\n      ...EnquiryTicker_item\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrandNotFound {\n    relatedBrands(kind: HOT, limit: 8) {\n      ...BrandMini_brand\n    }\n  }\n"): (typeof documents)["\n  query BrandNotFound {\n    relatedBrands(kind: HOT, limit: 8) {\n      ...BrandMini_brand\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Home {\n    topBrands(limit: 20) {\n      ...BrandMini_brand\n    }\n    relatedNews(limit: 12) {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  query Home {\n    topBrands(limit: 20) {\n      ...BrandMini_brand\n    }\n    relatedNews(limit: 12) {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RootShell {\n    categories {\n      id\n      name\n      pinyin\n    }\n  }\n"): (typeof documents)["\n  query RootShell {\n    categories {\n      id\n      name\n      pinyin\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;