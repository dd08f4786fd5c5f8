// Bulk brand import (schema/backoffice-import.graphql; docs/decisions/0124-brand-import.md). The file is
// passed on base64 as it came; the upstream reads it, checks every row and writes all rows or none.
import { BRAND_IMPORT_MAX_BYTES } from '@shangji/contract';
import type { ImportReport, MutationResolvers } from '../../generated/resolvers';
import { noteAnswer } from './mapping';

const refused = (message: string): ImportReport => ({ ok: false, code: 400, message, imported: 0, rows: 0, problems: [], brandIds: [] });

export const importMutation: MutationResolvers = {
  importBrands: async (_root, { fileName, content }, context) => {
    const name = fileName.trim().slice(0, 200);
    if (!/\.(csv|xlsx)$/i.test(name)) return refused('请选择 .csv 或 .xlsx 文件');
    // base64 is 4 characters for every 3 bytes.
    if (content.length > Math.ceil(BRAND_IMPORT_MAX_BYTES / 3) * 4 + 4) return refused(`文件不能超过 ${BRAND_IMPORT_MAX_BYTES / 1024} KB`);
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(content)) return refused('文件内容无法读取');
    const answer = await context.upstream.call('adminImportBrands', { name, content });
    noteAnswer(context, answer);
    const data = answer.data;
    const ok = answer.code === 200 && data !== null && data.problems.length === 0;
    const msg = answer.msg === 'success' ? '' : answer.msg;
    return {
      ok,
      code: answer.code,
      message: msg || (ok ? `已导入 ${data!.imported} 个品牌` : data ? `发现 ${data.problems.length} 处问题，未导入任何品牌` : '导入失败'),
      imported: data?.imported ?? 0,
      rows: data?.rows ?? 0,
      problems: data?.problems ?? [],
      brandIds: (data?.ids ?? []).map(String),
    };
  },
};
