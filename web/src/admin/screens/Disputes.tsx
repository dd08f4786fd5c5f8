// 争议 (support): brands' disputes of invalid leads, open or decided; each open one is decided 退还 (a
// credit, recorded once) or 驳回, with a note the brand reads on the lead.
import { useMutation, useQuery } from '@apollo/client/react';
import { Table } from '@chakra-ui/react';
import { DISPUTE_REASONS } from '@shangji/contract/lead-states';
import { useState } from 'react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import type { DisputeReason } from '../../gql/graphql';
import { FilterSelect, NoteField } from '../components/fields';
import { FormDialog } from '../components/FormDialog';
import { useListParams } from '../components/list-params';
import { Notice, toneOf } from '../components/Notice';
import { PageHead } from '../components/PageHead';
import { Pager } from '../components/Pager';
import { SortHeader } from '../components/SortHeader';
import { ListCount, ListTable } from '../components/ListTable';
import { errorText } from '../lib/errors';
import { formatTime } from '../lib/format';

const reasonLabel = (r: DisputeReason) => DISPUTE_REASONS[r.toLowerCase() as keyof typeof DISPUTE_REASONS];

export default function Disputes() {
  const list = useListParams({ sort: 'opened', dir: 'ASC' });
  const filter = list.get('show') || 'open';
  const open = filter === 'open' ? true : filter === 'decided' ? false : undefined;
  const { data, loading, error, refetch } = useQuery(DISPUTES, { variables: { open, dir: list.dir, page: list.page, size: list.size }, fetchPolicy: 'network-only' });
  const [decide] = useMutation(DECIDE);
  const [answer, setAnswer] = useState<{ code: number; message: string } | null>(null);
  const rows = data?.disputes.items ?? [];
  const total = data?.disputes.total ?? 0;

  const onDecide = (leadId: string, credit: boolean) => async (form: FormData) => {
    try {
      const { data: result } = await decide({ variables: { id: leadId, credit, note: String(form.get('note') ?? '').trim() || null } });
      const r = result?.decideDispute;
      if (!r?.ok) return r?.message ?? '处理失败，请稍后再试';
      setAnswer({ code: 200, message: `线索 ${leadId} 的退还申请已${credit ? '退还' : '驳回'}` });
      await refetch();
      return null;
    } catch (e) {
      return errorText(e);
    }
  };

  return (
    <>
      <PageHead title="争议" sub="品牌方对无效线索的退还申请。核实后决定退还（记一次退还额度）或驳回，处理意见品牌方可见。" />
      {answer ? <Notice tone={toneOf(answer.code)}>{answer.message}</Notice> : null}
      <ListTable
        label="退还申请列表"
        toolbar={
          <div className="ad-toolbar">
            <FilterSelect label="处理状态" value={filter} onChange={(e) => list.set({ show: e.currentTarget.value === 'open' ? undefined : e.currentTarget.value })}>
              <option value="open">待处理</option>
              <option value="decided">已处理</option>
              <option value="all">全部</option>
            </FilterSelect>
            <ListCount loading={loading} total={total} />
          </div>
        }
        head={
          <>
            <SortHeader label="申请时间" sortKey="opened" list={list} />
            <Table.ColumnHeader>线索</Table.ColumnHeader>
            <Table.ColumnHeader>品牌</Table.ColumnHeader>
            <Table.ColumnHeader>理由</Table.ColumnHeader>
            <Table.ColumnHeader>说明</Table.ColumnHeader>
            <Table.ColumnHeader>结果</Table.ColumnHeader>
            <Table.ColumnHeader className="ad-right">操作</Table.ColumnHeader>
          </>
        }
        columns={7} loading={loading && !data} error={error} empty={rows.length === 0} emptyText={open ? '暂无待处理的退还申请' : '暂无退还申请'}
        footer={<Pager total={total} list={list} />}
      >
        {rows.map((d) => (
          <Table.Row key={d.leadId}>
            <Table.Cell className="ad-num">{formatTime(d.openedAt)}</Table.Cell>
            <Table.Cell>
              <Link className="ad-link ad-num" to={`/leads/${d.leadId}`}>
                {d.leadId}
              </Link>
            </Table.Cell>
            <Table.Cell className="ad-cell-note">{d.brandName}</Table.Cell>
            <Table.Cell>
              <span className="ad-tag">{reasonLabel(d.reason)}</span>
            </Table.Cell>
            <Table.Cell className="ad-cell-note" title={d.note}>
              {d.note || '—'}
            </Table.Cell>
            <Table.Cell>
              {d.decision === 'CREDITED' ? <span className="ad-tag ad-tag-ok">已退还</span> : d.decision === 'REJECTED' ? <span className="ad-tag ad-tag-bad">已驳回</span> : <span className="ad-tag ad-tag-warn">待处理</span>}
            </Table.Cell>
            <Table.Cell>
              {d.decision ? null : (
                <span className="ad-row-actions">
                  <FormDialog title={`退还线索 ${d.leadId}`} label="退还" trigger={{ size: 'xs', colorPalette: 'brand', variant: 'solid' }} submitLabel="确认退还" lead={`${d.brandName} · 理由：${reasonLabel(d.reason)}。退还后该线索记一次退还额度，不可撤销。`} onSubmit={onDecide(d.leadId, true)}>
                    <NoteField label="处理意见" name="note" maxLength={500} placeholder="核实情况（品牌方可见）" />
                  </FormDialog>
                  <FormDialog title={`驳回线索 ${d.leadId} 的退还申请`} label="驳回" trigger={{ size: 'xs' }} submitLabel="确认驳回" tone="red" lead={`${d.brandName} · 理由：${reasonLabel(d.reason)}。`} onSubmit={onDecide(d.leadId, false)}>
                    <NoteField label="驳回理由" name="note" maxLength={500} placeholder="例如：已核实号码可正常接通（品牌方可见）" />
                  </FormDialog>
                </span>
              )}
            </Table.Cell>
          </Table.Row>
        ))}
      </ListTable>
    </>
  );
}

const DISPUTES = graphql(`
  query AdminDisputes($open: Boolean, $dir: SortDir, $page: Int, $size: Int) {
    disputes(open: $open, dir: $dir, page: $page, size: $size) {
      total
      items {
        leadId
        brandId
        brandName
        reason
        note
        openedAt
        decision
      }
    }
  }
`);

const DECIDE = graphql(`
  mutation AdminDecideDispute($id: ID!, $credit: Boolean!, $note: String) {
    decideDispute(id: $id, credit: $credit, note: $note) {
      ok
      code
      message
    }
  }
`);
