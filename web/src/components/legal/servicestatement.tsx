// The text of /servicestatement, shared by the desktop page (web/src/routes/servicestatement) and the mobile site's.
import { HOTLINE, HOTLINE_HOURS, RISK_NOTICE, SITE_NAME } from '../site';
import { TextSection } from '../StaticPage';
import { SiteLink } from './SiteLink';


export function ServiceStatementText() {
  return (
    <>
      <p>欢迎使用{SITE_NAME}（以下简称“本网站”）。请您在浏览本网站、向品牌咨询或提交留言前仔细阅读以下声明；您使用本网站即视为同意本声明。</p>

      <TextSection id="disclaimer" title="一、免责声明">
        <ol>
          <li>
            本网站展示的品牌名称、加盟费用、加盟条件、门店数量、联系方式等信息，由品牌方提供或来源于网络公开资料。本网站对信息进行了必要的整理，但不对其真实性、准确性和完整性作任何保证。
          </li>
          <li>
            投资有风险，选择需谨慎。请您在加盟前实地考察品牌总部和门店，核实企业资质、特许经营备案等相关信息，理性评估自身条件，谨慎作出投资决定。因依据本网站信息作出投资决定而产生的损失，由投资者自行承担。
          </li>
          <li>
            本网站仅提供信息展示与咨询对接服务，不是您与品牌方之间加盟合同（特许经营合同）的当事人，不参与合同的订立和履行，不对双方之间的任何纠纷承担责任。如发生纠纷，请双方依法协商解决或通过法律途径解决。
          </li>
          <li>本网站中指向第三方网站的链接仅为方便用户而提供，第三方网站的内容和服务由其自行负责。</li>
          <li>因网络故障、系统维护、不可抗力等原因导致的服务中断或信息延误，本网站不承担责任，但会尽力减少对您的影响。</li>
        </ol>
        <p>{RISK_NOTICE}</p>
      </TextSection>

      <TextSection id="privacy" title="二、隐私声明">
        <p>
          您通过留言表单提交的姓名、手机号、所在地区和留言内容，只在您为该次留言单独勾选同意后，提供给表单中写明的接收方（品牌的运营公司，或尚未被认领品牌的本站自己的加盟顾问），用于与您联系和提供加盟资料。我们不会向第三方出售您的个人信息。详细内容请阅读
          <SiteLink to="/privacypolicy">《隐私政策》</SiteLink>。
        </p>
      </TextSection>

      <TextSection id="rights" title="三、知识产权">
        <p>
          本网站的文字、图片、页面设计等内容受著作权法等法律保护。如您认为本网站的内容侵犯了您的合法权益，请按照<SiteLink to="/protection">产权保护</SiteLink>
          页面的指引向我们提交投诉。
        </p>
      </TextSection>

      <TextSection id="contact" title="四、联系我们">
        <p>
          客服热线：{HOTLINE}（服务时间：{HOTLINE_HOURS}）
        </p>
      </TextSection>
    </>
  );
}
