// 我的认领: the signed-in merchant's own claims, newest first, with ops's decision and the reason of a
// rejection. An approved claim makes the account the brand's administrator (线索 and 通知设置 appear).
import { useQuery } from '@apollo/client/react';
import { Button, Table } from '@chakra-ui/react';
import { Link, useSearchParams } from 'react-router';
import { graphql } from '../../gql';
import { Notice } from '../components/Notice';
import { PageHead } from '../components/PageHead';
import { ListTable } from '../components/ListTable';
import { formatTime } from '../lib/format';
import { ClaimStateTag } from './claim-state';

export default function ClaimsMine() {
  const [params] = useSearchParams();
  const { data, loading, error } = useQuery(MY_CLAIMS, { fetchPolicy: 'network-only' });
  const rows = data?.myClaims ?? [];
  const submitted = params.get('submitted');
  return (
    <>
      <PageHead title="我的认领" sub="您提交的品牌认领及审核结果。审核通过后，您的账号即成为该品牌的管理员。">
        <Button asChild size="sm" colorPalette="brand">
          <Link to="/claim">认领品牌</Link>
        </Button>
      </PageHead>
      {submitted ? <Notice tone="ok">认领已提交，运营人员审核后结果会显示在这里。</Notice> : null}
      <ListTable
        label="我的认领列表"
        head={
          <>
            <Table.ColumnHeader>提交时间</Table.ColumnHeader>
            <Table.ColumnHeader>品牌</Table.ColumnHeader>
            <Table.ColumnHeader>运营公司</Table.ColumnHeader>
            <Table.ColumnHeader>统一社会信用代码</Table.ColumnHeader>
            <Table.ColumnHeader>状态</Table.ColumnHeader>
            <Table.ColumnHeader>审核意见</Table.ColumnHeader>
          </>
        }
        columns={6} loading={loading && !data} error={error} empty={rows.length === 0} emptyText="您还没有提交认领"
      >
        {rows.map((c) => (
          <Table.Row key={c.id} data-testid="my-claim">
            <Table.Cell className="ad-num">{formatTime(c.createdAt)}</Table.Cell>
            <Table.Cell>{c.brandName}</Table.Cell>
            <Table.Cell className="ad-cell-note">{c.companyName}</Table.Cell>
            <Table.Cell className="ad-num">{c.creditCode}</Table.Cell>
            <Table.Cell>
              <ClaimStateTag state={c.state} label={c.stateLabel} />
            </Table.Cell>
            <Table.Cell className="ad-cell-note">
              {c.state === 'REJECTED' ? c.reason : c.state === 'CONFLICT' ? '该品牌另有认领，运营人员正在核实' : c.state === 'APPROVED' ? `已于 ${formatTime(c.decidedAt)} 通过` : '等待审核'}
            </Table.Cell>
          </Table.Row>
        ))}
      </ListTable>
    </>
  );
}

const MY_CLAIMS = graphql(`
  query MyClaims {
    myClaims {
      id
      brandName
      companyName
      creditCode
      state
      stateLabel
      reason
      createdAt
      decidedAt
    }
  }
`);
