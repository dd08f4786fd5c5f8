// 审计记录 (compliance, read-only): the append-only trail of every reveal, state change, delivery, decision,
// sign-in, second factor, lock-out, role change and refusal, filtered and paged on the server. It holds no
// phone number and no name.
import { useQuery } from '@apollo/client/react';
import { Button, Input, Table } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { graphql } from '../../gql';
import { useListParams } from '../components/list-params';
import { PageHead } from '../components/PageHead';
import { Pager } from '../components/Pager';
import { SortHeader } from '../components/SortHeader';
import { FilterSelect } from '../components/fields';
import { ListTable } from '../components/ListTable';
import { formatTime } from '../lib/format';

/** The actions the trail records, with what they mean. */
const ACTIONS: Record<string, string> = {
  'lead.reveal': '查看完整号码',
  'lead.state': '线索状态变更',
  'lead.dispute': '申请退还',
  'lead.decide': '处理退还申请',
  'lead.relay': '记录转达',
  'lead.export': '导出线索',
  'lead.retry': '重新投递',
  'lead.deliver': '投递',
  'signin.ok': '登录成功',
  'signin.fail': '登录失败',
  'signin.locked': '登录锁定',
  'totp.ok': '动态验证码通过',
  'totp.fail': '动态验证码错误',
  'totp.setup': '绑定动态验证码',
  'signout.all': '退出所有设备',
  'session.revoke': '撤销会话',
  'reset.request': '申请重置密码',
  'password.reset': '重置密码',
  'account.create': '新建账号',
  'account.enrol': '开通账号',
  'account.reenrol': '重新发放登录链接',
  'account.role': '角色变更',
  'account.disable': '停用/启用账号',
  'brand.notify': '通知设置变更',
  'article.create': '新建头条', 'article.update': '编辑头条', 'article.publish': '发布头条', 'article.schedule': '定时发布头条',
  'article.unpublish': '下线头条', 'article.unschedule': '取消定时头条',
  'topic.create': '新建专题', 'topic.update': '编辑专题', 'topic.publish': '发布专题', 'topic.schedule': '定时发布专题',
  'topic.unpublish': '下线专题', 'topic.unschedule': '取消定时专题',
  'media.upload': '上传图片',
  'authz.refused': '越权访问被拒绝',
};
const OUTCOMES: Record<string, string> = { ok: '成功', refused: '拒绝', failed: '失败', locked: '锁定' };
const OUTCOME_TONE: Record<string, string> = { ok: 'ad-tag-ok', refused: 'ad-tag-bad', failed: 'ad-tag-warn', locked: 'ad-tag-bad' };

/** A date field's day as the start (or the end) of that day in China's time, ISO 8601. */
function dayBound(day: string, end: boolean): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  return `${day}T${end ? '23:59:59.999' : '00:00:00.000'}+08:00`;
}

