import { describe, expect, it } from 'vitest';
import { chinaTime, myRow, rowsCsv, rowsJson, shownSteps } from './rows';

const step = (state: 'SUBMITTED' | 'DELIVERED' | 'WITHDRAWN', label: string, time: string) => ({ __typename: 'MyEnquiryStep' as const, state, label, time });

const item = {
  __typename: 'MyEnquiry' as const,
  id: '42',
  typeId: 1,
  brand: { __typename: 'Brand' as const, id: '7' },
  brandName: '茶颜, "悦色"',
  recipient: '本站自己的加盟顾问',
  time: '2026-11-25T16:30:00.000Z',
  status: 'WITHDRAWN' as const,
  withdrawnAt: '2026-11-26T01:02:00.000Z',
  consentText: '=HYPERLINK("x")',
  consentVersion: '2026-11-26',
  state: 'WITHDRAWN' as const,
  stateLabel: '撤回',
  progress: [
    step('SUBMITTED', '已提交', '2026-11-25T16:30:00.000Z'),
    step('DELIVERED', '已送达本站自己的加盟顾问', '2026-11-25T16:31:00.000Z'),
    step('WITHDRAWN', '撤回', '2026-11-26T01:02:00.000Z'),
  ],
};
const PROGRESS = '已提交 2026-11-26 00:30；已送达本站自己的加盟顾问 2026-11-26 00:31；撤回 2026-11-26 09:02';

describe('我的咨询 rows and their copies', () => {
  it('shows times in China time and the state and its steps in Chinese', () => {
    expect(chinaTime('2026-11-25T16:30:00.000Z')).toBe('2026-11-26 00:30');
    const row = myRow(item);
    expect(row).toMatchObject({ brandUrl: '/shangji/7', status: '撤回', time: '2026-11-26 00:30', withdrawnAt: '2026-11-26 09:02', progress: PROGRESS });
    expect(myRow({ ...item, brand: null }).brandUrl).toBe('');
  });

  it('shows the steps after 已提交 once the lead moved on, else 已提交 alone', () => {
    expect(shownSteps(myRow(item)).map((s) => s.label)).toEqual(['已送达本站自己的加盟顾问', '撤回']);
    const fresh = myRow({ ...item, state: 'SUBMITTED', stateLabel: '已提交', progress: item.progress.slice(0, 1) });
    expect(shownSteps(fresh)).toEqual([{ state: 'SUBMITTED', label: '已提交', time: '2026-11-26 00:30' }]);
  });

  it('writes JSON and CSV from the same rows, quoting commas and quotes and defusing formulas', () => {
    const rows = [myRow(item)];
    const json = JSON.parse(rowsJson('138****1234', rows)) as { 手机号: string; 咨询: Record<string, string>[] };
    expect(json.手机号).toBe('138****1234');
    expect(json.咨询).toEqual([expect.objectContaining({ 编号: '42', 品牌: '茶颜, "悦色"', 状态: '撤回', 进展: PROGRESS, 接收方: '本站自己的加盟顾问' })]);
    const csv = rowsCsv(rows);
    expect(csv.startsWith('\uFEFF编号,品牌,品牌页面,接收方,提交时间,状态,进展,撤回时间,同意说明,同意说明版本\r\n')).toBe(true);
    expect(csv).toContain(`42,"茶颜, ""悦色""",/shangji/7,本站自己的加盟顾问,2026-11-26 00:30,撤回,${PROGRESS},2026-11-26 09:02,"'=HYPERLINK(""x"")",2026-11-26\r\n`);
  });
});
