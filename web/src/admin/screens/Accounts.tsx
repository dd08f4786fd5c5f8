// 账号 (admin): staff and brand accounts, searched, filtered by role, sorted and paged on the server. 新建账号
// answers a one-time enrolment link (shown once); per account: its staff role, a role on a brand, 停用/启用
// and 重新发放登录链接 (a lost second factor: the account's sessions end). A change takes effect on the
// account's next request.
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Input, Table } from '@chakra-ui/react';
import { ROLE_LABELS } from '@shangji/contract/lead-states';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../gql';
import type { AdminAccountsQuery, BrandRole, StaffRole } from '../../gql/graphql';
import { FilterSelect, SelectField, TextField } from '../components/fields';
import { FormDialog } from '../components/FormDialog';
import { useListParams } from '../components/list-params';
import { Notice, toneOf } from '../components/Notice';
import { OneTimeSecret } from '../components/OneTimeSecret';
import { PageHead } from '../components/PageHead';
import { Pager } from '../components/Pager';
import { SortHeader } from '../components/SortHeader';
import { ListCount, ListTable } from '../components/ListTable';
import { errorText } from '../lib/errors';
import { formatTime, ROLE_SHORT } from '../lib/format';

type Account = AdminAccountsQuery['accounts']['items'][number];
const STAFF_ROLES: StaffRole[] = ['SUPPORT', 'OPS', 'COMPLIANCE', 'ADMIN'];
const BRAND_ROLES: BrandRole[] = ['BRAND_ADMIN', 'BRAND_AGENT'];
const roleText = (r: StaffRole | BrandRole) => ROLE_LABELS[r.toLowerCase() as keyof typeof ROLE_LABELS];
const text = (form: FormData, key: string) => String(form.get(key) ?? '').trim();

