// 品牌导入 (ops, admin; docs/decisions/0124-brand-import.md): brands from a CSV or .xlsx file made from the
// template (generated here from the contract's columns). The server checks every row; a file with any
// problem imports nothing and the report lists each one by row and column, so the file can be fixed and
// sent again whole.
import { useMutation } from '@apollo/client/react';
import { Button, Table } from '@chakra-ui/react';
import { BRAND_IMPORT_COLUMNS, BRAND_IMPORT_MAX_BYTES, BRAND_IMPORT_MAX_ROWS } from '@shangji/contract/brand-import-columns';
import { useMemo, useState, type FormEvent } from 'react';
import { graphql } from '../../gql';
import type { AdminImportBrandsMutation } from '../../gql/graphql';
import { Notice } from '../components/Notice';
import { PageHead } from '../components/PageHead';
import { errorText } from '../lib/errors';

type Report = AdminImportBrandsMutation['importBrands'];

const csvCell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** The template: the headers (required ones marked *) and one example row; a BOM so Excel reads UTF-8. */
function templateCsv(): string {
  const head = BRAND_IMPORT_COLUMNS.map((c) => (c.required ? `${c.header}*` : c.header));
  const example = BRAND_IMPORT_COLUMNS.map((c) => c.example);
  return `\uFEFF${[head, example].map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** The file as base64, without the data: URL's prefix. */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(new Error('文件读取失败'));
    reader.readAsDataURL(file);
  });
}

export default function BrandImport() {
  const [run] = useMutation(IMPORT);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<Report | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const template = useMemo(() => URL.createObjectURL(new Blob([templateCsv()], { type: 'text/csv;charset=utf-8' })), []);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setReport(null);
    setFailure(null);
    const file = (e.currentTarget.elements.namedItem('file') as HTMLInputElement).files?.[0];
    if (!file) return setFailure('请选择要导入的文件');
    if (!/\.(csv|xlsx)$/i.test(file.name)) return setFailure('请选择 .csv 或 .xlsx 文件');
    if (file.size > BRAND_IMPORT_MAX_BYTES) return setFailure(`文件不能超过 ${BRAND_IMPORT_MAX_BYTES / 1024} KB，请拆分后分批导入`);
    setBusy(true);
    try {
      const { data } = await run({ variables: { fileName: file.name, content: await base64Of(file) } });
      if (data) setReport(data.importBrands);
    } catch (err) {
      setFailure(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHead title="品牌导入" sub={`从 CSV 或 Excel（.xlsx）文件批量新建品牌：每个文件最多 ${BRAND_IMPORT_MAX_ROWS} 行、${BRAND_IMPORT_MAX_BYTES / 1024} KB。有任何一行出错时整份文件都不会导入。`}>
        <Button asChild size="sm" variant="outline">
          <a href={template} download="品牌导入模板.csv">
            下载模板
          </a>
        </Button>
      </PageHead>
      <section className="ad-card" aria-label="上传文件">
        <form onSubmit={onSubmit}>
          <div className="ad-toolbar">
            <label>
              选择文件
              <input type="file" name="file" accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" required />
            </label>
            <Button type="submit" size="sm" colorPalette="brand" loading={busy} loadingText="正在导入…">
              开始导入
            </Button>
          </div>
          <p className="ad-card-body ad-muted">
            列：{BRAND_IMPORT_COLUMNS.map((c) => `${c.header}${c.required ? '（必填）' : ''}`).join('、')}。行业分类写网站已有的小类，如“餐饮/奶茶”；投资金额档如“5-10万”；公式单元格按表格软件保存的计算结果读取。
          </p>
        </form>
      </section>
      {failure ? <Notice tone="bad">{failure}</Notice> : null}
      {report ? (
        <section className="ad-card" aria-label="导入结果">
          <div className="ad-card-body">
            <Notice tone={report.ok ? 'ok' : 'bad'}>{report.message}</Notice>
            {report.ok ? (
              <p className="ad-muted">
                新品牌编号：{report.brandIds.length > 20 ? `${report.brandIds[0]} 至 ${report.brandIds.at(-1)}` : report.brandIds.join('、')}
              </p>
            ) : null}
          </div>
          {report.problems.length ? (
            <div className="ad-table-wrap">
              <Table.Root size="sm" className="ad-table" aria-label="问题列表">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>行</Table.ColumnHeader>
                    <Table.ColumnHeader>列</Table.ColumnHeader>
                    <Table.ColumnHeader>问题</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {report.problems.map((p, i) => (
                    <Table.Row key={i}>
                      <Table.Cell className="ad-num">第 {p.row} 行</Table.Cell>
                      <Table.Cell>{p.column || '—'}</Table.Cell>
                      <Table.Cell>{p.message}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </div>
          ) : null}
        </section>
      ) : null}
    </>
  );
}

const IMPORT = graphql(`
  mutation AdminImportBrands($fileName: String!, $content: String!) {
    importBrands(fileName: $fileName, content: $content) {
      ok
      code
      message
      imported
      rows
      problems {
        row
        column
        message
      }
      brandIds
    }
  }
`);
