// The proven number's enquiries: brand (a link to its page), recipient, time, the lead's steps so far
// (已送达 the recipient · 对方已查看 · 已联系 …, each with its time, the current one last), and per row
// 撤回 (while received) and 删除. Plain buttons in a table: reachable and usable by keyboard. Styled by
// the page's sheet (styles.css.ts, rendered by route.tsx).
import { Link } from 'react-router';
import { type MyRow, shownSteps } from './rows';

export function MyEnquiryTable({ rows, busy, onWithdraw, onDelete }: { rows: MyRow[]; busy: boolean; onWithdraw: (row: MyRow) => void; onDelete: (row: MyRow) => void }) {
  if (rows.length === 0) {
    return (
      <p role="status" data-testid="my-empty">
        该手机号没有咨询记录（删除的记录不再显示）。
      </p>
    );
  }
  return (
    <div className="sj-my-table-wrap">
      <table className="sj-my-table" data-testid="my-table">
        <caption className="sj-muted">
          共{rows.length}条，按提交时间从新到旧
        </caption>
        <thead>
          <tr>
            <th scope="col">品牌</th>
            <th scope="col">接收方</th>
            <th scope="col">提交时间</th>
            <th scope="col">进展</th>
            <th scope="col">操作</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} data-testid="my-row" data-id={r.id}>
              <td>{r.brandUrl ? <Link to={r.brandUrl}>{r.brand}</Link> : r.brand}</td>
              <td>{r.recipient}</td>
              <td>
                <time>{r.time}</time>
              </td>
              <td data-testid="my-status" data-state={r.steps.at(-1)?.state}>
                <ol className="sj-my-steps" aria-label={`进展，当前：${r.status}`}>
                  {shownSteps(r).map((s) => (
                    <li key={`${s.state}-${s.time}`} data-testid="my-step" data-state={s.state}>
                      <span className="sj-my-step-label">{s.label}</span>{' '}
                      <time className="sj-my-step-time">{s.time}</time>
                    </li>
                  ))}
                </ol>
              </td>
              <td>
                <div className="sj-my-row-actions">
                  {r.withdrawnAt ? null : (
                    <button type="button" className="sj-btn" disabled={busy} onClick={() => onWithdraw(r)} aria-label={`撤回对「${r.brand}」的咨询`}>
                      撤回
                    </button>
                  )}
                  <button type="button" className="sj-btn" disabled={busy} onClick={() => onDelete(r)} aria-label={`删除对「${r.brand}」的咨询`}>
                    删除
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
