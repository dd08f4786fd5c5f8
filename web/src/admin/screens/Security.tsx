// 安全: the account's sessions (where and since when it is signed in), 退出其他设备 / 退出所有设备 and
// revoking one; the second factor's state, and its set-up for brand accounts (staff set it up at sign-in).
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Button, Table } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '../../gql';
import { FormDialog } from '../components/FormDialog';
import { Notice, toneOf } from '../components/Notice';
import { PageHead } from '../components/PageHead';
import { TableStatus } from '../components/TableStatus';
import { TotpSetupPanel } from '../components/TotpSetupPanel';
import { errorText } from '../lib/errors';
import { formatTime } from '../lib/format';
import { useMe, useSession } from '../session';

/** A User-Agent in a few words: the browser and the system. */
function deviceOf(ua: string): string {
  const browser = /Edg\//.test(ua) ? 'Edge' : /Firefox\//.test(ua) ? 'Firefox' : /Chrome\/|Chromium\//.test(ua) ? 'Chrome' : /Safari\//.test(ua) ? 'Safari' : /MicroMessenger/.test(ua) ? '微信' : '浏览器';
  const system = /Windows/.test(ua) ? 'Windows' : /iPhone|iPad/.test(ua) ? 'iOS' : /Android/.test(ua) ? 'Android' : /Mac OS X/.test(ua) ? 'macOS' : /Linux/.test(ua) ? 'Linux' : '未知系统';
  return `${browser} · ${system}`;
}

