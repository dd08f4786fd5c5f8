// The one row a table shows while its page loads, when the server refused or failed, or when it is empty.
import { Table } from '@chakra-ui/react';
import { errorText } from '../lib/errors';

export function TableStatus({ columns, loading, error, empty, emptyText }: { columns: number; loading: boolean; error: unknown; empty: boolean; emptyText: string }) {
  if (loading) {
    return (
      <Table.Row>
        <Table.Cell colSpan={columns} className="ad-loading" aria-busy="true">
          正在加载…
        </Table.Cell>
      </Table.Row>
    );
  }
  if (error) {
    return (
      <Table.Row>
        <Table.Cell colSpan={columns} className="ad-empty" role="alert">
          {errorText(error)}
        </Table.Cell>
      </Table.Row>
    );
  }
  if (empty) {
    return (
      <Table.Row>
        <Table.Cell colSpan={columns} className="ad-empty">
          {emptyText}
        </Table.Cell>
      </Table.Row>
    );
  }
  return null;
}
