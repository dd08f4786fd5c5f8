// A back-office list: a card holding its filters, a table whose first row says when it is loading, failed or
// empty, and its pager. Every list screen (leads, claims, edits, disputes, placements, articles, accounts,
// audit…) is this with its own filters, columns and rows.
import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { TableStatus } from './TableStatus';

export interface ListTableProps {
  /** The card's accessible name ("认领列表"). */
  label: string;
  /** The filters above the table (a toolbar, usually a search form ending in <ListCount>). */
  toolbar?: ReactNode;
  /** The header row's cells. */
  head: ReactNode;
  columns: number;
  loading: boolean;
  error: unknown;
  empty: boolean;
  emptyText: string;
  /** Rows that open something on click are highlighted on hover. */
  interactive?: boolean;
  /** Below the table (the pager). */
  footer?: ReactNode;
  children: ReactNode;
}

export function ListTable({ label, toolbar, head, columns, loading, error, empty, emptyText, interactive, footer, children }: ListTableProps) {
  return (
    <section className="ad-card" aria-label={label}>
      {toolbar}
      <div className="ad-table-wrap">
        <Table.Root size="sm" className="ad-table" interactive={interactive}>
          <Table.Header>
            <Table.Row>{head}</Table.Row>
          </Table.Header>
          <Table.Body>
            <TableStatus columns={columns} loading={loading} error={error} empty={empty} emptyText={emptyText} />
            {children}
          </Table.Body>
        </Table.Root>
      </div>
      {footer}
    </section>
  );
}

/** The count at a toolbar's right end: "共 1,234 条", or that it is loading (announced politely). */
export function ListCount({ loading, total, unit = '条' }: { loading: boolean; total: number; unit?: string }) {
  return (
    <>
      <span className="ad-toolbar-grow" />
      <span className="ad-muted" aria-live="polite">
        {loading ? '正在加载…' : `共 ${total.toLocaleString('zh-CN')} ${unit}`}
      </span>
    </>
  );
}
