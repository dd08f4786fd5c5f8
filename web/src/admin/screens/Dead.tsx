// 投递失败 (support): deliveries that gave up after their retries (the dead letter), newest first; 重试
// puts one back in the queue.
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Table } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import { useListParams } from '../components/list-params';
import { Notice, toneOf } from '../components/Notice';
import { PageHead } from '../components/PageHead';
import { Pager } from '../components/Pager';
import { ListTable } from '../components/ListTable';
import { errorText } from '../lib/errors';
import { CHANNEL_LABELS, formatTime } from '../lib/format';

export default function Dead() {
  const list = useListParams();
  const { data, loading, error, refetch } = useQuery(DEAD, { variables: { page: list.page, size: list.size }, fetchPolicy: 'network-only' });
  const [retry, retrying] = useMutation(RETRY);
  const [answer, setAnswer] = useState<{ code: number; message: string } | null>(null);
  const rows = data?.deadJobs.items ?? [];
  const total = data?.deadJobs.total ?? 0;

  const onRetry = async (id: string) => {
    setAnswer(null);
    try {
      const { data: result } = await retry({ variables: { id } });
      const r = result?.retryJob;
      setAnswer(r ? { code: r.code, message: r.ok ? `投递 ${id} 已重新排队` : r.message } : null);
      await refetch();
    } catch (e) {
      setAnswer({ code: 500, message: errorText(e) });
    }
  };

  return (
    <>
      <PageHead title="投递失败" sub="多次重试仍未成功的投递（短信、Webhook 等）。排查原因后可重新投递；咨询人撤回的线索不会再投递。" />
      {answer ? <Notice tone={toneOf(answer.code)}>{answer.message}</Notice> : null}
      <ListTable
        label="投递失败列表"
        head={
          <>
            <Table.ColumnHeader>创建时间</Table.ColumnHeader>
            <Table.ColumnHeader>投递编号</Table.ColumnHeader>
            <Table.ColumnHeader>线索</Table.ColumnHeader>
            <Table.ColumnHeader>品牌</Table.ColumnHeader>
            <Table.ColumnHeader>渠道</Table.ColumnHeader>
            <Table.ColumnHeader className="ad-right">尝试次数</Table.ColumnHeader>
            <Table.ColumnHeader>最后错误</Table.ColumnHeader>
            <Table.ColumnHeader className="ad-right">操作</Table.ColumnHeader>
          </>
        }
        columns={8} loading={loading && !data} error={error} empty={rows.length === 0} emptyText="暂无投递失败"
        footer={<Pager total={total} list={list} />}
      >
        {rows.map((j) => (
          <Table.Row key={j.id}>
            <Table.Cell className="ad-num">{formatTime(j.createdAt)}</Table.Cell>
            <Table.Cell className="ad-num">{j.id}</Table.Cell>
            <Table.Cell>
              <Link className="ad-link ad-num" to={`/leads/${j.leadId}`}>
                {j.leadId}
              </Link>
            </Table.Cell>
            <Table.Cell className="ad-cell-note">{j.brandName}</Table.Cell>
            <Table.Cell>{CHANNEL_LABELS[j.channel] ?? j.channel}</Table.Cell>
            <Table.Cell className="ad-right ad-num">{j.attempts}</Table.Cell>
            <Table.Cell className="ad-cell-note ad-mono" title={j.lastError ?? ''}>
              {j.lastError || '—'}
            </Table.Cell>
            <Table.Cell className="ad-right">
              <Button size="xs" variant="outline" onClick={() => onRetry(j.id)} disabled={retrying.loading} aria-label={`重试投递 ${j.id}`}>
                重试
              </Button>
            </Table.Cell>
          </Table.Row>
        ))}
      </ListTable>
    </>
  );
}

const DEAD = graphql(`
  query AdminDeadJobs($page: Int, $size: Int) {
    deadJobs(page: $page, size: $size) {
      total
      items {
        id
        leadId
        brandId
        brandName
        channel
        attempts
        lastError
        createdAt
      }
    }
  }
`);

const RETRY = graphql(`
  mutation AdminRetryJob($id: ID!) {
    retryJob(id: $id) {
      ok
      code
      message
    }
  }
`);
