// The text of /aboutus, shared by the desktop page (web/src/routes/aboutus) and the mobile site's.
import { COMPANY_ADDRESS, COMPANY_NAME, HOTLINE, HOTLINE_HOURS, SITE_NAME } from '../site';
import { TextSection } from '../StaticPage';
import { SiteLink } from './SiteLink';


export function AboutUsText() {
  return (
    <>
      <TextSection id="profile" title="公司简介">
        <p>
          {SITE_NAME}由{COMPANY_NAME}运营，是一个面向创业者的品牌加盟信息平台。网站收录餐饮、教育、酒店、建材、家居、服装、母婴、零售、美容、休闲娱乐、汽车、环保、饰品、服务、医药等行业的加盟品牌，提供品牌库、认证品牌、加盟资讯、专题和排行榜，帮助创业者了解加盟项目、比较品牌，并直接向品牌方咨询。
        </p>
        <p>
          对于品牌方，我们提供<SiteLink to="/brandentry">品牌入驻</SiteLink>、品牌认证和<SiteLink to="/brandmarket">品牌营销</SiteLink>
          等服务，帮助优质品牌被更多创业者看到。
        </p>
      </TextSection>

      <TextSection id="concept" title="服务理念">
        <ul>
          <li>真实：品牌方认领的资料注明“资料由品牌方提供，本站未核实”，未认领品牌标明数据来源于网络；备案、门店等公开记录注明来源与读取日期，方便创业者辨别。</li>
          <li>专业：按行业、投资金额和地区整理加盟信息，用资讯和专题解读加盟政策与经营经验。</li>
          <li>高效：创业者一次留言即可直达品牌方，品牌方及时回访，减少中间环节。</li>
          <li>负责：坚持风险提示，提醒创业者实地考察、谨慎投资。</li>
        </ul>
      </TextSection>

      <TextSection id="partners" title="合作伙伴">
        <p>
          我们与众多连锁品牌企业、行业协会、新闻媒体和搜索平台保持合作，通过品牌认证、媒体传播和搜索营销，为品牌方提供全方位的招商推广服务，为创业者提供更丰富、更可靠的加盟信息。
        </p>
      </TextSection>

      <TextSection id="contact" title="联系我们">
        <ul>
          <li>客服热线：{HOTLINE}</li>
          <li>服务时间：{HOTLINE_HOURS}</li>
          <li>公司地址：{COMPANY_ADDRESS}</li>
        </ul>
      </TextSection>
    </>
  );
}
