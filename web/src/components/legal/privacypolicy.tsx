// The text of /privacypolicy, shared by the desktop page (web/src/routes/privacypolicy) and the mobile site's.
import { ENQUIRY_RETENTION_DAYS, HOTLINE_RELAY, MY_ENQUIRIES_PATH, SITE_ADVISERS, SITE_MARKETING_ADVISERS } from '@shangji/contract/consent';
import { COMPANY_ADDRESS, COMPANY_NAME, HOTLINE, HOTLINE_HOURS, SITE_NAME } from '../site';
import { TextSection } from '../StaticPage';
import { SiteLink } from './SiteLink';

/** The date of this version; older versions are listed at the end. */
export const POLICY_VERSION = '2026-11-26';

export function PrivacyPolicyText() {
  return (
    <>
      <p className="sj-muted">
        本版本日期：<time dateTime={POLICY_VERSION}>2026年11月26日</time>（自该日起生效）
      </p>
      <p>
        {COMPANY_NAME}（以下简称“我们”）运营{SITE_NAME}（以下简称“本网站”），是您在本网站提交的个人信息的处理者。本政策依据《中华人民共和国个人信息保护法》等法律法规，说明我们处理哪些个人信息、为什么处理、提供给谁、保存多久，以及您如何行使您的权利。浏览品牌、资讯、专题和排行榜，无需提供任何个人信息。
      </p>

      <TextSection id="collect" title="一、我们收集哪些信息，为什么收集">
        <p>只有当您通过留言表单向某个品牌咨询时，我们才会收集您主动填写的以下信息：</p>
        <ul>
          <li>姓名（或称呼）、手机号：用于让您所同意的接收方与您联系；手机号同时用于发送短信验证码，确认是您本人提交；</li>
          <li>所在地区（省份和城市，可不填）、留言内容（可不填）：用于接收方了解您的需求；</li>
          <li>您勾选的同意说明的原文、其版本和勾选时间：用于证明您对该次提供给谁作出了同意。</li>
        </ul>
        <p>
          为保障网站安全、防止恶意提交，我们还会自动记录提交时的IP地址、浏览器会话标识（Cookie
          sj_sid，仅用于图片验证码和短信验证，浏览器关闭后失效）。
        </p>
      </TextSection>

      <TextSection id="recipients" title="二、每次留言提供给谁：单独同意">
        <p>
          我们不会把“提交”当作同意。每个留言表单在提交按钮之前都写明本次留言的<strong>接收方</strong>及其联系方式、用途和保存期限，并附有一个默认<strong>不勾选</strong>的复选框；只有您勾选后，我们才会接收并提供本次留言。一次同意只适用于一个品牌的一次留言。接收方的联系方式：已认证（VIP）品牌的运营公司写明其公开的电话；其他接收方写明“{HOTLINE_RELAY}”。
        </p>
        <ul>
          <li>品牌已由其企业认领（已入驻）：接收方是<strong>该品牌的运营公司</strong>，表单中写明公司名称；</li>
          <li>品牌尚未被任何企业认领：接收方是<strong>{SITE_ADVISERS}</strong>，我们不会把您的信息交给品牌方或任何其他人；</li>
          <li>“品牌营销”咨询：接收方是<strong>{SITE_MARKETING_ADVISERS}</strong>。</li>
        </ul>
        <p>
          除您同意的接收方外，我们不向任何公司、组织或个人提供、出售或出租您的个人信息；除法律法规规定或有权机关依法要求外，不公开披露。接收方只能为与您沟通本次咨询而使用您的信息，并应依法保护。
        </p>
        <p>
          为保护您免受骚扰，同一手机号每天最多向5个不同品牌留言，向同一品牌30天内只会发送一次；重复提交时我们会告诉您上次提交的时间，不会再次发送。
        </p>
      </TextSection>

      <TextSection id="retention" title="三、保存多久">
        <ul>
          <li>留言（姓名、手机号、地区、留言内容及同意记录）：自提交之日起{`最多保存${ENQUIRY_RETENTION_DAYS}天`}，期满删除；您也可以随时要求提前删除；</li>
          <li>为网站安全而记录的IP地址：记录之日起六十天后删除；</li>
          <li>短信验证码：5分钟内有效，仅以不可逆的方式保存；</li>
          <li>删除后，我们只保留不含任何个人信息的匿名数量（某日某类留言被删除了多少条），用于统计。</li>
        </ul>
        <p>我们在中华人民共和国境内收集和产生的个人信息存储在中国境内，并采取加密传输、访问权限控制等措施防止未经授权的访问、泄露、篡改或丢失。</p>
      </TextSection>

      <TextSection id="rights" title="四、您的权利，以及如何行使">
        <p>您对自己的个人信息享有以下权利：</p>
        <ul>
          <li>查阅、复制：了解用您的手机号提交的每一条留言（品牌、接收方、时间、状态），并获得其副本；</li>
          <li>更正：更正不准确的信息；</li>
          <li>撤回同意：撤回某一条留言的同意，之后不再提供给接收方；撤回不影响撤回前已进行的处理；</li>
          <li>删除：删除留言，个人信息随即被清除；</li>
          <li>拒绝联系：设置“请勿联系”，此后该手机号的留言都不再提供给任何接收方，也不再接受新的留言，直到您取消。</li>
        </ul>
        <p>
          查阅、复制、撤回、删除和设置“请勿联系”，您可以随时在<SiteLink to={MY_ENQUIRIES_PATH}>我的咨询</SiteLink>
          自助完成：用短信验证码确认手机号属于您之后，即可看到用该手机号提交的每一条留言（品牌、接收方、时间、状态），导出副本（JSON或CSV），撤回或删除某一条，或设置“请勿联系”。验证只对当前浏览器有效，15分钟后失效，且只显示该手机号自己的留言。
        </p>
        <p>更正信息或其他请求，请通过第八条的方式联系我们；我们同样会先确认手机号属于您，并在验证身份后三十天内答复。</p>
      </TextSection>

      <TextSection id="minors" title="五、未成年人的个人信息">
        <p>
          本网站提供的是加盟创业投资信息，面向成年人。未满18周岁的未成年人不得使用本网站提交留言或咨询。我们不会主动收集不满14周岁儿童的个人信息；如发现在未获得监护人同意的情况下收集了不满14周岁儿童的个人信息，我们将尽快删除。
        </p>
      </TextSection>

      <TextSection id="shutdown" title="六、停止运营">
        <p>如本网站停止运营，我们将至少提前15日以公告等形式通知您，并在停止运营后删除或匿名化处理您的个人信息。</p>
      </TextSection>

      <TextSection id="changes" title="七、本政策的更新和历史版本">
        <p>
          修订后的政策将在本页面发布并注明版本日期；涉及接收方、用途或保存期限的变更，会在留言表单的同意说明中体现，并需要您重新勾选同意。旧版本保留可查：
        </p>
        <ul>
          <li>
            <SiteLink to="/privacypolicy/2019-10-16">2019年10月16日版</SiteLink>（已失效）
          </li>
        </ul>
        <p>
          另请阅读我们的<SiteLink to="/servicestatement">服务声明</SiteLink>。
        </p>
      </TextSection>

      <TextSection id="contact" title="八、如何联系我们">
        <p>如您对本政策或您的个人信息有任何疑问、意见、投诉或请求，可以通过以下方式与我们联系：</p>
        <ul>
          <li>个人信息处理者：{COMPANY_NAME}</li>
          <li>客服热线：{HOTLINE}（服务时间：{HOTLINE_HOURS}）</li>
          <li>公司地址：{COMPANY_ADDRESS}</li>
        </ul>
      </TextSection>
    </>
  );
}
