// 认领品牌 (/claim?brand=<id>): the brand (pre-filled from the address the public brand page and
// /brandentry link to, or found by name), the operating company, its 统一社会信用代码 (checked as typed by
// the same GB 32100-2015 function the upstream uses), a contact and the business licence picture. The
// picture goes first, on its own, to the admin origin's upload route; the claim names the stored copy.
import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { creditCodeProblem, normalCreditCode } from '@shangji/contract/credit-code';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { graphql } from '../../gql';
import { TextField } from '../components/fields';
import { Notice, toneOf } from '../components/Notice';
import { PageHead } from '../components/PageHead';
import { errorText } from '../lib/errors';

const MOBILE = /^1(?:3\d|5\d|8\d|4[57]|7[0678]|97)\d{8}$/;
const MAX_BYTES = 5 * 1024 * 1024;
const TYPES = ['image/jpeg', 'image/png', 'image/webp'];
/** The admin listener's upload route (server/src/backoffice/claim-files.ts). */
const UPLOAD_URL = '/a-files/licence';

interface Licence {
  id: string;
  width: number;
  height: number;
  name: string;
}

/** Sends the picture's bytes as they are; answers the stored copy or the server's Chinese reason. */
async function uploadLicence(file: File): Promise<{ licence: Licence } | { problem: string }> {
  try {
    const res = await fetch(UPLOAD_URL, { method: 'POST', body: file, headers: { 'content-type': 'application/octet-stream' }, credentials: 'same-origin' });
    const body = (await res.json()) as { code: number; msg: string; data: { id: string; width: number; height: number } | null };
    if (body.code === 200 && body.data) return { licence: { ...body.data, name: file.name } };
    return { problem: body.code === 401 ? '登录已过期，请重新登录' : body.msg || '上传失败，请稍后再试' };
  } catch {
    return { problem: '网络错误，上传失败，请重试' };
  }
}