export default function Accounts() {
  const list = useListParams({ sort: 'created', dir: 'DESC' });
  const q = list.get('q');
  const role = list.get('role');
  const { data, loading, error, refetch } = useQuery(ACCOUNTS, { variables: { q: q || undefined, role: role || undefined, sort: list.sort, dir: list.dir, page: list.page, size: list.size }, fetchPolicy: 'network-only' });
  const [create] = useMutation(CREATE);
  const [setStaffRole] = useMutation(SET_STAFF_ROLE);
  const [setBrandRole] = useMutation(SET_BRAND_ROLE);
  const [setDisabled] = useMutation(SET_DISABLED);
  const [reenrol] = useMutation(REENROL);
  const [answer, setAnswer] = useState<{ code: number; message: string } | null>(null);
  const [link, setLink] = useState<{ login: string; url: string; expiresAt: string | null } | null>(null);
  const rows = data?.accounts.items ?? [];
  const total = data?.accounts.total ?? 0;

  /** Runs a change, shows its answer, reloads the page of accounts; null closes the dialog. */
  const change = async (run: () => Promise<{ ok: boolean; message: string } | undefined>, done: string) => {
    try {
      const r = await run();
      if (!r?.ok) return r?.message ?? '操作失败，请稍后再试';
      setAnswer({ code: 200, message: done });
      await refetch();
      return null;
    } catch (e) {
      return errorText(e);
    }
  };

  const onCreate = async (form: FormData) => {
    const kind = text(form, 'kind');
    try {
      const { data: result } = await create({
        variables: {
          login: text(form, 'login'),
          name: text(form, 'name'),
          phone: text(form, 'phone') || null,
          staffRole: kind === 'staff' ? ((text(form, 'staffRole') || null) as StaffRole | null) : null,
          brandId: kind === 'brand' ? text(form, 'brandId') || null : null,
          brandRole: kind === 'brand' ? ((text(form, 'brandRole') || null) as BrandRole | null) : null,
        },
      });
      const r = result?.createAccount;
      if (!r || r.code !== 200 || !r.enrolUrl) return r?.message ?? '新建失败，请稍后再试';
      setAnswer(null);
      setLink({ login: text(form, 'login'), url: r.enrolUrl, expiresAt: r.expiresAt ?? null });
      await refetch();
      return null;
    } catch (e) {
      return errorText(e);
    }
  };

  const onReenrol = async (a: Account) => {
    try {
      const { data: result } = await reenrol({ variables: { accountId: a.id } });
      const r = result?.reenrolAccount;
      if (!r || r.code !== 200 || !r.enrolUrl) return r?.message ?? '操作失败，请稍后再试';
      setAnswer(null);
      setLink({ login: a.login, url: r.enrolUrl, expiresAt: r.expiresAt ?? null });
      await refetch();
      return null;
    } catch (e) {
      return errorText(e);
    }
  };

  const onSearch = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    list.set({ q: text(new FormData(e.currentTarget), 'q') });
  };

  return (
    <>
      <PageHead title="账号" sub="员工与品牌方账号。没有默认账号：新建后把一次性开通链接交给本人，由本人设置密码（员工还需绑定动态验证码）。">
        <FormDialog title="新建账号" label="新建账号" trigger={{ colorPalette: 'brand', variant: 'solid' }} submitLabel="新建并生成开通链接" lead="开通链接只显示一次，请通过安全渠道交给账号本人。" onSubmit={onCreate}>
          <CreateFields />
        </FormDialog>
      </PageHead>
      {link ? (
        <OneTimeSecret
          label={`${link.login} 的开通链接`}
          warning={`仅显示这一次${link.expiresAt ? `，${formatTime(link.expiresAt)} 前有效` : ''}；请复制后交给本人。`}
          value={link.url}
          onDismiss={() => setLink(null)}
        />
      ) : null}
      {answer ? <Notice tone={toneOf(answer.code)}>{answer.message}</Notice> : null}
      <ListTable
        label="账号列表"
        toolbar={
          <form className="ad-toolbar" role="search" onSubmit={onSearch} key={q}>
            <label>
              搜索
              <Input size="sm" className="ad-w-lg" type="search" name="q" defaultValue={q} placeholder="账号或姓名" />
            </label>
            <FilterSelect label="角色" value={role} onChange={(e) => list.set({ role: e.currentTarget.value })}>
              <option value="">全部角色</option>
              {[...STAFF_ROLES, ...BRAND_ROLES].map((r) => (
                <option key={r} value={r.toLowerCase()}>
                  {ROLE_SHORT[r]}
                </option>
              ))}
            </FilterSelect>
            <Button type="submit" size="sm" variant="outline">
              搜索
            </Button>
            <ListCount loading={loading} total={total} unit="个账号" />
          </form>
        }
        head={
          <>
            <SortHeader label="账号" sortKey="login" list={list} />
            <Table.ColumnHeader>姓名</Table.ColumnHeader>
            <Table.ColumnHeader>手机</Table.ColumnHeader>
            <Table.ColumnHeader>角色</Table.ColumnHeader>
            <Table.ColumnHeader>两步验证</Table.ColumnHeader>
            <Table.ColumnHeader>状态</Table.ColumnHeader>
            <SortHeader label="创建时间" sortKey="created" list={list} />
            <Table.ColumnHeader className="ad-right">操作</Table.ColumnHeader>
          </>
        }
        columns={8} loading={loading && !data} error={error} empty={rows.length === 0} emptyText="没有符合条件的账号"
        footer={<Pager total={total} list={list} unit="个" />}
      >
        {rows.map((a) => (
          <Table.Row key={a.id}>
            <Table.Cell className="ad-mono">{a.login}</Table.Cell>
            <Table.Cell>{a.name}</Table.Cell>
            <Table.Cell className="ad-num">{a.maskedPhone ?? '—'}</Table.Cell>
            <Table.Cell>
              {a.staffRole ? <span className="ad-tag">{ROLE_SHORT[a.staffRole]}</span> : null}
              {a.brands.map((b) => (
                <span key={b.brandId} className="ad-tag" title={`品牌 ${b.brandId}`}>
                  {b.brandName} · {ROLE_SHORT[b.role]}
                </span>
              ))}
              {!a.staffRole && a.brands.length === 0 ? <span className="ad-muted">无角色</span> : null}
            </Table.Cell>
            <Table.Cell>{a.totpEnabled ? <span className="ad-tag ad-tag-ok">已绑定</span> : <span className="ad-tag">未绑定</span>}</Table.Cell>
            <Table.Cell>
              {a.disabled ? (
                <span className="ad-tag ad-tag-bad">已停用</span>
              ) : a.lockedUntil ? (
                <span className="ad-tag ad-tag-warn" title={`锁定至 ${formatTime(a.lockedUntil)}`}>
                  暂时锁定
                </span>
              ) : (
                <span className="ad-tag ad-tag-ok">正常</span>
              )}
            </Table.Cell>
            <Table.Cell className="ad-num">{formatTime(a.createdAt)}</Table.Cell>
            <Table.Cell>
              <span className="ad-row-actions">
                <FormDialog title={`${a.login} 的员工角色`} label="员工角色" trigger={{ size: 'xs', variant: 'ghost' }} submitLabel="保存" lead="下一次请求即生效。取消员工角色后，该账号不能再使用员工页面。" onSubmit={(form) => change(async () => (await setStaffRole({ variables: { accountId: a.id, role: (text(form, 'role') || null) as StaffRole | null } })).data?.setStaffRole, `${a.login} 的员工角色已更新`)}>
                  <SelectField label="员工角色" name="role" defaultValue={a.staffRole ?? ''}>
                    <option value="">无（取消员工角色）</option>
                    {STAFF_ROLES.map((r) => (
                      <option key={r} value={r}>
                        {roleText(r)}
                      </option>
                    ))}
                  </SelectField>
                </FormDialog>
                <FormDialog title={`${a.login} 的品牌角色`} label="品牌角色" trigger={{ size: 'xs', variant: 'ghost' }} submitLabel="保存" lead="品牌账号只能看到该品牌的线索。选择“无”即取消该品牌的角色。" onSubmit={(form) => change(async () => (await setBrandRole({ variables: { accountId: a.id, brandId: text(form, 'brandId'), role: (text(form, 'role') || null) as BrandRole | null } })).data?.setBrandRole, `${a.login} 的品牌角色已更新`)}>
                  <TextField label="品牌 ID" name="brandId" required inputMode="numeric" defaultValue={a.brands[0]?.brandId ?? ''} hint={a.brands.length ? `当前：${a.brands.map((b) => `${b.brandName}（${b.brandId}）`).join('、')}` : '品牌详情页地址中的数字'} />
                  <SelectField label="角色" name="role" defaultValue="BRAND_AGENT">
                    {BRAND_ROLES.map((r) => (
                      <option key={r} value={r}>
                        {roleText(r)}
                      </option>
                    ))}
                    <option value="">无（取消该品牌的角色）</option>
                  </SelectField>
                </FormDialog>
                <FormDialog
                  title={`${a.disabled ? '启用' : '停用'}账号 ${a.login}`}
                  label={a.disabled ? '启用' : '停用'}
                  trigger={{ size: 'xs', variant: 'ghost', colorPalette: a.disabled ? 'gray' : 'red' }}
                  submitLabel={a.disabled ? '确认启用' : '确认停用'}
                  tone={a.disabled ? 'brand' : 'red'}
                  lead={a.disabled ? '启用后该账号可再次登录。' : '停用后该账号立即退出所有设备，且不能再登录。'}
                  onSubmit={() => change(async () => (await setDisabled({ variables: { accountId: a.id, disabled: !a.disabled } })).data?.setAccountDisabled, `${a.login} 已${a.disabled ? '启用' : '停用'}`)}
                >
                  <p className="ad-muted">账号：{a.login}（{a.name}）</p>
                </FormDialog>
                <FormDialog title={`重新发放 ${a.login} 的登录链接`} label="重发链接" trigger={{ size: 'xs', variant: 'ghost' }} submitLabel="生成新链接" tone="red" lead="用于遗失动态验证码或链接过期：生成后该账号所有登录立即失效，本人需用新链接重新设置密码。" onSubmit={() => onReenrol(a)}>
                  <p className="ad-muted">账号：{a.login}（{a.name}）</p>
                </FormDialog>
              </span>
            </Table.Cell>
          </Table.Row>
        ))}
      </ListTable>
    </>
  );
}

