// /wode/zixun 我的咨询 (docs/decisions/0092): a visitor proves a number by SMS code, then sees every
// enquiry sent with it, exports them (JSON, CSV), withdraws or deletes them and sets 请勿联系. Everything
// is this browser session's own: no loader (the server renders the frame, never anyone's data), the
// browser asks myEnquiries once hydrated; noindex.
import { NOT_VERIFIED_CODE } from '@shangji/contract/captcha-proof';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { PageMeta } from '../../components/PageHead';
import { Sheet } from '../../components/Sheet';
import { SITE_NAME } from '../../components/site';
import { StaticPage, staticMeta } from '../../components/StaticPage';
import type { MyEnquiryList_ListFragment } from '../../gql/graphql';
import { DeleteMyEnquiriesDocument, EndMyEnquiriesDocument, MyEnquiriesDocument, SetDoNotContactDocument, WithdrawMyEnquiryDocument } from './documents';
import { MyEnquiryTable } from './MyEnquiryTable';
import { type Notify, ProveForm } from './ProveForm';
import { chinaTime, download, type MyRow, myRow, rowsCsv, rowsJson } from './rows';
import sheet from './styles.css.ts?sheet';

const NAME = '我的咨询';
const PATH = '/wode/zixun';

export function meta(): PageMeta {
  return {
    ...staticMeta(NAME, PATH, `${SITE_NAME}我的咨询,查看留言,撤回留言,删除留言,请勿联系`, `在${SITE_NAME}查看用您的手机号提交的每一条咨询：提供给了谁、何时提交；可导出、撤回、删除，或设置请勿联系。`),
    noindex: true,
  };
}

type Phase = 'checking' | 'prove' | 'list' | 'error';
type Answer = { ok: boolean; code: number; message: string; list?: MyEnquiryList_ListFragment | null } | undefined;

export function Component() {
  const client = useApolloClient();
  const [phase, setPhase] = useState<Phase>('checking');
  const [list, setList] = useState<MyEnquiryList_ListFragment | null>(null);
  const [notice, setNotice] = useState<{ kind: 'success' | 'warning' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const notify: Notify = useCallback((kind, text) => setNotice({ kind, text }), []);
  const rows: MyRow[] = useMemo(() => (list ? list.enquiries.map(myRow) : []), [list]);

  // Asked once hydrated, and again on 重试 (the page starts in 'checking'; a retry sets it again).
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    client.query({ query: MyEnquiriesDocument, fetchPolicy: 'no-cache' }).then(
      ({ data }) => {
        if (!live) return;
        const r = data?.myEnquiries;
        if (r?.ok && r.list) {
          setList(r.list);
          setPhase('list');
        } else if (r?.code === NOT_VERIFIED_CODE) setPhase('prove');
        else {
          notify('error', r?.message ?? '查询失败，请稍后再试');
          setPhase('error');
        }
      },
      () => live && setPhase('error'),
    );
    return () => {
      live = false;
    };
  }, [client, notify, attempt]);

  /** Runs one change; its answer replaces the list, a 401 (proof ended) returns to the proof. */
  async function change(run: () => Promise<Answer>) {
    setBusy(true);
    try {
      const r = await run();
      if (!r) return notify('error', '请求失败，请稍后再试');
      if (r.code === NOT_VERIFIED_CODE) {
        setList(null);
        setPhase('prove');
        return notify('warning', r.message);
      }
      notify(r.ok ? 'success' : 'warning', r.message);
      if (r.ok && r.list) setList(r.list);
    } catch {
      notify('error', '网络异常，操作未完成，请稍后再试');
    } finally {
      setBusy(false);
    }
  }

  const withdraw = (row: MyRow) =>
    change(async () => (await client.mutate({ mutation: WithdrawMyEnquiryDocument, variables: { id: row.id } })).data?.withdrawMyEnquiry);
  const remove = (ids: string[], what: string) => {
    if (!window.confirm(`确定删除${what}吗？删除后无法恢复，接收方也将无法再看到。`)) return;
    void change(async () => (await client.mutate({ mutation: DeleteMyEnquiriesDocument, variables: { ids } })).data?.deleteMyEnquiries);
  };
  const setDnc = (on: boolean) => change(async () => (await client.mutate({ mutation: SetDoNotContactDocument, variables: { on } })).data?.setDoNotContact);
  const end = () =>
    change(async () => {
      const r = (await client.mutate({ mutation: EndMyEnquiriesDocument })).data?.endMyEnquiries;
      if (r?.ok) {
        setList(null);
        setPhase('prove');
      }
      return r;
    });

  return (
    <StaticPage meta={meta()} name={NAME}>
      <Sheet sheet={sheet} />
      <p>
        这里列出用您的手机号在本站提交的每一条咨询，以及它提供给了谁。您可以导出副本、撤回某一条（之后不再提供给接收方）、删除（个人信息随即清除），或设置“请勿联系”。详见
        <Link to="/privacypolicy#rights">《隐私政策》</Link>。
      </p>
      <div
        role="status"
        aria-live="polite"
        data-testid="my-notice"
        className={notice?.kind === 'success' ? 'sj-my-notice sj-my-notice-ok' : notice ? 'sj-my-notice sj-my-notice-bad' : 'sj-my-notice'}
      >
        {notice?.text}
      </div>
      {phase === 'checking' ? <p className="sj-muted">正在查询…</p> : null}
      {phase === 'error' ? (
        <p>
          暂时无法查询您的咨询，请检查网络后
          <button
            type="button"
            className="sj-btn sj-my-retry"
            onClick={() => {
              setPhase('checking');
              setAttempt((n) => n + 1);
            }}
          >
            重试
          </button>
        </p>
      ) : null}
      {phase === 'prove' ? (
        <ProveForm
          notify={notify}
          onProven={(l) => {
            setList(l);
            setPhase('list');
            notify('success', '验证成功');
          }}
        />
      ) : null}
      {phase === 'list' && list ? (
        <section aria-labelledby="my-list-title">
          <h2 id="my-list-title" className="sj-my-list-title">
            手机号 <span data-testid="my-phone">{list.maskedPhone}</span> 的咨询
          </h2>
          <p className="sj-muted">本次验证有效至 {chinaTime(list.expiresAt)}，到期或退出后需重新验证。</p>
          <div className="sj-my-actions">
            <button type="button" className="sj-btn" disabled={rows.length === 0} onClick={() => download('我的咨询.json', 'application/json;charset=utf-8', rowsJson(list.maskedPhone, rows))}>
              导出JSON
            </button>
            <button type="button" className="sj-btn" disabled={rows.length === 0} onClick={() => download('我的咨询.csv', 'text/csv;charset=utf-8', rowsCsv(rows))}>
              导出CSV
            </button>
            <button type="button" className="sj-btn" disabled={busy || rows.length === 0} onClick={() => remove(rows.map((r) => r.id), `全部${rows.length}条咨询`)}>
              全部删除
            </button>
            <label className="sj-my-dnc">
              <input type="checkbox" checked={list.doNotContact} disabled={busy} onChange={(e) => void setDnc(e.target.checked)} data-testid="my-dnc" />
              请勿联系（该手机号的咨询不再提供给任何接收方，也不再接受新的咨询）
            </label>
            <button type="button" className="sj-btn" disabled={busy} onClick={() => void end()}>
              退出
            </button>
          </div>
          <MyEnquiryTable rows={rows} busy={busy} onWithdraw={(r) => void withdraw(r)} onDelete={(r) => remove([r.id], `对「${r.brand}」的这条咨询`)} />
        </section>
      ) : null}
    </StaticPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../../components/RouteErrorBoundary';
