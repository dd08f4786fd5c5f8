// 合规护照: the brand's red flags (or the checks it passed), every check explained and linked to its
// fact, and the facts themselves — filing, 两店一年 today and when franchising began, the company, and
// how fast the brand answers this site's leads (平均响应时间) — each with its source and the day it was
// read. Unknown reads as 未知 (or 暂无足够数据), never as a pass.
// The fragment is the passport of both screens: the mobile brand page's Trust.tsx reads it too.
import { Pasted } from '../../components/Pasted';
import { graphql } from '../../gql';
import type { Passport_RecordFragment } from '../../gql/graphql';
import { RESPONSE_METHOD, responseText, UNREADABLE, type ResponseTime } from './response-time';

export const PassportFragment = graphql(`
  fragment Passport_record on PublicRecord {
    asOf
    filing {
      status
      number
      company
      filedOn
      franchisingBegan
      source {
        name
        readOn
      }
    }
    company {
      name
      registeredOn
      ageYears
      brandCount
      industryCount
      source {
        name
        readOn
      }
    }
    twoStores {
      now
      atStart
      directQualifiedNow
      directQualifiedAtStart
    }
    checks {
      code
      name
      flagLabel
      state
      detail
      factAnchor
    }
    redFlags {
      code
      flagLabel
    }
  }
`);

export type PassportRecord = Passport_RecordFragment;

const stateText = { PASS: '✔ 通过', FAIL: '✖ 警示', UNKNOWN: '? 未知' } as const;
const filingText = { FILED: '已备案', NOT_FILED: '未查到备案', UNKNOWN: '未知（尚未查询）' } as const;
const ruleText = { PASS: '满足', FAIL: '不满足', UNKNOWN: '未知' } as const;

export function Source({ source }: { source: { name: string; readOn: string } }) {
  return (
    <p className="sj-tr-src">
      来源：{source.name}，读取于{source.readOn}
    </p>
  );
}

const orUnknown = (v: string | number | null | undefined, unit = '') => (v === null || v === undefined || v === '' ? '未知' : `${v}${unit}`);

/**
 * 平均响应时间: the brand's median first view and first contact of the leads delivered to it, with what they
 * count, their day and source; null (the answer could not be read) says so.
 */
export function ResponseFact({ response }: { response: ResponseTime | null }) {
  const t = response ? responseText(response) : null;
  return (
    <section className="sj-tr-fact" id="trust-response" aria-labelledby="trust-response-t" data-testid="response-time">
      <h3 id="trust-response-t">平均响应时间</h3>
      {t ? (
        <>
          <dl>
            <dt>首次查看</dt>
            <dd data-testid="response-view">{t.view}</dd>
            <dt>首次联系</dt>
            <dd data-testid="response-contact">{t.contact}</dd>
          </dl>
          <p className="sj-tr-src" data-testid="response-basis">
            {t.basis}。{RESPONSE_METHOD}
          </p>
        </>
      ) : (
        <p className="sj-muted">{UNREADABLE}</p>
      )}
    </section>
  );
}

