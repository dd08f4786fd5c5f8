// One claim for ops and admin: what the merchant declared, the business licence picture (shown from the
// admin origin's own route; every view is recorded), who operates the brand now and the brand's other
// claims; 通过 (the merchant becomes the brand's administrator, the company its operator, the public page
// says 已认领) or 驳回 with a reason the merchant reads under 我的认领.
import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { graphql } from '../../gql';
import { NoteField } from '../components/fields';
import { FormDialog } from '../components/FormDialog';
import { Notice, toneOf } from '../components/Notice';
import { PageHead } from '../components/PageHead';
import { errorText } from '../lib/errors';
import { formatTime } from '../lib/format';
import { ClaimStateTag } from './claim-state';

export default function ClaimReviewDetail() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(CLAIM, { variables: { id }, fetchPolicy: 'network-only' });
  const [decide] = useMutation(DECIDE);
  const [answer, setAnswer] = useState<{ code: number; message: string } | null>(null);
  const crumb = <Link className="ad-link" to="/claims">认领审核</Link>;

  if (loading && !data) return <PageHead title="认领详情" crumb={crumb} sub="正在加载…" />;
  if (error) {
    return (
      <>
        <PageHead title="认领详情" crumb={crumb} />
        <Notice tone="bad">{errorText(error)}</Notice>
      </>
    );
  }
  const d = data?.claimDetail;
  if (!d) {
    return (
      <>
        <PageHead title="认领详情" crumb={crumb} />
        <Notice tone="bad">认领不存在</Notice>
      </>
    );
  }
  const c = d.claim;
  const open = c.state === 'PENDING' || c.state === 'CONFLICT';

  const onDecide = (approve: boolean) => async (form: FormData) => {
    try {
      const { data: result } = await decide({ variables: { id: c.id, approve, reason: approve ? null : String(form.get('reason') ?? '').trim() } });
      const r = result?.decideClaim;
      if (!r?.ok) return r?.message ?? '处理失败，请稍后再试';
      setAnswer({ code: 200, message: r.message });
      await refetch();
      return null;
    } catch (e) {
      return errorText(e);
    }
  };

  return (
    <>
      <PageHead title={`认领 ${c.id} · ${c.brandName}`} crumb={crumb} sub={<ClaimStateTag state={c.state} label={c.stateLabel} />}>
        {open ? (
          <>
            <FormDialog title={`通过认领 ${c.id}`} label="通过" trigger={{ size: 'sm', colorPalette: 'brand', variant: 'solid' }} submitLabel="确认通过"
              lead={`${c.companyName} 将成为「${c.brandName}」的运营公司，申请账号成为品牌管理员；品牌页显示“已认领”，咨询同意书的接收方随之变更。${d.currentOperator ? `当前运营公司“${d.currentOperator}”将被替换。` : ''}`}
              onSubmit={onDecide(true)}>
              <p className="ad-muted">请确认已核对营业执照上的公司名称与统一社会信用代码。</p>
            </FormDialog>
            <FormDialog title={`驳回认领 ${c.id}`} label="驳回" trigger={{ size: 'sm' }} submitLabel="确认驳回" tone="red" lead="驳回原因会显示在商家的“我的认领”中。" onSubmit={onDecide(false)}>
              <NoteField label="驳回原因" name="reason" maxLength={200} required placeholder="例如：营业执照上的公司与品牌运营方不符" />
            </FormDialog>
          </>
        ) : null}
      </PageHead>
      {answer ? <Notice tone={toneOf(answer.code)}>{answer.message}</Notice> : null}
      {c.state === 'CONFLICT' ? (
        <Notice tone="warn">
          冲突：{d.currentOperator ? `该品牌当前的运营公司为“${d.currentOperator}”。` : ''}
          {d.others.some((o) => o.state === 'PENDING' || o.state === 'CONFLICT') ? '该品牌另有待处理的认领。' : ''}请核实后通过其中一个并驳回其余。
        </Notice>
      ) : null}
      <div className="ad-grid-2">
        <section className="ad-card" aria-labelledby="claim-facts">
          <div className="ad-card-head">
            <h2 id="claim-facts">申请信息</h2>
          </div>
          <div className="ad-card-body">
            <dl className="ad-kv">
              <dt>品牌</dt>
              <dd>
                {c.brandName}（编号 {c.brandId}）
              </dd>
              <dt>运营公司</dt>
              <dd data-testid="claim-company">{c.companyName}</dd>
              <dt>信用代码</dt>
              <dd className="ad-num">{c.creditCode}</dd>
              <dt>联系人</dt>
              <dd>
                {c.contactName} <span className="ad-num">{c.contactPhone}</span>
              </dd>
              <dt>申请账号</dt>
              <dd className="ad-num">{d.accountLogin}</dd>
              <dt>提交时间</dt>
              <dd>{formatTime(c.createdAt)}</dd>
              {c.decidedAt ? (
                <>
                  <dt>处理时间</dt>
                  <dd>{formatTime(c.decidedAt)}</dd>
                </>
              ) : null}
              {c.reason ? (
                <>
                  <dt>驳回原因</dt>
                  <dd>{c.reason}</dd>
                </>
              ) : null}
              <dt>当前运营</dt>
              <dd>{d.currentOperator || '未认领'}</dd>
            </dl>
            <h3 className="ad-legend">该品牌的其他认领</h3>
            {d.others.length ? (
              <ul className="ad-doc">
                {d.others.map((o) => (
                  <li key={o.id}>
                    <Link className="ad-link" to={`/claims/${o.id}`}>
                      认领 {o.id}
                    </Link>{' '}
                    · {o.companyName} · <ClaimStateTag state={o.state} label={{ PENDING: '待审核', APPROVED: '已通过', REJECTED: '已驳回', CONFLICT: '冲突' }[o.state]} /> {formatTime(o.createdAt)}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="ad-muted">无</p>
            )}
          </div>
        </section>
        <section className="ad-card" aria-labelledby="claim-licence">
          <div className="ad-card-head">
            <h2 id="claim-licence">营业执照</h2>
            <Button asChild size="xs" variant="outline">
              <a href={d.licenceUrl} target="_blank" rel="noopener noreferrer">
                查看原图
              </a>
            </Button>
          </div>
          <div className="ad-card-body">
            <img className="ad-licence" src={d.licenceUrl} alt={`${c.companyName}的营业执照`} width={d.licenceWidth} height={d.licenceHeight} data-testid="claim-licence" />
            <p className="ad-muted">仅审核人员可见；每次查看都会记录在审计记录中。</p>
          </div>
        </section>
      </div>
    </>
  );
}

const CLAIM = graphql(`
  query AdminClaimDetail($id: ID!) {
    claimDetail(id: $id) {
      accountLogin
      licenceUrl
      licenceWidth
      licenceHeight
      currentOperator
      claim {
        id
        brandId
        brandName
        companyName
        creditCode
        contactName
        contactPhone
        state
        stateLabel
        reason
        createdAt
        decidedAt
      }
      others {
        id
        state
        companyName
        createdAt
      }
    }
  }
`);

const DECIDE = graphql(`
  mutation AdminDecideClaim($id: ID!, $approve: Boolean!, $reason: String) {
    decideClaim(id: $id, approve: $approve, reason: $reason) {
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
