// 头条 and 专题 (ops, admin): every article or topic in any state, drafts and schedules first, filtered
// by state and title and paged on the server; 新建 opens the editor.
import { useQuery } from '@apollo/client/react';
import { Button, Input, Table } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { graphql } from '../../gql';
import type { EditorialStatus } from '../../gql/graphql';
import { useListParams } from '../components/list-params';
import { PageHead } from '../components/PageHead';
import { Pager } from '../components/Pager';
import { FilterSelect } from '../components/fields';
import { ListTable } from '../components/ListTable';
import { formatTime } from '../lib/format';
import { KINDS, STATUS_LABELS, STATUS_TONES } from './editorial-kinds';

export default function Editorials({ kind }: { kind: 'article' | 'topic' }) {
  const k = KINDS[kind];
  const list = useListParams();
  const navigate = useNavigate();
  const status = list.get('status');
  const q = list.get('q');
  const { data, loading, error } = useQuery(EDITORIALS, {
    variables: { kind: k.kind, status: (status || undefined) as EditorialStatus | undefined, q: q || undefined, page: list.page, size: list.size },
    fetchPolicy: 'network-only',
  });
  const rows = data?.editorials.items ?? [];
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    list.set({ status: String(form.get('status') ?? ''), q: String(form.get('q') ?? '').trim() });
  };
  return (
    <>
      <PageHead title={k.name} sub={`草稿只保存在后台；发布后 1 分钟内在所有站点生效，下线后页面返回 404 并从所有列表中移除。`}>
        <Button size="sm" colorPalette="brand" onClick={() => navigate(`${k.base}/new`)}>
          新建{k.name}
        </Button>
      </PageHead>
      <ListTable
        label={`${k.name}列表`}
        toolbar={
          <form className="ad-toolbar" role="search" onSubmit={onSubmit} key={`${status}|${q}`}>
            <FilterSelect label="状态" className="ad-w-sm" name="status" defaultValue={status}>
              <option value="">全部</option>
              {Object.entries(STATUS_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </FilterSelect>
            <label>
              标题
              <Input size="sm" className="ad-w-lg" name="q" defaultValue={q} placeholder="标题中的文字" />
            </label>
            <Button type="submit" size="sm" variant="outline">
              筛选
            </Button>
          </form>
        }
        head={
          <>
            <Table.ColumnHeader>编号</Table.ColumnHeader>
            <Table.ColumnHeader>标题</Table.ColumnHeader>
            <Table.ColumnHeader>分类</Table.ColumnHeader>
            <Table.ColumnHeader>状态</Table.ColumnHeader>
            <Table.ColumnHeader>发布时间</Table.ColumnHeader>
            <Table.ColumnHeader>最后编辑</Table.ColumnHeader>
          </>
        }
        columns={6} loading={loading && !data} error={error} empty={rows.length === 0} emptyText={`没有符合条件的${k.name}`}
        footer={<Pager total={data?.editorials.total ?? 0} list={list} />}
      >
        {rows.map((r) => (
          <Table.Row key={r.id}>
            <Table.Cell className="ad-num">{r.id}</Table.Cell>
            <Table.Cell>
              <Link className="ad-link" to={`${k.base}/${r.id}`}>
                {r.title}
              </Link>
            </Table.Cell>
            <Table.Cell>{r.category || '—'}</Table.Cell>
            <Table.Cell>
              <span className={`ad-tag ${STATUS_TONES[r.status]}`}>{STATUS_LABELS[r.status]}</span>
            </Table.Cell>
            <Table.Cell className="ad-num">{r.status === 'DRAFT' ? '—' : formatTime(r.publishAt ?? r.publishedAt)}</Table.Cell>
            <Table.Cell className="ad-num">{formatTime(r.updatedAt)}</Table.Cell>
          </Table.Row>
        ))}
      </ListTable>
    </>
  );
}

const EDITORIALS = graphql(`
  query AdminEditorials($kind: EditorialKind!, $status: EditorialStatus, $q: String, $page: Int, $size: Int) {
    editorials(kind: $kind, status: $status, q: $q, page: $page, size: $size) {
      total
      items {
        id
        title
        status
        category
        publishedAt
        publishAt
        updatedAt
      }
    }
  }
`);