export default function Audit() {
  const list = useListParams({ sort: 'at', dir: 'DESC' });
  const filters = { action: list.get('action'), actor: list.get('actor'), outcome: list.get('outcome'), from: list.get('from'), to: list.get('to') };
  const { data, loading, error } = useQuery(AUDIT, {
    variables: {
      action: filters.action || undefined,
      actor: filters.actor || undefined,
      outcome: filters.outcome || undefined,
      from: dayBound(filters.from, false),
      to: dayBound(filters.to, true),
      dir: list.dir,
      page: list.page,
      size: list.size,
    },
    fetchPolicy: 'network-only',
  });
  const rows = data?.auditEvents.items ?? [];
  const total = data?.auditEvents.total ?? 0;
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const value = (k: string) => String(form.get(k) ?? '').trim();
    list.set({ action: value('action'), actor: value('actor'), outcome: value('outcome'), from: value('from'), to: value('to') });
  };
  const any = Object.values(filters).some(Boolean);

  return (
    <>
      <PageHead title="审计记录" sub="只读。每次查看号码、状态变更、投递、退还处理、登录、两步验证、锁定、角色变更和越权拒绝都会记录；记录中不含手机号和姓名。" />
      <ListTable
        label="审计记录列表"
        toolbar={
          <form className="ad-toolbar" role="search" onSubmit={onSubmit} key={JSON.stringify(filters)}>
            <label>
              动作
              <Input size="sm" className="ad-w-md" name="action" list="audit-actions" defaultValue={filters.action} placeholder="如 lead.reveal" />
              <datalist id="audit-actions">
                {Object.entries(ACTIONS).map(([key, label]) => (
                  <option key={key} value={key}>
                    {label}
                  </option>
                ))}
              </datalist>
            </label>
            <label>
              操作人
              <Input size="sm" className="ad-w-sm" name="actor" defaultValue={filters.actor} placeholder="登录账号" />
            </label>
            <FilterSelect label="结果" className="ad-w-sm" name="outcome" defaultValue={filters.outcome}>
              <option value="">全部</option>
              {Object.entries(OUTCOMES).map(([key, label]) => (
                <option key={key} value={key}>
                  {label}
                </option>
              ))}
            </FilterSelect>
            <label>
              开始日期
              <Input size="sm" className="ad-w-md" type="date" name="from" defaultValue={filters.from} />
            </label>
            <label>
              结束日期
              <Input size="sm" className="ad-w-md" type="date" name="to" defaultValue={filters.to} />
            </label>
            <Button type="submit" size="sm" variant="outline">
              筛选
            </Button>
            {any ? (
              <Button type="button" size="sm" variant="ghost" onClick={() => list.set({ action: undefined, actor: undefined, outcome: undefined, from: undefined, to: undefined })}>
                清空条件
              </Button>
            ) : null}
          </form>
        }
        head={
          <>
            <SortHeader label="时间" sortKey="at" list={list} />
            <Table.ColumnHeader>操作人</Table.ColumnHeader>
            <Table.ColumnHeader>动作</Table.ColumnHeader>
            <Table.ColumnHeader>对象</Table.ColumnHeader>
            <Table.ColumnHeader>品牌</Table.ColumnHeader>
            <Table.ColumnHeader>结果</Table.ColumnHeader>
            <Table.ColumnHeader>网络</Table.ColumnHeader>
            <Table.ColumnHeader>详情</Table.ColumnHeader>
          </>
        }
        columns={8} loading={loading && !data} error={error} empty={rows.length === 0} emptyText="没有符合条件的记录"
        footer={<Pager total={total} list={list} />}
      >
        {rows.map((e) => (
          <Table.Row key={e.id}>
            <Table.Cell className="ad-num">{formatTime(e.at)}</Table.Cell>
            <Table.Cell className="ad-mono">{e.actor ?? '系统'}</Table.Cell>
            <Table.Cell>
              {ACTIONS[e.action] ? <span className="ad-gap-right">{ACTIONS[e.action]}</span> : null}
              <span className="ad-muted ad-mono">{e.action}</span>
            </Table.Cell>
            <Table.Cell className="ad-mono">{e.subject || '—'}</Table.Cell>
            <Table.Cell className="ad-num">{e.brandId ?? '—'}</Table.Cell>
            <Table.Cell>
              <span className={`ad-tag ${OUTCOME_TONE[e.outcome] ?? ''}`}>{OUTCOMES[e.outcome] ?? e.outcome}</span>
            </Table.Cell>
            <Table.Cell className="ad-mono">{e.network || '—'}</Table.Cell>
            <Table.Cell className="ad-cell-note ad-mono" title={e.detail}>
              {e.detail && e.detail !== '{}' ? e.detail : '—'}
            </Table.Cell>
          </Table.Row>
        ))}
      </ListTable>
    </>
  );
}

const AUDIT = graphql(`
  query AdminAudit($action: String, $actor: String, $outcome: String, $from: String, $to: String, $dir: SortDir, $page: Int, $size: Int) {
    auditEvents(action: $action, actor: $actor, outcome: $outcome, from: $from, to: $to, dir: $dir, page: $page, size: $size) {
      total
      items {
        id
        at
        actor
        action
        subject
        brandId
        outcome
        network
        detail
      }
    }
  }
`);
