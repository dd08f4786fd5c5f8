// Company facts shown in the chrome (SPEC §1, §9).
// The hotline is written once beside the consent wording, which names it (contract/src/consent.ts).
export { SITE_HOTLINE as HOTLINE } from '@shangji/contract/consent';
export const HOTLINE_HOURS = '09:30-18:00 周一至周五';
export const COMPANY_ADDRESS = '深圳市南山区粤海街道科技园科苑路15号科兴科学园B栋';
export const COMPANY_NAME = '深圳商机网络科技有限公司';
export const RISK_NOTICE = '投资有风险，选择需谨慎。请在加盟前实地考察品牌，谨慎核实相关资质。';
export const SITE_NAME = '商机网';
