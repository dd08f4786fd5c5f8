// Mobile 我的咨询, /wode/zixun (the desktop's address, docs/decisions/0092 and 0105): the server renders
// only the frame — never anyone's data, as the desktop page — and client/my-enquiries.ts asks myEnquiries
// on the desktop origin's /graphql (where the proof's session cookie lives), then shows the prove form or
// the list. noindex, canonical to the desktop page.
import { SITE_NAME } from '../../../components/site';
import { Head } from '../../components/Head';
import { useBindings } from '../../assets';

export const loader = () => Promise.resolve(null);

export function Component() {
  useBindings('my-enquiries');
  return (
    <>
      <Head
        title={`我的咨询_${SITE_NAME}`}
        description={`在${SITE_NAME}查看用您的手机号提交的每一条咨询：提供给了谁、何时提交；可导出、撤回、删除，或设置请勿联系。`}
        path="/wode/zixun"
        noindex
      />
      <nav className="m-crumbs" aria-label="面包屑">
        <a href="/">首页</a>
        <a href="/privacypolicy">隐私政策</a>
      </nav>
      <h1 className="m-title">我的咨询</h1>
      <div id="my-enquiries" className="m-my" data-my-enquiries="">
        <p className="m-muted">
          这里列出用您的手机号在本站提交的每一条咨询，以及它提供给了谁。您可以导出副本、撤回某一条（之后不再提供给接收方）、删除（个人信息随即清除），或设置“请勿联系”。详见
          <a href="/privacypolicy">《隐私政策》</a>。
        </p>
        <p className="m-muted" data-my-checking="">
          正在查询…
        </p>
        <noscript>
          <p className="m-muted">查看我的咨询需要开启浏览器脚本。</p>
        </noscript>
        <p data-my-error="" hidden>
          暂时无法查询您的咨询，请检查网络后
          <button type="button" className="m-button m-button-ghost" data-my-retry="">
            重试
          </button>
        </p>
        <form className="m-form" aria-labelledby="my-prove-title" noValidate data-my-prove="" hidden>
          <h2 id="my-prove-title">验证手机号</h2>
          <p className="m-muted">输入提交咨询时填写的手机号，获取短信验证码后即可查看。验证有效期15分钟，只对本浏览器有效。</p>
          <label htmlFor="my-mobile">手机号</label>
          <input id="my-mobile" name="mobile" type="tel" inputMode="tel" autoComplete="tel" maxLength={11} />
          <label htmlFor="my-captcha">图片验证码</label>
          <div className="m-row">
            <input id="my-captcha" name="captcha" autoComplete="off" maxLength={8} />
            <button type="button" className="m-captcha" data-my-captcha="" aria-label="看不清，换一张图片验证码">
              <span className="m-muted">加载中…</span>
            </button>
          </div>
          <label htmlFor="my-code">短信验证码</label>
          <div className="m-row">
            <input id="my-code" name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
            <button type="button" className="m-button m-button-ghost" data-my-get-code="">
              获取验证码
            </button>
          </div>
          <button type="submit" className="m-button m-submit">
            验证并查看我的咨询
          </button>
        </form>
        <section className="m-section" aria-labelledby="my-list-title" data-my-list="" hidden>
          <h2 id="my-list-title">
            手机号 <span data-testid="my-phone" data-my-phone="" /> 的咨询
          </h2>
          <p className="m-muted" data-my-expires="" />
          <div className="m-my-actions">
            <button type="button" className="m-button m-button-ghost" data-my-export="json">
              导出JSON
            </button>
            <button type="button" className="m-button m-button-ghost" data-my-export="csv">
              导出CSV
            </button>
            <button type="button" className="m-button m-button-ghost" data-my-delete-all="">
              全部删除
            </button>
            <button type="button" className="m-button m-button-ghost" data-my-end="">
              退出
            </button>
          </div>
          <label className="m-my-dnc">
            <input type="checkbox" data-testid="my-dnc" data-my-dnc="" />
            <span>请勿联系（该手机号的咨询不再提供给任何接收方，也不再接受新的咨询）</span>
          </label>
          <p className="m-empty" data-my-empty="" hidden>
            没有用这个手机号提交的咨询。
          </p>
          <ul className="m-my-rows" data-testid="my-rows" data-my-rows="" />
        </section>
      </div>
    </>
  );
}
