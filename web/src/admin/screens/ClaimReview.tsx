// 认领审核 (ops, admin): claims by state — 待审核 and 冲突 oldest first, decided ones newest first —
// each opening its detail, where the licence is shown and the claim decided.
import { useQuery } from '@apollo/client/react';
import { Table } from '@chakra-ui/react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import type { ClaimState } from '../../gql/graphql';
import { useListParams } from '../components/list-params';
import { PageHead } from '../components/PageHead';
import { Pager } from '../components/Pager';
import { FilterSelect } from '../components/fields';
import { ListCount, ListTable } from '../components/ListTable';
import { formatTime } from '../lib/format';
import { CLAIM_STATE_OPTIONS, ClaimStateTag } from './claim-state';

export default function ClaimReview() {
  const list = useListParams();
  const raw = list.get('state') || 'PENDING';
  const state = CLAIM_STATE_OPTIONS.some(([s]) => s === raw) ? (raw as ClaimState) : undefined;
  const { data, loading, error } = useQuery(CLAIMS, { variables: { state, page: list.page, size: list.size }, fetchPolicy: 'network-only' });
  const rows = data?.claims.items ?? [];
  const total = data?.claims.total ?? 0;
  return (
    <>
      <PageHead title="认领审核" sub="核对营业执照与统一社会信用代码后通过或驳回。同一品牌的多个认领、已认领品牌的再次认领标为“冲突”，需逐一处理。" />
      <ListTable
        label="认领列表"
        toolbar={
          <div className="ad-toolbar">
            <FilterSelect label="状态" value={state ?? 'ALL'} onChange={(e) => list.set({ state: e.currentTarget.value === 'PENDING' ? undefined : e.currentTarget.value })}>
              {CLAIM_STATE_OPTIONS.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
              <option value="ALL">全部</option>
            </FilterSelect>
            <ListCount loading={loading} total={total} />
          </div>
        }
        head={
          <>
            <Table.ColumnHeader>提交时间</Table.ColumnHeader>
            <Table.ColumnHeader>品牌</Table.ColumnHeader>
            <Table.ColumnHeader>运营公司</Table.ColumnHeader>
            <Table.ColumnHeader>统一社会信用代码</Table.ColumnHeader>
            <Table.ColumnHeader>联系人</Table.ColumnHeader>
            <Table.ColumnHeader>状态</Table.ColumnHeader>
            <Table.ColumnHeader className="ad-right">操作</Table.ColumnHeader>
          </>
        }
        columns={7} loading={loading && !data} error={error} empty={rows.length === 0} emptyText={state === 'PENDING' ? '暂无待审核的认领' : '暂无认领'}
        footer={<Pager total={total} list={list} />}
      >
        {rows.map((c) => (
          <Table.Row key={c.id} data-testid="claim-row">
            <Table.Cell className="ad-num">{formatTime(c.createdAt)}</Table.Cell>
            <Table.Cell>{c.brandName}</Table.Cell>
            <Table.Cell className="ad-cell-note">{c.companyName}</Table.Cell>
            <Table.Cell className="ad-num">{c.creditCode}</Table.Cell>
            <Table.Cell>
              {c.contactName} <span className="ad-num ad-muted">{c.contactPhone}</span>
            </Table.Cell>
            <Table.Cell>
              <ClaimStateTag state={c.state} label={c.stateLabel} />
            </Table.Cell>
            <Table.Cell className="ad-right">
              <Link className="ad-link" to={`/claims/${c.id}`}>
                {c.state === 'PENDING' || c.state === 'CONFLICT' ? '审核' : '查看'}
              </Link>
            </Table.Cell>
          </Table.Row>
        ))}
      </ListTable>
    </>
  );
}

const CLAIMS = graphql(`
  query AdminClaims($state: ClaimState, $page: Int, $size: Int) {
    claims(state: $state, page: $page, size: $size) {
      total
      items {
        id
        brandName
        companyName
        creditCode
        contactName
        contactPhone
        state
        stateLabel
        createdAt
      }
    }
  }
`);
