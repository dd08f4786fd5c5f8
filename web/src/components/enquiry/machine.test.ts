import { describe, expect, it } from 'vitest';
import { enquiryReducer as next, initialEnquiryState, type EnquiryEvent, type EnquiryState } from './machine';

const run = (events: EnquiryEvent[], from: EnquiryState = initialEnquiryState) => events.reduce(next, from);

describe('the enquiry form machine', () => {
  it('goes filling → requestingCode → filling with a countdown → submitting → submitted', () => {
    let s = run([{ type: 'FIELD', field: 'name', value: '张三' }, { type: 'GET_CODE', key: 'k-sms' }]);
    expect(s.step).toBe('requestingCode');
    s = next(s, { type: 'CODE_SENT', seconds: 60 });
    expect(s).toMatchObject({ step: 'filling', countdown: 60, smsKey: null });
    s = run([{ type: 'TICK' }, { type: 'TICK' }], s);
    expect(s.countdown).toBe(58);
    s = run([{ type: 'FIELD', field: 'content', value: '你好' }, { type: 'CONSENT', checked: true }, { type: 'SUBMIT', key: 'k1' }], s);
    expect(s).toMatchObject({ step: 'submitting', submitKey: 'k1' });
    s = next(s, { type: 'SUBMITTED' });
    // Region and message cleared, name kept, consent unticked: it covered that enquiry only.
    expect(s).toMatchObject({ step: 'submitted', consent: false, submitKey: null, countdown: 0 });
    expect(s.fields).toMatchObject({ name: '张三', content: '' });
  });

  it('keeps the submit key when the answer never came, and drops it on a definite answer', () => {
    let s = run([{ type: 'SUBMIT', key: 'k1' }, { type: 'SUBMIT_FAILED' }]);
    expect(s).toMatchObject({ step: 'filling', submitKey: 'k1' });
    s = run([{ type: 'SUBMIT', key: s.submitKey! }, { type: 'SUBMIT_REFUSED' }], s);
    expect(s.submitKey).toBeNull();
    s = run([{ type: 'GET_CODE', key: 's1' }, { type: 'CODE_FAILED', error: ' 系统参数错误' }]);
    expect(s).toMatchObject({ smsKey: 's1', codeError: ' 系统参数错误' });
    // A new captcha is a new attempt; a refusal spends the captcha typed.
    expect(next(s, { type: 'CAPTCHA_RENEWED' }).smsKey).toBeNull();
    s = run([{ type: 'FIELD', field: 'captcha', value: 'ab12' }, { type: 'GET_CODE', key: 's2' }, { type: 'CODE_REFUSED' }]);
    expect(s).toMatchObject({ smsKey: null, fields: { captcha: '' } });
  });

  it('ignores a second request while one runs, and answers that belong to no request', () => {
    const busy = run([{ type: 'SUBMIT', key: 'k1' }]);
    expect(next(busy, { type: 'SUBMIT', key: 'k2' })).toBe(busy);
    expect(next(busy, { type: 'GET_CODE', key: 's' })).toBe(busy);
    expect(next(initialEnquiryState, { type: 'SUBMITTED' })).toBe(initialEnquiryState);
    expect(next(initialEnquiryState, { type: 'CODE_SENT', seconds: 60 })).toBe(initialEnquiryState);
  });

  it('on NOT_VERIFIED drops the key and the codes, and typing after a success starts a new enquiry', () => {
    let s = run([{ type: 'SUBMIT', key: 'k' }, { type: 'NOT_VERIFIED' }]);
    expect(s).toMatchObject({ step: 'filling', submitKey: null, fields: { smsCode: '', captcha: '' } });
    s = run([{ type: 'SUBMIT', key: 'k' }, { type: 'SUBMITTED' }, { type: 'FIELD', field: 'content', value: 'x' }]);
    expect(s.step).toBe('filling');
    s = run([{ type: 'FIELD', field: 'province', value: '广东' }, { type: 'FIELD', field: 'city', value: '深圳' }, { type: 'FIELD', field: 'province', value: '湖南' }]);
    expect(s.fields).toMatchObject({ province: '湖南', city: '' });
  });
});
