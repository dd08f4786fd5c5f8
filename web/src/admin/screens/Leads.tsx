// 线索: a brand's leads (/leads, brand accounts; a switcher when the account has several brands) and the
// staff desk (/desk, support: the leads the site's own advisers received). Masked names and numbers; filtered
// by state and a search, sorted by time or state, paged — all on the server.
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Input, NativeSelect, Table } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { graphql } from '../../gql';
import type { AdminLeadRowFragment, LeadState } from '../../gql/graphql';
import { useListParams } from '../components/list-params';
import { Notice } from '../components/Notice';
import { PageHead } from '../components/PageHead';
import { Pager } from '../components/Pager';
import { SortHeader } from '../components/SortHeader';
import { StateBadge } from '../components/StateBadge';
import { FilterSelect } from '../components/fields';
import { ListCount, ListTable } from '../components/ListTable';
import { errorText } from '../lib/errors';
import { formatTime, STATE_OPTIONS, stateLabel } from '../lib/format';
import { useMe } from '../session';

const COLUMNS = 9;

export default function Leads({ scope }: { scope: 'brand' | 'desk' }) {
  const me = useMe();
  const list = useListParams({ sort: 'created', dir: 'DESC' });
  const navigate = useNavigate();
  const brands = [...new Map(me.brands.map((b) => [b.brandId, b])).values()];
  const brand = brands.find((b) => b.brandId === list.get('brand')) ?? brands[0];
  const state = (list.get('state') || undefined) as LeadState | undefined;
  const q = list.get('q') || undefined;
  const vars = { state, q, sort: list.sort, dir: list.dir, page: list.page, size: list.size };
  const brandLeads = useQuery(BRAND_LEADS, { variables: { ...vars, brandId: brand?.brandId ?? '' }, skip: scope !== 'brand' || !brand, fetchPolicy: 'network-only' });
  const deskLeads = useQuery(DESK_LEADS, { variables: vars, skip: scope !== 'desk', fetchPolicy: 'network-only' });
  const result = scope === 'brand' ? brandLeads : deskLeads;
  const page = scope === 'brand' ? brandLeads.data?.brandLeads : deskLeads.data?.deskLeads;
  const rows: AdminLeadRowFragment[] = page?.items ?? [];
  const total = page?.total ?? 0;

  const [exportBrand, brandExport] = useMutation(EXPORT_BRAND);
  const [exportDesk, deskExport] = useMutation(EXPORT_DESK);
  const [exportProblem, setExportProblem] = useState<string | null>(null);
  /** 导出 CSV: the list's state filter, numbers masked, recorded in the audit trail; saved as a file. */
  const onExport = async () => {
    setExportProblem(null);
    try {
      const answer =
        scope === 'brand'
          ? (await exportBrand({ variables: { brandId: brand?.brandId ?? '', state } })).data?.exportBrandLeads
          : (await exportDesk({ variables: { state } })).data?.exportDeskLeads;
      if (!answer?.csv) return setExportProblem(answer?.message || '导出失败，请稍后再试');
      const url = URL.createObjectURL(new Blob(['\uFEFF', answer.csv], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `线索-${scope === 'brand' ? (brand?.brandName ?? '') : '线索台'}-${formatTime(new Date().toISOString()).slice(0, 10)}.csv`;
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      setExportProblem(errorText(error));
    }
  };

  const onSearch = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    list.set({ q: String(new FormData(e.currentTarget).get('q') ?? '').trim() });
  };

  const title = scope === 'desk' ? '线索台' : '线索';
  const sub =
    scope === 'desk'
      ? '本站顾问接收的线索（未认领品牌及品牌营销咨询）：逐条联系咨询人并记录转达结果。'
      : `${brand?.brandName ?? ''} 的咨询线索。号码默认隐藏，查看完整号码会被记录。`;

  return (
    <>
      <PageHead title={title} sub={sub}>
        <Button size="sm" variant="outline" onClick={onExport} loading={brandExport.loading || deskExport.loading} loadingText="正在导出">
          导出 CSV
        </Button>
        {scope === 'brand' && brands.length > 1 ? (
          <label className="ad-pager-size">
            <span>品牌</span>
            <NativeSelect.Root size="sm" className="ad-w-lg">
              <NativeSelect.Field aria-label="切换品牌" value={brand?.brandId} onChange={(e) => list.set({ brand: e.currentTarget.value })}>
                {brands.map((b) => (
                  <option key={b.brandId} value={b.brandId}>
                    {b.brandName}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </label>
        ) : null}
      </PageHead>
      {exportProblem ? <Notice tone="bad">{exportProblem}</Notice> : null}
      <ListTable
        label={`${title}列表`}
        toolbar={
          <form className="ad-toolbar" role="search" onSubmit={onSearch} key={`${q ?? ''}`}>
            <FilterSelect label="状态" value={state ?? ''} onChange={(e) => list.set({ state: e.currentTarget.value })}>
              <option value="">全部状态</option>
              {STATE_OPTIONS.map((s) => (
                <option key={s} value={s}>
                  {stateLabel(s)}
                </option>
              ))}
            </FilterSelect>
            <label>
              搜索
              <Input size="sm" className="ad-w-lg" type="search" name="q" defaultValue={q ?? ''} placeholder="姓名、手机尾号或地区" />
            </label>
            <Button type="submit" size="sm" variant="outline">
              搜索
            </Button>
            {state || q ? (
              <Button type="button" size="sm" variant="ghost" onClick={() => list.set({ state: undefined, q: undefined })}>
                清空条件
              </Button>
            ) : null}
            <ListCount loading={result.loading} total={total} />
          </form>
        }
        head={
          <>
            <SortHeader label="提交时间" sortKey="created" list={list} />
            <Table.ColumnHeader>品牌</Table.ColumnHeader>
            <Table.ColumnHeader>姓名</Table.ColumnHeader>
            <Table.ColumnHeader>手机</Table.ColumnHeader>
            <Table.ColumnHeader>地区</Table.ColumnHeader>
            <SortHeader label="状态" sortKey="state" list={list} />
            <Table.ColumnHeader>首次查看</Table.ColumnHeader>
            <Table.ColumnHeader>首次联系</Table.ColumnHeader>
            <Table.ColumnHeader className="ad-right">操作</Table.ColumnHeader>
          </>
        }
        columns={COLUMNS} loading={result.loading && !page} error={result.error} empty={rows.length === 0} emptyText="暂无线索"
        interactive
        footer={<Pager total={total} list={list} />}
      >
        {rows.map((lead) => (
          <Table.Row key={lead.id} className="ad-click-row" onClick={() => navigate(`/leads/${lead.id}`)}>
            <Table.Cell className="ad-num">{formatTime(lead.createdAt)}</Table.Cell>
            <Table.Cell className="ad-cell-note">{lead.brandName}</Table.Cell>
            <Table.Cell>{lead.maskedName}</Table.Cell>
            <Table.Cell className="ad-num">{lead.maskedPhone || '—'}</Table.Cell>
            <Table.Cell>{lead.region || '—'}</Table.Cell>
            <Table.Cell>
              <StateBadge state={lead.state} />
              {lead.disputed && lead.state !== 'DISPUTED' ? <span className="ad-tag ad-tag-warn ad-gap-left">曾申请退还</span> : null}
            </Table.Cell>
            <Table.Cell className="ad-num">{formatTime(lead.firstViewedAt)}</Table.Cell>
            <Table.Cell className="ad-num">{formatTime(lead.firstContactedAt)}</Table.Cell>
            <Table.Cell className="ad-right">
              <Link className="ad-link" to={`/leads/${lead.id}`} onClick={(e) => e.stopPropagation()} aria-label={`查看线索 ${lead.id}`}>
                详情
              </Link>
            </Table.Cell>
          </Table.Row>
        ))}
      </ListTable>
    </>
  );
}

// The row's fields, shared by both lists' documents.
graphql(`
  fragment AdminLeadRow on Lead {
    id
    brandId
    brandName
    maskedName
    maskedPhone
    region
    state
    createdAt
    firstViewedAt
    firstContactedAt
    disputed
  }
`);

const BRAND_LEADS = graphql(`
  query AdminBrandLeads($brandId: ID!, $state: LeadState, $q: String, $sort: String, $dir: SortDir, $page: Int, $size: Int) {
    brandLeads(brandId: $brandId, state: $state, q: $q, sort: $sort, dir: $dir, page: $page, size: $size) {
      total
      items {
        ...AdminLeadRow
      }
    }
  }
`);

const DESK_LEADS = graphql(`
  query AdminDeskLeads($state: LeadState, $q: String, $sort: String, $dir: SortDir, $page: Int, $size: Int) {
    deskLeads(state: $state, q: $q, sort: $sort, dir: $dir, page: $page, size: $size) {
      total
      items {
        ...AdminLeadRow
      }
    }
  }
`);

const EXPORT_BRAND = graphql(`
  mutation AdminExportBrandLeads($brandId: ID!, $state: LeadState) {
    exportBrandLeads(brandId: $brandId, state: $state) {
      code
      message
      csv
    }
  }
`);

const EXPORT_DESK = graphql(`
  mutation AdminExportDeskLeads($state: LeadState) {
    exportDeskLeads(state: $state) {
      code
      message
      csv
    }
  }
`);
