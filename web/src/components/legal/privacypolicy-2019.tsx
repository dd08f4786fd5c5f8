// The text of /privacypolicy/2019-10-16 (the privacy policy as it stood on 2019-10-16, superseded:
// docs/decisions/0080), shared by the desktop page (web/src/routes/privacypolicy-2019) and the mobile site's.
import { COMPANY_ADDRESS, COMPANY_NAME, HOTLINE, HOTLINE_HOURS, SITE_NAME } from '../site';
import { TextSection } from '../StaticPage';
import { SiteLink } from './SiteLink';

export function PrivacyPolicy2019Text() {
  return (
    <>
      <p className="sj-note" role="note">
        这是旧版本，已不再适用，仅供查阅。现行版本见<SiteLink to="/privacypolicy">《隐私政策》</SiteLink>。
      </p>
      <p className="sj-muted">
        更新日期：<time dateTime="2019-10-16">2019年10月16日</time>
      </p>
      <p>
        {COMPANY_NAME}（以下简称“我们”）深知个人信息对您的重要性，并会尽全力保护您的个人信息安全。我们依据相关法律法规制定本政策，说明您在使用
        {SITE_NAME}（以下简称“本网站”）时，我们如何收集、使用、共享和保护您的个人信息，以及您如何管理这些信息。请您在使用本网站前仔细阅读本政策；您提交留言即表示您已阅读并同意本政策。
      </p>

      <TextSection id="collect" title="一、我们收集哪些信息">
        <p>当您通过本网站的加盟留言表单向品牌咨询时，我们会收集您主动填写的以下信息：</p>
        <ul>
          <li>姓名（或称呼）；</li>
          <li>手机号（用于接收短信验证码及品牌方回访）；</li>
          <li>所在地区（省份和城市）；</li>
          <li>留言内容（您希望了解的加盟问题）。</li>
        </ul>
        <p>
          为保障网站安全、防止恶意提交，我们还会自动记录您访问时的IP地址、浏览器类型、访问时间和访问的页面。浏览品牌、资讯和专题无需注册，也不需要您提供上述个人信息。
        </p>
      </TextSection>

      <TextSection id="use" title="二、我们如何使用这些信息">
        <ul>
          <li>将您的留言信息（姓名、手机号、所在地区、留言）传递给您所选择咨询的品牌方，由品牌方与您联系并提供加盟资料；</li>
          <li>向您的手机号发送验证码，确认留言确由您本人提交；</li>
          <li>统计分析网站访问情况，改进我们的服务，识别和阻止异常、恶意的访问。</li>
        </ul>
        <p>除上述用途外，未经您的同意，我们不会将您的个人信息用于其他目的。</p>
      </TextSection>

      <TextSection id="share" title="三、我们如何共享、转让和公开披露信息">
        <p>
          您的留言只会提供给您选择咨询的品牌方。我们不会向其他任何公司、组织或个人出售您的个人信息。除法律法规规定或有权机关依法要求外，我们不会公开披露您的个人信息。品牌方收到您的信息后，应当仅为与您沟通加盟事宜而使用，并依法保护您的个人信息。
        </p>
      </TextSection>

      <TextSection id="store" title="四、我们如何保存和保护信息">
        <p>
          我们在中华人民共和国境内收集和产生的个人信息存储在中国境内。我们采取加密传输、访问权限控制等安全措施，防止个人信息遭到未经授权的访问、泄露、篡改或丢失。
        </p>
        <p>我们仅在实现本政策所述目的所必需的期限内保存您的个人信息。为网站安全而记录的IP地址，将在记录之日起六十天后删除。</p>
        <p>如本网站停止运营，我们将至少提前15日以公告等形式通知您，并在停止运营后删除或匿名化处理您的个人信息。</p>
      </TextSection>

      <TextSection id="rights" title="五、您的权利">
        <p>
          您有权查询、更正、删除您的个人信息，有权撤回同意，也可以要求我们不再将您的留言提供给品牌方。您可以通过本政策第八条的联系方式向我们提出请求。为保障安全，我们可能需要先验证您的身份，并将在收到请求并验证身份后三十天内答复。
        </p>
      </TextSection>

      <TextSection id="minors" title="六、未成年人的个人信息">
        <p>
          本网站提供的是加盟创业投资信息，面向成年人。未满18周岁的未成年人不得使用本网站提交留言或咨询。我们不会主动收集不满14周岁儿童的个人信息；如发现在未获得监护人同意的情况下收集了不满14周岁儿童的个人信息，我们将尽快删除相关信息。
        </p>
      </TextSection>

      <TextSection id="changes" title="七、本政策的更新">
        <p>
          我们可能适时修订本政策。修订后的政策将在本页面发布并注明更新日期；对于重大变更，我们还会在网站显著位置予以提示。您也可以阅读我们的<SiteLink to="/servicestatement">服务声明</SiteLink>。
        </p>
      </TextSection>

      <TextSection id="contact" title="八、如何联系我们">
        <p>如您对本政策或您的个人信息有任何疑问、意见或投诉，可以通过以下方式与我们联系：</p>
        <ul>
          <li>客服热线：{HOTLINE}（服务时间：{HOTLINE_HOURS}）</li>
          <li>公司名称：{COMPANY_NAME}</li>
          <li>公司地址：{COMPANY_ADDRESS}</li>
        </ul>
      </TextSection>
    </>
  );
}
