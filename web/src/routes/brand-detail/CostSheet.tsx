// 开店费用: the eight start-up cost items, each disclosed by the brand or not, and a calculator that
// needs no phone number: city tier, shop size and rent in, total outlay out, and a break-even range
// only where the brand disclosed every figure it needs (calculator.ts). No earnings are promised.
import { useId, useState } from 'react';
import { graphql } from '../../gql';
import type { CostSheet_CostsFragment } from '../../gql/graphql';
import { calculate, yuan, type CalculatorInput } from './calculator';
import { costFigure } from './cost-item';
import { Source } from './Passport';

// Read by the mobile brand page's 开店费用 too (its table; the calculator is desktop only).
export const CostSheetFragment = graphql(`
  fragment CostSheet_costs on CostSheet {
    items {
      ...CostItem_item
    }
    economics {
      averageTicket
      dailyOrdersMin
      dailyOrdersMax
      grossMargin
      staffMonthly
      otherMonthly
      typicalAreaM2
    }
    source {
      name
      readOn
    }
  }
`);

type Costs = CostSheet_CostsFragment;

export function CostSheet({ costs }: { costs: Costs }) {
  const id = useId();
  const [input, setInput] = useState<CalculatorInput>({ tier: 2, areaM2: costs.economics?.typicalAreaM2 ?? 40, rentMonthly: 8000 });
  const result = calculate(costs.items, costs.economics ?? null, input);
  const num = (v: string, min: number, max: number, fallback: number) => {
    const n = Math.round(Number(v));
    return Number.isFinite(n) && n >= min ? Math.min(n, max) : fallback;
  };
  return (
    <div id="trust-costs">
      <table className="sj-tr-table" data-testid="cost-items">
        <caption>开店费用明细（品牌方披露；未披露的项目不作估算）</caption>
        <thead>
          <tr>
            <th scope="col">项目</th>
            <th scope="col">金额</th>
            <th scope="col">是否披露</th>
          </tr>
        </thead>
        <tbody>
          {costs.items.map((i) => (
            <tr key={i.code} data-disclosed={i.disclosed}>
              <th scope="row">{i.name}</th>
              <td>{costFigure(i, yuan)}</td>
              <td>{i.disclosed ? '已披露' : '未披露'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Source source={costs.source} />

      <h3 className="sj-tr-calc-title">开店投入计算器（无需留电话）</h3>
      <form className="sj-tr-calc" onSubmit={(e) => e.preventDefault()} aria-label="开店投入计算器">
        <label htmlFor={`${id}-tier`}>
          城市级别
          <select
            id={`${id}-tier`}
            value={input.tier}
            onChange={(e) => setInput((s) => ({ ...s, tier: Number(e.target.value) as 1 | 2 | 3 }))}
          >
            <option value={1}>一线城市</option>
            <option value={2}>二线城市</option>
            <option value={3}>三线及以下</option>
          </select>
        </label>
        <label htmlFor={`${id}-area`}>
          店面面积（平方米）
          <input
            id={`${id}-area`}
            type="number"
            inputMode="numeric"
            min={5}
            max={2000}
            defaultValue={input.areaM2}
            onChange={(e) => setInput((s) => ({ ...s, areaM2: num(e.target.value, 5, 2000, s.areaM2) }))}
          />
        </label>
        <label htmlFor={`${id}-rent`}>
          月租金（元）
          <input
            id={`${id}-rent`}
            type="number"
            inputMode="numeric"
            min={0}
            max={10000000}
            defaultValue={input.rentMonthly}
            onChange={(e) => setInput((s) => ({ ...s, rentMonthly: num(e.target.value, 0, 10_000_000, s.rentMonthly) }))}
          />
        </label>
      </form>
      <div aria-live="polite" data-testid="calc-result">
        <p className="sj-tr-total">
          预计开店总投入：<strong data-testid="calc-total">{result.totalMin === result.totalMax ? yuan(result.totalMin) : `${yuan(result.totalMin)}–${yuan(result.totalMax)}`}</strong>
        </p>
        {result.undisclosed.length ? (
          <p className="sj-muted" data-testid="calc-undisclosed">
            另有{result.undisclosed.length}项（{result.undisclosed.join('、')}）品牌未披露，未计入总投入，实际投入会更高。
          </p>
        ) : null}
        {result.breakEven.kind === 'range' ? (
          <div data-testid="calc-breakeven">
            <p>
              按品牌披露的数据测算，回本周期约{result.breakEven.fastestMonths}个月
              {result.breakEven.slowestMonths === null ? '起；按低端数据无法回本' : `至${result.breakEven.slowestMonths}个月`}。
            </p>
            <p className="sj-muted">测算假设：</p>
            <ul className="sj-muted sj-tr-assumptions">
              {result.breakEven.assumptions.map((a) => (
                <li key={a}>{a}</li>
              ))}
            </ul>
            <p className="sj-muted">此为按披露数据的测算，不是收益承诺；投资有风险。</p>
          </div>
        ) : (
          <p className="sj-muted" data-testid="calc-no-breakeven">
            {result.breakEven.reason}
          </p>
        )}
      </div>
    </div>
  );
}
