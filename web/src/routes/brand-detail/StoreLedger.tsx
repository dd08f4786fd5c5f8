// 门店台账: the brand's stores as a history. The chart is an SVG drawn on the server from the same
// quarters as the table below it (the table is what screen readers and crawlers read).
import { PageLink } from '../../components/PageLink';
import { Pasted } from '../../components/Pasted';
import { PlainLinksContext } from '../../components/plain-links';
import { graphql } from '../../gql';
import type { StoreLedger_RecordFragment } from '../../gql/graphql';
import { Source } from './Passport';

export const StoreLedgerFragment = graphql(`
  fragment StoreLedger_record on PublicRecord {
    ledger {
      openNow
      directOpen
      franchisedOpen
      closedTotal
      closureRate12
      closureRate24
      survival24
      survivalCohort
      chartSvg
      quarters {
        quarter
        directOpened
        franchisedOpened
        directClosed
        franchisedClosed
        openAtEnd
      }
      source {
        name
        readOn
      }
    }
    enquiries {
      last12Months
    }
  }
`);

const pct = (x: number | null | undefined) => (x === null || x === undefined ? '无法计算' : `${(x * 100).toFixed(1)}%`);

export function StoreLedger({ record, brandName }: { record: StoreLedger_RecordFragment; brandName: string }) {
  const l = record.ledger;
  return (
    // Pasted on the server, per public-record answer (components/Pasted.tsx, decision 0152): the same for
    // every page of the brand while its answer is kept, and nothing here reads context but the plain links,
    // which the provider below sets as the page does (its nested render has no router to give a <Link>).
    <Pasted as="div" id="trust-ledger" markupKey={`ledger\n${brandName}`} markupOwner={record}>
      <PlainLinksContext value={true}>
        <div className="sj-tr-nums" data-testid="ledger-numbers">
          <span>
            在营门店 <strong data-testid="ledger-open">{l.openNow}</strong> 家（直营{l.directOpen}家，加盟{l.franchisedOpen}家）
          </span>
          <span>累计关店 {l.closedTotal} 家</span>
          <span>近12个月闭店率 {pct(l.closureRate12)}</span>
          <span>近24个月闭店率 {pct(l.closureRate24)}</span>
          <span>
            加盟店24个月存活率 {pct(l.survival24)}
            {l.survivalCohort ? `（${l.survivalCohort}家开业满24个月的加盟店）` : '（没有开业满24个月的加盟店）'}
          </span>
          <span>近12个月本站咨询 {record.enquiries.last12Months} 条</span>
        </div>
        <figure className="sj-tr-chart" aria-hidden="true" dangerouslySetInnerHTML={{ __html: l.chartSvg }} />
        <table className="sj-tr-table" data-testid="ledger-table">
          <caption>近12个季度开关店（单位：家）</caption>
          <thead>
            <tr>
              <th scope="col">季度</th>
              <th scope="col">直营开店</th>
              <th scope="col">加盟开店</th>
              <th scope="col">直营关店</th>
              <th scope="col">加盟关店</th>
              <th scope="col">季末在营</th>
            </tr>
          </thead>
          <tbody>
            {l.quarters.map((q) => (
              <tr key={q.quarter}>
                <th scope="row">{q.quarter.replace('Q', '年第') + '季度'}</th>
                <td>{q.directOpened}</td>
                <td>{q.franchisedOpened}</td>
                <td>{q.directClosed}</td>
                <td>{q.franchisedClosed}</td>
                <td>{q.openAtEnd}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="sj-tr-src">
          闭店率 = 期内关闭的门店 ÷ 期内任一时间在营的门店；存活率 = 开业满24个月的加盟店中，开业后24个月仍在营的比例。在营门店即地图上的门店：
          {l.openNow > 0 ? <PageLink to={`/map/${encodeURIComponent(`_${brandName}`)}`}>在地图上查看{l.openNow}家门店</PageLink> : '暂无在营门店'}
        </p>
        <Source source={l.source} />
      </PlainLinksContext>
    </Pasted>
  );
}
