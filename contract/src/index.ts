// The upstream REST contract of SPEC §7, written once (docs/decisions/0022). upstream/ implements it,
// server/ speaks it, tests/contract checks any implementation against it over HTTP.
export * from './envelope';
export * from './calls';
export * from './validate';
export * from './shapes/common';
export * from './shapes/brand';
export * from './shapes/content';
export * from './shapes/floors';
export * from './shapes/links';
export * from './shapes/map';
export * from './shapes/ranking';
export * from './shapes/site';
export * from './shapes/enquiry';
export * from './shapes/sitemap';
export * from './shapes/records';
export * from './log-mask';
export * from './consent';
export * from './lead-states';
export * from './shapes/backoffice';
export * from './captcha-proof';
export * from './shapes/backoffice-placements';
export * from './shapes/backoffice-import';
export * from './shapes/backoffice-brand-edits';
export * from './shapes/backoffice-articles';
export * from './credit-code';
export * from './shapes/backoffice-claims';
export { CLAIM_LICENCE_MAX_BYTES, CLAIM_LICENCE_UPLOAD_PATH, CLAIM_LICENCE_VIEW_PATH } from './backoffice-claims-calls';