/** 新建账号's fields: an account is staff (a staff role) or a brand's (a brand id and a role on it). */
function CreateFields() {
  const [kind, setKind] = useState<'staff' | 'brand'>('staff');
  return (
    <>
      <div className="ad-form-2">
        <TextField label="登录账号" name="login" required autoComplete="off" hint="字母、数字，创建后不可修改" />
        <TextField label="姓名" name="name" required autoComplete="off" />
      </div>
      <TextField label="手机号" name="phone" inputMode="tel" autoComplete="off" hint="用于找回密码的短信；仅管理员可见（打码）" />
      <SelectField label="账号类型" name="kind" value={kind} onChange={(e) => setKind(e.currentTarget.value as 'staff' | 'brand')}>
        <option value="staff">员工</option>
        <option value="brand">品牌方</option>
      </SelectField>
      {kind === 'staff' ? (
        <SelectField label="员工角色" name="staffRole" required defaultValue="SUPPORT" hint="员工账号首次登录必须绑定动态验证码">
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {roleText(r)}
            </option>
          ))}
        </SelectField>
      ) : (
        <div className="ad-form-2">
          <TextField label="品牌 ID" name="brandId" required inputMode="numeric" hint="须为已认领的品牌" />
          <SelectField label="品牌角色" name="brandRole" required defaultValue="BRAND_AGENT">
            {BRAND_ROLES.map((r) => (
              <option key={r} value={r}>
                {roleText(r)}
              </option>
            ))}
          </SelectField>
        </div>
      )}
    </>
  );
}