function BrandPicker({ onPick }: { onPick: (id: string) => void }) {
  const [q, setQ] = useState('');
  const [asked, setAsked] = useState('');
  const { data, loading, error } = useQuery(FIND_BRANDS, { variables: { q: asked }, skip: !asked, fetchPolicy: 'network-only' });
  const found = data?.claimBrands ?? [];
  return (
    <div role="search" aria-label="查找品牌">
      <div className="ad-inline-field">
        <TextField label="品牌名称" name="brandQuery" value={q} onChange={(e) => setQ(e.currentTarget.value)} maxLength={50}
          onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); setAsked(q.trim()); } }} hint="输入品牌名称中的字词后搜索" />
        <Button type="button" size="sm" variant="outline" onClick={() => setAsked(q.trim())} disabled={!q.trim()}>
          搜索
        </Button>
      </div>
      <div aria-live="polite">
        {loading ? <p className="ad-muted">正在搜索…</p> : error ? <Notice tone="bad">{errorText(error)}</Notice> : asked && found.length === 0 ? <p className="ad-muted">没有找到名称含“{asked}”的品牌</p> : null}
        {found.length ? (
          <ul className="ad-pick-list">
            {found.map((b) => (
              <li key={b.id}>
                <button type="button" onClick={() => onPick(b.id)}>
                  <span>{b.name}</span>
                  <span className="ad-muted">{b.claimed ? '已认领' : b.pending ? '有待审核的认领' : '可认领'}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

export default function ClaimForm() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const brandParam = params.get('brand') ?? '';
  const brandId = /^[1-9]\d{0,9}$/.test(brandParam) ? brandParam : '';
  const brandQuery = useQuery(FIND_BRANDS, { variables: { id: brandId }, skip: !brandId, fetchPolicy: 'network-only' });
  const brand = brandQuery.data?.claimBrands[0] ?? null;
  const [licence, setLicence] = useState<Licence | null>(null);
  const [uploading, setUploading] = useState(false);
  const [licenceProblem, setLicenceProblem] = useState<string | null>(null);
  const [codeProblem, setCodeProblem] = useState<string | null>(null);
  const [phoneProblem, setPhoneProblem] = useState<string | null>(null);
  const [answer, setAnswer] = useState<{ code: number; message: string } | null>(null);
  const [submit, submitState] = useMutation(SUBMIT);

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.currentTarget.files?.[0];
    setLicence(null);
    setLicenceProblem(null);
    if (!file) return;
    if (!TYPES.includes(file.type)) return setLicenceProblem('请上传 JPG、PNG 或 WebP 格式的营业执照图片');
    if (file.size > MAX_BYTES) return setLicenceProblem('图片不能超过5MB');
    setUploading(true);
    const result = await uploadLicence(file);
    setUploading(false);
    if ('licence' in result) setLicence(result.licence);
    else setLicenceProblem(result.problem);
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setAnswer(null);
    const creditCode = normalCreditCode(String(form.get('creditCode') ?? ''));
    const contactPhone = String(form.get('contactPhone') ?? '').trim();
    const problem = creditCodeProblem(creditCode);
    setCodeProblem(problem);
    setPhoneProblem(MOBILE.test(contactPhone) ? null : '请输入联系人的正确手机号码');
    if (!brand) return setAnswer({ code: 400, message: '请先选择要认领的品牌' });
    if (problem || !MOBILE.test(contactPhone)) return setAnswer({ code: 400, message: '请按提示修改后再提交' });
    if (!licence) return setAnswer({ code: 400, message: uploading ? '营业执照图片正在上传，请稍候' : '请上传营业执照图片' });
    try {
      const { data } = await submit({
        variables: {
          brandId: brand.id, companyName: String(form.get('companyName') ?? '').trim(), creditCode,
          contactName: String(form.get('contactName') ?? '').trim(), contactPhone, licenceId: licence.id,
        },
      });
      const r = data?.submitClaim;
      if (!r?.ok || !r.claim) return setAnswer({ code: r?.code ?? 500, message: r?.message ?? '提交失败，请稍后再试' });
      navigate(`/my-claims?submitted=${r.claim.id}`);
    } catch (error) {
      setAnswer({ code: 500, message: errorText(error) });
    }
  };

  return (
    <>
      <PageHead title="认领品牌" sub="提交品牌运营公司的信息与营业执照。运营人员核实后通过，您的账号即成为该品牌的管理员；审核结果见“我的认领”。" crumb={<Link className="ad-link" to="/my-claims">我的认领</Link>} />
      <section className="ad-card ad-card-body" aria-label="认领表单">
        <form className="ad-form ad-claim-form" onSubmit={onSubmit} noValidate>
          {answer ? <Notice tone={toneOf(answer.code)}>{answer.message}</Notice> : null}
          <fieldset className="ad-form">
            <legend className="ad-legend">品牌</legend>
            {brandId && brandQuery.loading ? <p className="ad-muted">正在读取品牌…</p> : null}
            {brandId && brandQuery.error ? <Notice tone="bad">{errorText(brandQuery.error)}</Notice> : null}
            {brandId && !brandQuery.loading && !brandQuery.error && !brand ? <Notice tone="bad">品牌不存在，请搜索品牌名称</Notice> : null}
            {brand ? (
              <div className="ad-inline-field" data-testid="claim-brand">
                <p>
                  <strong>{brand.name}</strong> <span className="ad-muted">（编号 {brand.id}）</span>
                </p>
                <Button type="button" size="xs" variant="outline" onClick={() => setParams({}, { replace: true })}>
                  更换品牌
                </Button>
              </div>
            ) : !brandId || (!brandQuery.loading && !brand) ? (
              <BrandPicker onPick={(id) => setParams({ brand: id }, { replace: true })} />
            ) : null}
            {brand?.claimed ? <Notice tone="warn">该品牌已有认领的运营公司。您仍可提交，运营人员将作为“冲突”核实双方材料后处理。</Notice> : null}
            {brand && !brand.claimed && brand.pending ? <Notice tone="warn">该品牌已有其他待审核的认领，提交后将作为“冲突”由运营人员核实。</Notice> : null}
          </fieldset>
          <TextField label="运营公司全称" name="companyName" maxLength={100} required hint="与营业执照上的名称一致" />
          <TextField label="统一社会信用代码" name="creditCode" maxLength={22} required autoComplete="off" error={codeProblem}
            onBlur={(e) => setCodeProblem(e.currentTarget.value.trim() ? creditCodeProblem(e.currentTarget.value) : null)} hint="18位，见营业执照" />
          <TextField label="联系人姓名" name="contactName" maxLength={30} required autoComplete="name" />
          <TextField label="联系人手机号" name="contactPhone" type="tel" inputMode="numeric" maxLength={11} required error={phoneProblem} hint="审核时运营人员可能致电核实" />
          <div className="ad-field">
            <label htmlFor="licence" className="ad-label">营业执照图片 <span aria-hidden="true">*</span></label>
            <input id="licence" name="licence" type="file" accept="image/jpeg,image/png,image/webp" onChange={onFile} aria-describedby="licence-help" />
            <p id="licence-help" className="ad-muted" aria-live="polite">
              {uploading ? '正在上传…' : licence ? `已上传：${licence.name}（${licence.width}×${licence.height}）` : 'JPG、PNG 或 WebP，不超过5MB。图片仅供审核人员查看，上传时会去除拍摄位置等附加信息。'}
            </p>
            {licenceProblem ? <Notice tone="bad">{licenceProblem}</Notice> : null}
          </div>
          <Button type="submit" colorPalette="brand" loading={submitState.loading} loadingText="正在提交" disabled={uploading}>
            提交认领
          </Button>
        </form>
      </section>
    </>
  );
}

const FIND_BRANDS = graphql(`
  query ClaimFindBrands($q: String, $id: ID) {
    claimBrands(q: $q, id: $id) {
      id
      name
      claimed
      pending
    }
  }
`);

const SUBMIT = graphql(`
  mutation ClaimSubmit($brandId: ID!, $companyName: String!, $creditCode: String!, $contactName: String!, $contactPhone: String!, $licenceId: String!) {
    submitClaim(brandId: $brandId, companyName: $companyName, creditCode: $creditCode, contactName: $contactName, contactPhone: $contactPhone, licenceId: $licenceId) {
      ok
      code
      message
      claim {
        id
        state
      }
    }
  }
`);
