// Beside the enquiry form: what the law gives a franchisee before and after signing — disclosure at
// least 30 days before the contract, and a period after signing in which it may withdraw alone — with
// a small calculator of the earliest lawful signing day.
import { useId, useState } from 'react';
import { coolingOffDaysValid, coolingOffEnds, earliestSigningDay, signsTooEarly } from './calculator';

export function SigningRules() {
  const id = useId();
  const [received, setReceived] = useState('');
  const [signed, setSigned] = useState('');
  const [days, setDays] = useState('');
  const earliest = earliestSigningDay(received);
  const daysValid = coolingOffDaysValid(days);
  const coolingEnd = daysValid ? coolingOffEnds(signed, Number(days)) : null;
  const tooEarly = signsTooEarly(received, signed);
  return (
    <aside className="sj-tr-law" aria-labelledby={`${id}-t`} data-testid="signing-rules">
      <h3 id={`${id}-t`}>签约前请知悉</h3>
      <p>
        <strong>30日信息披露：</strong>依《商业特许经营管理条例》第二十一条，特许人应当在订立合同之日前至少30日，以书面形式向您提供真实、准确的经营信息（包括备案、直营店、费用、诉讼等12类信息）和合同文本。
      </p>
      <p>
        <strong>冷静期：</strong>依该条例第十二条，合同应当约定您在签约后一定期限内可以单方解除合同（冷静期）。期限以合同约定为准，签约前请确认合同写明。
      </p>
      <label htmlFor={`${id}-recv`} className="sj-tr-date">
        收到披露信息的日期
        <input id={`${id}-recv`} type="date" value={received} onChange={(e) => setReceived(e.target.value)} />
      </label>
      <p aria-live="polite" data-testid="earliest-signing">
        {earliest ? (
          <>
            最早可签约日期：<strong>{earliest}</strong>
          </>
        ) : (
          '填写日期后显示最早可签约日期。'
        )}
      </p>
      <label htmlFor={`${id}-signed`} className="sj-tr-date">
        签约日期
        <input id={`${id}-signed`} type="date" value={signed} onChange={(e) => setSigned(e.target.value)} />
      </label>
      <label htmlFor={`${id}-days`} className="sj-tr-date sj-tr-date-near">
        合同约定的冷静期（天）
        <input id={`${id}-days`} type="number" inputMode="numeric" min={1} max={365} value={days} onChange={(e) => setDays(e.target.value)} />
      </label>
      <p aria-live="polite" data-testid="signing-too-early" className="sj-red">
        {tooEarly ? `签约日期${signed}在收到披露信息后的30日内（最早${earliest}）：特许人未满足提前30日披露的要求，请勿在此之前签约。` : ''}
      </p>
      <p aria-live="polite" data-testid="cooling-off-end">
        {daysValid === false ? (
          <span className="sj-red" data-testid="cooling-days-invalid">
            冷静期应为1至365之间的整天数，请按合同约定填写。
          </span>
        ) : coolingEnd ? (
          <>
            可单方解除合同至：<strong>{coolingEnd}</strong>
          </>
        ) : (
          '填写签约日期和冷静期天数后显示。'
        )}
      </p>
    </aside>
  );
}