export default function Security() {
  const me = useMe();
  const { refresh } = useSession();
  const client = useApolloClient();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(SESSIONS, { fetchPolicy: 'network-only' });
  const [revoke, revoking] = useMutation(REVOKE);
  const [everywhere] = useMutation(EVERYWHERE);
  const [answer, setAnswer] = useState<{ code: number; message: string } | null>(null);
  const [settingUp, setSettingUp] = useState(false);
  const sessions = data?.mySessions ?? [];
  const others = sessions.filter((s) => !s.current);

  const revokeOne = async (id: string) => {
    const { data: result } = await revoke({ variables: { id } });
    return result?.revokeSession;
  };
  const onRevoke = async (id: string) => {
    setAnswer(null);
    try {
      const r = await revokeOne(id);
      setAnswer(r ? { code: r.code, message: r.ok ? '该设备已退出' : r.message } : null);
      await refetch();
    } catch (e) {
      setAnswer({ code: 500, message: errorText(e) });
    }
  };
  const onOthers = async () => {
    try {
      for (const s of others) {
        const r = await revokeOne(s.id);
        if (!r?.ok) return r?.message ?? '操作失败，请稍后再试';
      }
      setAnswer({ code: 200, message: `已退出其他 ${others.length} 台设备` });
      await refetch();
      return null;
    } catch (e) {
      return errorText(e);
    }
  };
  const onEverywhere = async () => {
    try {
      const { data: result } = await everywhere();
      if (!result?.signOutEverywhere.ok) return result?.signOutEverywhere.message ?? '操作失败，请稍后再试';
      await client.clearStore();
      await refresh().catch(() => null);
      navigate('/login', { replace: true });
      return null;
    } catch (e) {
      return errorText(e);
    }
  };

  return (
    <>
      <PageHead title="安全" sub={`${me.name}（${me.login}）的登录设备与两步验证。`}>
        <FormDialog title="退出其他设备" label="退出其他设备" submitLabel="确认退出" tone="red" lead="除当前浏览器外，其他设备上的登录立即失效。" onSubmit={onOthers} trigger={{ disabled: others.length === 0 }}>
          <p className="ad-muted">将退出 {others.length} 台设备。</p>
        </FormDialog>
        <FormDialog title="退出所有设备" label="退出所有设备" submitLabel="全部退出" tone="red" lead="包括当前浏览器在内的所有登录立即失效，需要重新登录。怀疑密码泄露时请同时重设密码。" onSubmit={onEverywhere} trigger={{ colorPalette: 'red' }}>
          <p className="ad-muted">共 {sessions.length} 个登录会话。</p>
        </FormDialog>
      </PageHead>
      {answer ? <Notice tone={toneOf(answer.code)}>{answer.message}</Notice> : null}
      <section className="ad-card" aria-labelledby="security-sessions">
        <div className="ad-card-head">
          <h2 id="security-sessions">登录设备</h2>
          <span className="ad-muted">会话在服务器保存，撤销后该设备的下一次请求即要求重新登录</span>
        </div>
        <Table.Root size="sm" className="ad-table">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>设备</Table.ColumnHeader>
              <Table.ColumnHeader>网络</Table.ColumnHeader>
              <Table.ColumnHeader>登录时间</Table.ColumnHeader>
              <Table.ColumnHeader>最近活动</Table.ColumnHeader>
              <Table.ColumnHeader>到期时间</Table.ColumnHeader>
              <Table.ColumnHeader className="ad-right">操作</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            <TableStatus columns={6} loading={loading && !data} error={error} empty={sessions.length === 0} emptyText="没有登录会话" />
            {sessions.map((s) => (
              <Table.Row key={s.id}>
                <Table.Cell title={s.userAgent}>
                  {deviceOf(s.userAgent)}
                  {s.current ? <span className="ad-tag ad-tag-ok ad-gap-left">当前设备</span> : null}
                </Table.Cell>
                <Table.Cell className="ad-mono">{s.network || '—'}</Table.Cell>
                <Table.Cell className="ad-num">{formatTime(s.createdAt)}</Table.Cell>
                <Table.Cell className="ad-num">{formatTime(s.lastSeenAt)}</Table.Cell>
                <Table.Cell className="ad-num">{formatTime(s.expiresAt)}</Table.Cell>
                <Table.Cell className="ad-right">
                  {s.current ? (
                    <span className="ad-muted">—</span>
                  ) : (
                    <Button size="xs" variant="outline" disabled={revoking.loading} onClick={() => onRevoke(s.id)} aria-label={`退出设备 ${deviceOf(s.userAgent)}（${formatTime(s.lastSeenAt)}）`}>
                      退出
                    </Button>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </section>
      <section className="ad-card" aria-labelledby="security-totp">
        <div className="ad-card-head">
          <h2 id="security-totp">两步验证（动态验证码）</h2>
          {me.totpEnabled ? <span className="ad-tag ad-tag-ok">已启用</span> : <span className="ad-tag ad-tag-warn">未启用</span>}
        </div>
        <div className="ad-card-body">
          {me.totpEnabled ? (
            <p className="ad-hint">登录时需输入密码和身份验证器中的动态验证码；每个验证码只能使用一次。遗失手机请联系管理员重新发放登录链接。</p>
          ) : settingUp ? (
            <div className="ad-narrow">
              <TotpSetupPanel
                onDone={async () => {
                  setSettingUp(false);
                  setAnswer({ code: 200, message: '两步验证已启用，下次登录时需要输入动态验证码' });
                  await refresh();
                }}
              />
            </div>
          ) : (
            <div className="ad-actions">
              <span className="ad-hint">建议品牌账号启用两步验证：即使密码泄露，他人也无法登录查看线索。</span>
              <Button size="sm" colorPalette="brand" onClick={() => setSettingUp(true)}>
                设置动态验证码
              </Button>
            </div>
          )}
        </div>
      </section>
    </>
  );
}

const SESSIONS = graphql(`
  query AdminMySessions {
    mySessions {
      id
      createdAt
      lastSeenAt
      expiresAt
      network
      userAgent
      current
    }
  }
`);

const REVOKE = graphql(`
  mutation AdminRevokeSession($id: ID!) {
    revokeSession(id: $id) {
      ok
      code
      message
    }
  }
`);

const EVERYWHERE = graphql(`
  mutation AdminSignOutEverywhere {
    signOutEverywhere {
      ok
      code
      message
    }
  }
`);
