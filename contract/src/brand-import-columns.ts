// The brand import's columns and limits, written once (docs/decisions/0124-brand-import.md): the upstream
// reads files by these headers, the back office generates the template from them. No zod here, so the
// back office's bundle can import this file alone (@shangji/contract/brand-import-columns).

/** The template's columns, in order: the header the file carries, the field it fills, whether required. */
export const BRAND_IMPORT_COLUMNS = [
  { header: '品牌名称', field: 'title', required: true, example: '示例奶茶' },
  { header: '行业分类', field: 'category', required: true, example: '餐饮/奶茶' },
  { header: '投资金额档', field: 'fee_band', required: true, example: '5-10万' },
  { header: '投资金额', field: 'money', required: false, example: '5-10万' },
  { header: '所在地区', field: 'region', required: true, example: '上海市' },
  { header: '公司名称', field: 'company', required: false, example: '上海示例餐饮管理有限公司' },
  { header: '主营产品', field: 'product', required: false, example: '奶茶、果茶' },
  { header: '适合人群', field: 'throng', required: false, example: '创业者' },
  { header: '成立时间', field: 'foundtime', required: false, example: '2018' },
  { header: '门店数', field: 'shopnum', required: false, example: '120' },
  { header: '品牌简介', field: 'description', required: false, example: '一句话介绍品牌' },
  { header: '关键词', field: 'keyword', required: false, example: '奶茶加盟' },
] as const;
export type BrandImportField = (typeof BRAND_IMPORT_COLUMNS)[number]['field'];

/** At most this many data rows, and this many bytes of file. */
export const BRAND_IMPORT_MAX_ROWS = 2000;
// The file travels base64 inside a GraphQL request, which the admin listener caps at 1 MiB (Fastify default).
export const BRAND_IMPORT_MAX_BYTES = 512 * 1024;