export function Passport({ record, response }: { record: PassportRecord; response: ResponseTime | null }) {
  const { filing, company, twoStores, checks, redFlags } = record;
  const passed = checks.filter((c) => c.state === 'PASS');
  const unknown = checks.filter((c) => c.state === 'UNKNOWN');
  return (
    <>
      <div className={`sj-tr-flags${redFlags.length ? '' : ' ok'}`} data-testid="red-flag-summary" role="note">
        {redFlags.length ? (
          <>
            <h3>⚠ {redFlags.length}项风险提示</h3>
            <p>{redFlags.map((f) => f.flagLabel).join('、')}。投资前请逐项核实下列依据。</p>
          </>
        ) : (
          <>
            <h3>未发现风险提示</h3>
            <p>
              已通过{passed.length}项检查：{passed.map((c) => c.name).join('、')}。
              {unknown.length ? `另有${unknown.length}项因资料未知无法判断：${unknown.map((c) => c.name).join('、')}。` : ''}
            </p>
          </>
        )}
      </div>
      {/* The checks and the facts: pasted on the server per public-record answer (Pasted.tsx, decision 0152). */}
      <Pasted as="ul" className="sj-tr-checks" data-testid="trust-checks" markupKey="checks" markupOwner={record}>
        <>
          {checks.map((c) => (
            <li key={c.code} data-state={c.state}>
              <span className={`sj-tr-state ${c.state}`}>{stateText[c.state]}</span>
              <span>
                <strong>{c.name}</strong>：{c.detail} <a href={`#${c.factAnchor}`}>查看依据</a>
              </span>
            </li>
          ))}
        </>
      </Pasted>
      <p className="sj-muted sj-tr-asof">
        以上检查按{record.asOf}读取的公开记录计算，规则与阈值见各项说明。
      </p>
      <Pasted as="div" className="sj-tr-facts" markupKey={`facts\n${response ? JSON.stringify(response) : ''}`} markupOwner={record}>
        <>
          <section className="sj-tr-fact" id="trust-filing" aria-labelledby="trust-filing-t">
            <h3 id="trust-filing-t">商务部备案</h3>
            <dl>
              <dt>备案状态</dt>
              <dd data-testid="filing-status">{filingText[filing.status]}</dd>
              <dt>备案号</dt>
              <dd>{filing.status === 'FILED' ? filing.number : filing.status === 'UNKNOWN' ? '未知' : '无'}</dd>
              <dt>备案企业</dt>
              <dd>{filing.status === 'FILED' ? filing.company : filing.status === 'UNKNOWN' ? '未知' : '无'}</dd>
              <dt>备案日期</dt>
              <dd>{filing.status === 'FILED' ? filing.filedOn : filing.status === 'UNKNOWN' ? '未知' : '无'}</dd>
              <dt>开始特许经营</dt>
              <dd>{orUnknown(filing.franchisingBegan)}</dd>
            </dl>
            <Source source={filing.source} />
          </section>
          <section className="sj-tr-fact" id="trust-two-stores" aria-labelledby="trust-two-stores-t">
            <h3 id="trust-two-stores-t">两店一年</h3>
            <dl>
              <dt>当前（{record.asOf}）</dt>
              <dd data-testid="two-stores-now">
                {ruleText[twoStores.now]}（开业满一年的直营店{twoStores.directQualifiedNow}家）
              </dd>
              <dt>开始特许经营时</dt>
              <dd data-testid="two-stores-start">
                {ruleText[twoStores.atStart]}
                {twoStores.directQualifiedAtStart === null || twoStores.directQualifiedAtStart === undefined ? '' : `（开业满一年的直营店${twoStores.directQualifiedAtStart}家）`}
              </dd>
            </dl>
            <p className="sj-tr-src">《商业特许经营管理条例》第七条：特许人从事特许经营活动应当拥有至少2个直营店，并且经营时间超过1年。依据为下方门店台账中的直营店开业日期。</p>
          </section>
          <section className="sj-tr-fact" id="trust-company" aria-labelledby="trust-company-t">
            <h3 id="trust-company-t">运营公司</h3>
            <dl>
              <dt>公司名称</dt>
              <dd>{company.name}</dd>
              <dt>成立日期</dt>
              <dd>{orUnknown(company.registeredOn)}</dd>
              <dt>成立年限</dt>
              <dd>{orUnknown(company.ageYears, '年')}</dd>
              <dt>名下品牌</dt>
              <dd data-testid="company-brands">
                {company.brandCount === null || company.brandCount === undefined ? '未知' : `${company.brandCount}个，分属${company.industryCount}个行业`}
              </dd>
            </dl>
            <Source source={company.source} />
          </section>
          <ResponseFact response={response} />
        </>
      </Pasted>
    </>
  );
}
