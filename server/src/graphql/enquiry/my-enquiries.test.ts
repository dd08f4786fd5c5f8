// 我的咨询's steps: what the enquirer reads for each state of the lead, in the order it happened.
import { describe, expect, it } from 'vitest';
import type { WireMyEnquiry } from '@shangji/contract';
import { progressOf } from './my-enquiries';

const T = 1_790_000_000;
const base: WireMyEnquiry = {
  id: 7, aid: 1, typeid: 1, title: '蜜雪冰城', recipient: '该品牌的运营公司「蜜雪冰城股份有限公司」', addtime: T,
  status: 'received', withdrawntime: null, consent_text: '我同意……', consent_version: '2026-11-26',
  lead_state: 'submitted', events: [],
};
const iso = (s: number) => new Date(s * 1000).toISOString();

describe('progressOf', () => {
  it('starts at 已提交 with the submission time when no event says so', () => {
    expect(progressOf(base)).toEqual([{ state: 'SUBMITTED', label: '已提交', time: iso(T) }]);
  });

  it('names the recipient as stored when delivered, then who looked, in time order', () => {
    const e: WireMyEnquiry = {
      ...base,
      lead_state: 'contacted',
      events: [
        { state: 'submitted', at: T },
        { state: 'contacted', at: T + 3600 },
        { state: 'delivered', at: T + 5 },
        { state: 'viewed', at: T + 600 },
      ],
    };
    expect(progressOf(e).map((s) => `${s.label}@${s.time}`)).toEqual([
      `已提交@${iso(T)}`,
      `已送达该品牌的运营公司「蜜雪冰城股份有限公司」@${iso(T + 5)}`,
      `对方已查看@${iso(T + 600)}`,
      `已联系@${iso(T + 3600)}`,
    ]);
    expect(progressOf(e).map((s) => s.state)).toEqual(['SUBMITTED', 'DELIVERED', 'VIEWED', 'CONTACTED']);
  });

  it('shows 撤回 with its time, from the event or else from the enquiry', () => {
    const withdrawn: WireMyEnquiry = { ...base, status: 'withdrawn', withdrawntime: T + 90, lead_state: 'withdrawn', events: [{ state: 'delivered', at: T + 5 }] };
    expect(progressOf(withdrawn).at(-1)).toEqual({ state: 'WITHDRAWN', label: '撤回', time: iso(T + 90) });
    const both = { ...withdrawn, events: [{ state: 'submitted', at: T }, { state: 'withdrawn', at: T + 90 }] };
    expect(progressOf(both).filter((s) => s.state === 'WITHDRAWN')).toHaveLength(1);
  });

  it('leaves out a state it does not know', () => {
    expect(progressOf({ ...base, events: [{ state: 'teleported', at: T + 1 }] }).map((s) => s.state)).toEqual(['SUBMITTED']);
  });
});
