// The brand's public record on a phone: the checks of 合规护照 with the facts behind them, 平均响应时间
// (this site's own lead records), and 开店费用 item by item. Every fact names its source and the day it was
// read; what is unknown says so.
// The parts read the desktop's fragments (routes/brand-detail: Passport, CostSheet, response-time), so
// both screens show the same record from the same fields.
import type { CostSheet_CostsFragment, Passport_RecordFragment } from '../../../gql/graphql';
import { costFigure } from '../../../routes/brand-detail/cost-item';
import { RESPONSE_METHOD, responseText, UNREADABLE, type ResponseTime } from '../../../routes/brand-detail/response-time';

const STATE = { PASS: '通过', FAIL: '未通过', UNKNOWN: '未知' } as const;
const FILING = { FILED: '已备案', NOT_FILED: '未备案', UNKNOWN: '未知' } as const;

function Source({ source }: { source: { name: string; readOn: string } }) {
  return (
    <p className="m-source">
      来源：{source.name}，读取于{source.readOn}
    </p>
  );
}

const yuan = (n: number) => (n >= 10_000 ? `${(n / 10_000).toFixed(n % 10_000 ? 1 : 0)}万元` : `${n}元`);

export function Passport({ record }: { record: Passport_RecordFragment }) {
  const { filing, company } = record;
  return (
    <div data-testid="m-passport">
      <p className="m-muted">以下核查截至 {record.asOf}，依据公开记录计算。</p>
      <ul className="m-checks">
        {record.checks.map((c) => (
          <li key={c.code} data-state={c.state}>
            <strong>
              {c.name}：{STATE[c.state]}
            </strong>
            <span>{c.detail}</span>
          </li>
        ))}
      </ul>
      <h2>商务部备案</h2>
      <dl className="m-facts">
        <dt>备案状态</dt>
        <dd>{FILING[filing.status]}</dd>
        <dt>备案号</dt>
        <dd>{filing.number ?? '未知'}</dd>
        <dt>备案日期</dt>
        <dd>{filing.filedOn ?? '未知'}</dd>
        <dt>开始特许经营</dt>
        <dd>{filing.franchisingBegan ?? '未知'}</dd>
      </dl>
      <Source source={filing.source} />
      <h2>运营公司</h2>
      <dl className="m-facts">
        <dt>公司名称</dt>
        <dd>{company.name}</dd>
        <dt>成立日期</dt>
        <dd>{company.registeredOn ?? '未知'}</dd>
        <dt>成立年数</dt>
        <dd>{company.ageYears === null || company.ageYears === undefined ? '未知' : `${company.ageYears}年`}</dd>
        <dt>名下品牌</dt>
        <dd>{company.brandCount === null || company.brandCount === undefined ? '未知' : `${company.brandCount}个`}</dd>
      </dl>
      <Source source={company.source} />
    </div>
  );
}

/** 平均响应时间: the desktop's fact (routes/brand-detail/Passport.tsx ResponseFact) in the mobile idiom. */
export function Response({ response }: { response: ResponseTime | null }) {
  const t = response ? responseText(response) : null;
  return (
    <div id="trust-response" role="group" data-testid="m-response-time" aria-labelledby="trust-response-t">
      <h2 id="trust-response-t">平均响应时间</h2>
      {t ? (
        <>
          <dl className="m-facts">
            <dt>首次查看</dt>
            <dd data-testid="response-view">{t.view}</dd>
            <dt>首次联系</dt>
            <dd data-testid="response-contact">{t.contact}</dd>
          </dl>
          <p className="m-source" data-testid="response-basis">
            {t.basis}。{RESPONSE_METHOD}
          </p>
        </>
      ) : (
        <p className="m-muted">{UNREADABLE}</p>
      )}
    </div>
  );
}

export function Costs({ costs }: { costs: CostSheet_CostsFragment }) {
  return (
    <div data-testid="m-costs">
      <table className="m-table">
        <caption>开店费用明细（品牌方披露；未披露的项目不作估算）</caption>
        <tbody>
          {costs.items.map((i) => (
            <tr key={i.code} data-disclosed={i.disclosed}>
              <th scope="row">{i.name}</th>
              <td>{costFigure(i, yuan)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Source source={costs.source} />
    </div>
  );
}