const ACCOUNTS = graphql(`
  query AdminAccounts($q: String, $role: String, $sort: String, $dir: SortDir, $page: Int, $size: Int) {
    accounts(q: $q, role: $role, sort: $sort, dir: $dir, page: $page, size: $size) {
      total
      items {
        id
        login
        name
        maskedPhone
        staffRole
        brands {
          brandId
          brandName
          role
        }
        totpEnabled
        disabled
        lockedUntil
        createdAt
      }
    }
  }
`);

const CREATE = graphql(`
  mutation AdminCreateAccount($login: String!, $name: String!, $phone: String, $staffRole: StaffRole, $brandId: ID, $brandRole: BrandRole) {
    createAccount(login: $login, name: $name, phone: $phone, staffRole: $staffRole, brandId: $brandId, brandRole: $brandRole) {
      code
      message
      id
      enrolUrl
      expiresAt
    }
  }
`);

const SET_STAFF_ROLE = graphql(`
  mutation AdminSetStaffRole($accountId: ID!, $role: StaffRole) {
    setStaffRole(accountId: $accountId, role: $role) {
      ok
      code
      message
    }
  }
`);

const SET_BRAND_ROLE = graphql(`
  mutation AdminSetBrandRole($accountId: ID!, $brandId: ID!, $role: BrandRole) {
    setBrandRole(accountId: $accountId, brandId: $brandId, role: $role) {
      ok
      code
      message
    }
  }
`);

const SET_DISABLED = graphql(`
  mutation AdminSetAccountDisabled($accountId: ID!, $disabled: Boolean!) {
    setAccountDisabled(accountId: $accountId, disabled: $disabled) {
      ok
      code
      message
    }
  }
`);

const REENROL = graphql(`
  mutation AdminReenrolAccount($accountId: ID!) {
    reenrolAccount(accountId: $accountId) {
      code
      message
      enrolUrl
      expiresAt
    }
  }
`);
