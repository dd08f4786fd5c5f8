// A sortable column's header: a button (keyboard: Tab, Enter/Space) that asks the server for the list in
// this column's order; the header's aria-sort says which order is shown.
import { Table } from '@chakra-ui/react';
import type { ListParams } from './list-params';

export function SortHeader({ label, sortKey, list, className }: { label: string; sortKey: string; list: ListParams; className?: string }) {
  const active = list.sort === sortKey;
  const ariaSort = active ? (list.dir === 'ASC' ? 'ascending' : 'descending') : 'none';
  return (
    <Table.ColumnHeader aria-sort={ariaSort} className={className}>
      <button type="button" className="ad-sort" onClick={() => list.toggleSort(sortKey)}>
        {label}
        <span className="ad-sort-mark" aria-hidden="true">
          {active ? (list.dir === 'ASC' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </Table.ColumnHeader>
  );
}
