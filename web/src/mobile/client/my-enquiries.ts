// Mobile 我的咨询's behaviour over its server-rendered frame (routes/my-enquiries/route.tsx): the desktop
// page's flow (routes/wode-zixun/route.tsx and ProveForm.tsx) in plain DOM. Every call goes to the desktop
// origin's /graphql with credentials (client/graphql.ts), so the proof lives on the same sj_sid session as
// the desktop's; the rows and both export files come from the desktop's builders (wode-zixun/rows.ts).
// The documents of routes/wode-zixun/documents.ts and components/enquiry/documents.ts, imported by name
// from the generated module (the `graphql()` lookup would bring every document of the site).
import { NOT_VERIFIED_CODE } from '@shangji/contract/captcha-proof';
import { CaptchaProof } from '../../components/enquiry/captcha-proof';
import { newAttemptKey } from '../../components/enquiry/pow';
import { MOBILE_PATTERN as MOBILE } from '../../components/enquiry/validate';
import {
  DeleteMyEnquiriesDocument,
  EndMyEnquiriesDocument,
  EnquiryCaptchaDocument,
  MyEnquiriesDocument,
  ProveMyPhoneDocument,
  SendSmsCodeDocument,
  SetDoNotContactDocument,
  WithdrawMyEnquiryDocument,
  type MyEnquiryList_ListFragment,
} from '../../gql/graphql';
import { chinaTime, download, myRow, rowsCsv, rowsJson, shownSteps, type MyRow } from '../../routes/wode-zixun/rows';
import { EmptyAnswer, request } from './graphql';
import { notify } from './toast';

// The desktop ProveForm's checks (routes/wode-zixun/ProveForm.tsx), the same messages.
const RESEND_SECONDS = 60;
// The API's answer when this session holds no valid proof (schema/my-enquiries.graphql).

type Answer = { ok: boolean; code: number; message: string; list?: MyEnquiryList_ListFragment | null } | null | undefined;

