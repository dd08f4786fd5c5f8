// 资料审核 (ops, admin): brands' submitted edits, oldest first (first come, first served), or the
// published and returned ones newest first. Each opens the side-by-side comparison (BrandEditReview).
import { useQuery } from '@apollo/client/react';
import { Table } from '@chakra-ui/react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import type { BrandEditState } from '../../gql/graphql';
import { useListParams } from '../components/list-params';
import { PageHead } from '../components/PageHead';
import { Pager } from '../components/Pager';
import { FilterSelect } from '../components/fields';
import { ListCount, ListTable } from '../components/ListTable';
import { formatTime } from '../lib/format';
import { EDIT_STATE_LABELS, FIELD_LABELS } from './BrandProfile';

const SHOWN: BrandEditState[] = ['SUBMITTED', 'PUBLISHED', 'RETURNED'];

export default function BrandEdits() {
  const list = useListParams();
  const state = (SHOWN as string[]).includes(list.get('state') ?? '') ? (list.get('state') as BrandEditState) : 'SUBMITTED';
  const { data, loading, error } = useQuery(QUEUE, { variables: { state, page: list.page, size: list.size }, fetchPolicy: 'network-only' });
  const rows = data?.brandEditQueue.items ?? [];
  const total = data?.brandEditQueue.total ?? 0;
  return (
    <>
      <PageHead title="资料审核" sub="品牌管理员提交的资料修改。逐项对比网站上的现有内容，发布后约一分钟内在所有页面生效；退回时请写明原因，品牌方可见。" />
      <ListTable
        label="资料修改列表"
        toolbar={
          <div className="ad-toolbar">
            <FilterSelect label="状态" value={state} onChange={(e) => list.set({ state: e.currentTarget.value === 'SUBMITTED' ? undefined : e.currentTarget.value, page: undefined })}>
              {SHOWN.map((s) => (
                <option key={s} value={s}>
                  {EDIT_STATE_LABELS[s]}
                </option>
              ))}
            </FilterSelect>
            <ListCount loading={loading} total={total} />
          </div>
        }
        head={
          <>
            <Table.ColumnHeader>提交时间</Table.ColumnHeader>
            <Table.ColumnHeader>品牌</Table.ColumnHeader>
            <Table.ColumnHeader>修改项</Table.ColumnHeader>
            <Table.ColumnHeader>提交人</Table.ColumnHeader>
            <Table.ColumnHeader>状态</Table.ColumnHeader>
            <Table.ColumnHeader className="ad-right">操作</Table.ColumnHeader>
          </>
        }
        columns={6} loading={loading && !data} error={error} empty={rows.length === 0} emptyText={state === 'SUBMITTED' ? '暂无待审核的资料修改' : '暂无记录'}
        footer={<Pager total={total} list={list} />}
      >
        {rows.map((r) => (
          <Table.Row key={r.id}>
            <Table.Cell className="ad-num">{formatTime(r.submittedAt)}</Table.Cell>
            <Table.Cell className="ad-cell-note">
              {r.brandTitle}
              <span className="ad-muted"> #{r.brandId}</span>
            </Table.Cell>
            <Table.Cell className="ad-cell-note">{r.changed.map((f) => FIELD_LABELS[f as keyof typeof FIELD_LABELS] ?? f).join('、') || '—'}</Table.Cell>
            <Table.Cell>{r.author}</Table.Cell>
            <Table.Cell>
              <span className={`ad-tag ${r.state === 'SUBMITTED' ? 'ad-tag-warn' : r.state === 'PUBLISHED' ? 'ad-tag-ok' : 'ad-tag-bad'}`}>{EDIT_STATE_LABELS[r.state]}</span>
              {r.decidedAt ? <span className="ad-muted"> {formatTime(r.decidedAt)}</span> : null}
            </Table.Cell>
            <Table.Cell className="ad-right">
              <Link className="ad-link" to={`/brand-edits/${r.id}`} aria-label={`${r.state === 'SUBMITTED' ? '审核' : '查看'} ${r.brandTitle} 的资料修改`}>
                {r.state === 'SUBMITTED' ? '审核' : '查看'}
              </Link>
            </Table.Cell>
          </Table.Row>
        ))}
      </ListTable>
    </>
  );
}

const QUEUE = graphql(`
  query AdminBrandEditQueue($state: BrandEditState, $page: Int, $size: Int) {
    brandEditQueue(state: $state, page: $page, size: $size) {
      total
      items {
        id
        brandId
        brandTitle
        state
        changed
        author
        submittedAt
        decidedAt
      }
    }
  }
`);
