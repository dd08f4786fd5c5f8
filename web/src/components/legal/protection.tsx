// The text of /protection, shared by the desktop page (web/src/routes/protection) and the mobile site's.
import { COMPANY_ADDRESS, COMPANY_NAME, HOTLINE, HOTLINE_HOURS, SITE_NAME } from '../site';
import { TextSection } from '../StaticPage';


export function ProtectionText() {
  return (
    <>
      <p>
        {SITE_NAME}尊重并保护他人的知识产权。如您认为本网站发布的品牌信息、文字、图片等内容侵犯了您的商标权、著作权或其他合法权益，请按以下指引向我们提交投诉，我们将依法及时处理。
      </p>

      <TextSection id="materials" title="一、需要提交的材料">
        <ol>
          <li>权利人的身份证明：个人提供身份证复印件；企业提供加盖公章的营业执照复印件；委托他人投诉的，另附授权委托书。</li>
          <li>权属证明：商标注册证、著作权登记证书、专利证书或其他能够证明您享有相关权利的文件。</li>
          <li>涉嫌侵权内容的具体位置：页面网址（链接）及内容说明。</li>
          <li>侵权理由及初步证明材料，以及您希望我们采取的处理措施（如删除、修改）。</li>
          <li>联系人姓名、联系电话和通信地址。</li>
          <li>一份书面声明，承诺投诉材料真实、合法，并对投诉内容承担法律责任。</li>
        </ol>
      </TextSection>

      <TextSection id="send" title="二、提交方式">
        <p>请将上述材料签字或盖章后，邮寄至下列地址，并可拨打客服热线告知我们：</p>
        <ul>
          <li>收件单位：{COMPANY_NAME}（法务部收）</li>
          <li>邮寄地址：{COMPANY_ADDRESS}</li>
          <li>
            客服热线：{HOTLINE}（服务时间：{HOTLINE_HOURS}）
          </li>
        </ul>
      </TextSection>

      <TextSection id="process" title="三、处理流程">
        <ol>
          <li>我们收到材料后进行审核；材料齐全的，将在三个工作日内答复您处理意见。</li>
          <li>材料不全的，我们会通知您补充，补充完成后重新计算答复时间。</li>
          <li>经核实确属侵权的，我们将删除或断开相关内容的链接，并通知信息发布方。</li>
          <li>信息发布方提交不侵权声明及证明材料的，我们将转交投诉人，并依法处理。</li>
        </ol>
        <p className="sj-muted">请勿提交虚假投诉；因虚假投诉给他人造成损失的，投诉人应依法承担责任。</p>
      </TextSection>
    </>
  );
}