export function bindMyEnquiries(root: HTMLElement): void {
  const $ = <T extends HTMLElement>(sel: string) => root.querySelector<T>(sel)!;
  const checking = $('[data-my-checking]');
  const failed = $('[data-my-error]');
  const form = $<HTMLFormElement>('form[data-my-prove]');
  const listArea = $('[data-my-list]');
  const phoneText = $('[data-my-phone]');
  const expires = $('[data-my-expires]');
  const rowsList = $('[data-my-rows]');
  const empty = $('[data-my-empty]');
  const dnc = $<HTMLInputElement>('[data-my-dnc]');
  const captchaButton = $<HTMLButtonElement>('[data-my-captcha]');
  const codeButton = $<HTMLButtonElement>('[data-my-get-code]');
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  const actions = [...root.querySelectorAll<HTMLButtonElement>('[data-my-export], [data-my-delete-all], [data-my-end]')];

  let list: MyEnquiryList_ListFragment | null = null;
  let rows: MyRow[] = [];
  let busy = false;
  // The one captcha + proof-of-work client (components/enquiry/captcha-proof.ts).
  const captchaProof = new CaptchaProof(async () => (await request(EnquiryCaptchaDocument)).enquiryCaptcha);
  let countdown = 0;
  let ticking: ReturnType<typeof setInterval> | undefined;

  function show(phase: 'checking' | 'prove' | 'list' | 'error') {
    checking.hidden = phase !== 'checking';
    failed.hidden = phase !== 'error';
    form.hidden = phase !== 'prove';
    listArea.hidden = phase !== 'list';
    if (phase === 'prove') void refreshCaptcha();
  }

  function setBusy(on: boolean) {
    busy = on;
    submit.disabled = on;
    codeButton.disabled = on || countdown > 0;
    dnc.disabled = on;
    for (const b of actions) b.disabled = on || (b.dataset.myEnd === undefined && rows.length === 0);
    for (const b of rowsList.querySelectorAll('button')) b.disabled = on;
  }

  function rowItem(row: MyRow): HTMLLIElement {
    const li = document.createElement('li');
    li.dataset.id = row.id;
    li.dataset.testid = 'my-row';
    const brand = document.createElement(row.brandUrl ? 'a' : 'strong');
    brand.textContent = row.brand;
    brand.className = 'm-my-brand';
    if (brand instanceof HTMLAnchorElement) brand.href = row.brandUrl;
    const facts = document.createElement('dl');
    for (const [label, value, testid] of [
      ['接收方', row.recipient, 'my-recipient'],
      ['提交时间', row.time, 'my-time'],
    ] as const) {
      const dt = document.createElement('dt');
      dt.textContent = label;
      const dd = document.createElement('dd');
      dd.textContent = value;
      dd.dataset.testid = testid;
      facts.append(dt, dd);
    }
    // The lead's steps as the desktop table shows them (wode-zixun/rows.ts shownSteps): 已送达 the recipient,
    // 对方已查看, 已联系 … each with its time, the current one last.
    const progressTerm = document.createElement('dt');
    progressTerm.textContent = '进展';
    const progress = document.createElement('dd');
    progress.dataset.testid = 'my-status';
    const steps = document.createElement('ol');
    steps.className = 'm-my-steps';
    steps.setAttribute('aria-label', `进展，当前：${row.status}`);
    for (const step of shownSteps(row)) {
      const li = document.createElement('li');
      li.dataset.testid = 'my-step';
      li.dataset.state = step.state;
      const time = document.createElement('time');
      time.textContent = step.time;
      li.append(Object.assign(document.createElement('span'), { textContent: step.label }), ' ', time);
      steps.append(li);
    }
    progress.append(steps);
    facts.append(progressTerm, progress);
    const buttons = document.createElement('div');
    buttons.className = 'm-my-row-actions';
    if (!row.withdrawnAt) {
      const withdraw = document.createElement('button');
      withdraw.type = 'button';
      withdraw.className = 'm-button m-button-ghost';
      withdraw.textContent = '撤回';
      withdraw.setAttribute('aria-label', `撤回对「${row.brand}」的咨询`);
      withdraw.addEventListener('click', () => void change(() => request(WithdrawMyEnquiryDocument, { id: row.id }).then((d) => d.withdrawMyEnquiry)));
      buttons.append(withdraw);
    }
    const remove = document.createElement('button');
    remove.type = 'button';
    remove.className = 'm-button m-button-ghost';
    remove.textContent = '删除';
    remove.setAttribute('aria-label', `删除对「${row.brand}」的咨询`);
    remove.addEventListener('click', () => removeRows([row.id], `对「${row.brand}」的这条咨询`));
    buttons.append(remove);
    li.append(brand, facts, buttons);
    return li;
  }

  function drawList(next: MyEnquiryList_ListFragment) {
    list = next;
    rows = next.enquiries.map(myRow);
    phoneText.textContent = next.maskedPhone;
    expires.textContent = `本次验证有效至 ${chinaTime(next.expiresAt)}，到期或退出后需重新验证。`;
    dnc.checked = next.doNotContact;
    rowsList.replaceChildren(...rows.map(rowItem));
    empty.hidden = rows.length > 0;
    show('list');
    setBusy(busy);
  }

  async function check() {
    show('checking');
    try {
      const r = (await request(MyEnquiriesDocument)).myEnquiries;
      if (r.ok && r.list) drawList(r.list);
      else if (r.code === NOT_VERIFIED_CODE) show('prove');
      else {
        notify('error', r.message);
        show('error');
      }
    } catch (error) {
      if (error instanceof EmptyAnswer) notify('error', '系统繁忙！请稍后再试！');
      show('error');
    }
  }

  /** Runs one change; its answer replaces the list, a 401 (proof ended) returns to the proof. */
  async function change(run: () => Promise<Answer>) {
    if (busy) return;
    setBusy(true);
    try {
      const r = await run();
      if (!r) return notify('error', '请求失败，请稍后再试');
      if (r.code === NOT_VERIFIED_CODE) {
        list = null;
        rows = [];
        show('prove');
        return notify('warning', r.message);
      }
      notify(r.ok ? 'success' : 'warning', r.message);
      if (r.ok && r.list) drawList(r.list);
      else if (list) dnc.checked = list.doNotContact;
    } catch {
      notify('error', '网络异常，操作未完成，请稍后再试');
      if (list) dnc.checked = list.doNotContact;
    } finally {
      setBusy(false);
    }
  }

  function removeRows(ids: string[], what: string) {
    if (!window.confirm(`确定删除${what}吗？删除后无法恢复，接收方也将无法再看到。`)) return;
    void change(() => request(DeleteMyEnquiriesDocument, { ids }).then((d) => d.deleteMyEnquiries));
  }

  async function refreshCaptcha() {
    field('captcha').value = '';
    try {
      const image = await captchaProof.renew();
      // A newer renew() started meanwhile: its image is the one to show.
      if (image === undefined) return;
      const img = document.createElement('img');
      img.src = image ?? '';
      img.alt = '图片验证码';
      img.dataset.testid = 'my-captcha';
      captchaButton.replaceChildren(img);
    } catch {
      captchaButton.replaceChildren(Object.assign(document.createElement('span'), { className: 'm-muted', textContent: '加载失败，点击重试' }));
      notify('error', '图片验证码加载失败，请检查网络后点击图片重试');
    }
  }

  function drawCountdown() {
    codeButton.textContent = countdown > 0 ? `${countdown}秒后重新获取` : '获取验证码';
    codeButton.disabled = busy || countdown > 0;
    if (countdown <= 0 && ticking) {
      clearInterval(ticking);
      ticking = undefined;
    }
  }

  codeButton.addEventListener('click', async () => {
    const mobile = field('mobile').value.trim();
    const captcha = field('captcha').value.trim();
    if (!mobile) return notify('warning', '请输入您的手机号');
    if (!MOBILE.test(mobile)) return notify('warning', '请输入正确的手机号码');
    if (!captcha) return notify('warning', '请输入图片验证码');
    setBusy(true);
    try {
      const proof = await captchaProof.proof();
      if (!proof.ok) return notify('warning', proof.message);
      const r = (await request(SendSmsCodeDocument, { phone: mobile, captcha, pow: proof.pow, idempotencyKey: newAttemptKey() })).sendSmsCode;
      if (r?.ok) {
        notify('success', r.message);
        countdown = RESEND_SECONDS;
        ticking ??= setInterval(() => {
          countdown -= 1;
          drawCountdown();
        }, 1000);
      } else {
        notify('warning', r?.message ?? '请求失败，请稍后再试');
        void refreshCaptcha();
      }
    } catch {
      notify('error', '网络异常，验证码未能发送，请稍后再试');
    } finally {
      setBusy(false);
      drawCountdown();
    }
  });

  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    if (busy) return;
    const mobile = field('mobile').value.trim();
    const code = field('code').value.trim();
    if (!MOBILE.test(mobile)) return notify('warning', '请输入正确的手机号码');
    if (!/^\d{6}$/.test(code)) return notify('warning', '请输入正确的手机验证码');
    setBusy(true);
    try {
      const r = (await request(ProveMyPhoneDocument, { phone: mobile, smsCode: code })).proveMyPhone;
      if (r.ok && r.list) {
        field('code').value = '';
        drawList(r.list);
        notify('success', '验证成功');
      } else notify('warning', r.message);
    } catch {
      notify('error', '网络异常，请稍后再试');
    } finally {
      setBusy(false);
    }
  });

  captchaButton.addEventListener('click', () => void refreshCaptcha());
  $('[data-my-retry]').addEventListener('click', () => void check());
  dnc.addEventListener('change', () => {
    const on = dnc.checked;
    void change(() => request(SetDoNotContactDocument, { on }).then((d) => d.setDoNotContact));
  });
  $('[data-my-delete-all]').addEventListener('click', () => removeRows(rows.map((r) => r.id), `全部${rows.length}条咨询`));
  $('[data-my-end]').addEventListener('click', () =>
    void change(async () => {
      const r = (await request(EndMyEnquiriesDocument)).endMyEnquiries;
      if (r.ok) {
        list = null;
        rows = [];
        rowsList.replaceChildren();
        show('prove');
      }
      return r;
    }),
  );
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-my-export]')) {
    button.addEventListener('click', () => {
      if (!list) return;
      if (button.dataset.myExport === 'json') download('我的咨询.json', 'application/json;charset=utf-8', rowsJson(list.maskedPhone, rows));
      else download('我的咨询.csv', 'text/csv;charset=utf-8', rowsCsv(rows));
    });
  }

  void check();
}
