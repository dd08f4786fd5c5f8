// 通知设置 (brand_admin): where the brand's new leads are announced besides the inbox — an SMS to the
// brand's number (a link to the lead, never the enquirer's number) and an optional webhook signed with
// HMAC-SHA256. The signing secret is shown once, when made; the scheme is explained for the brand's developers.
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, NativeSelect } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../gql';
import { TextField } from '../components/fields';
import { FormDialog } from '../components/FormDialog';
import { useListParams } from '../components/list-params';
import { Notice, toneOf } from '../components/Notice';
import { OneTimeSecret } from '../components/OneTimeSecret';
import { PageHead } from '../components/PageHead';
import { errorText } from '../lib/errors';
import { useMe } from '../session';

export default function Notify() {
  const me = useMe();
  const list = useListParams();
  const brands = [...new Map(me.brands.filter((b) => b.role === 'BRAND_ADMIN').map((b) => [b.brandId, b])).values()];
  const brand = brands.find((b) => b.brandId === list.get('brand')) ?? brands[0]!;
  return (
    <>
      <PageHead title="通知设置" sub={`${brand.brandName}：新线索除进入后台外，还可通过短信和 Webhook 通知。短信只含线索链接，不含咨询人号码。`}>
        {brands.length > 1 ? (
          <NativeSelect.Root size="sm" className="ad-w-lg">
            <NativeSelect.Field aria-label="切换品牌" value={brand.brandId} onChange={(e) => list.set({ brand: e.currentTarget.value })}>
              {brands.map((b) => (
                <option key={b.brandId} value={b.brandId}>
                  {b.brandName}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        ) : null}
      </PageHead>
      <BrandNotifyForms key={brand.brandId} brandId={brand.brandId} />
    </>
  );
}

function BrandNotifyForms({ brandId }: { brandId: string }) {
  const { data, loading, error, refetch } = useQuery(NOTIFY, { variables: { brandId }, fetchPolicy: 'network-only' });
  const [save, saving] = useMutation(SAVE);
  const [answer, setAnswer] = useState<{ code: number; message: string } | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const current = data?.brandNotify;

  const run = async (vars: { smsPhone?: string; webhookUrl?: string; rotateSecret?: boolean }, done: string) => {
    setAnswer(null);
    try {
      const { data: result } = await save({ variables: { brandId, ...vars } });
      const r = result?.setBrandNotify;
      if (!r || r.code !== 200) {
        setAnswer({ code: r?.code ?? 500, message: r?.message ?? '保存失败，请稍后再试' });
        return r?.message ?? '保存失败，请稍后再试';
      }
      if (vars.rotateSecret && r.notify?.webhookSecret) setSecret(r.notify.webhookSecret);
      else setAnswer({ code: 200, message: done });
      await refetch();
      return null;
    } catch (e) {
      setAnswer({ code: 500, message: errorText(e) });
      return errorText(e);
    }
  };
  const onSms = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const phone = String(new FormData(form).get('smsPhone') ?? '').trim();
    void run({ smsPhone: phone }, '短信通知号码已保存').then((problem) => problem || form.reset());
  };
  const onWebhook = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const url = String(new FormData(e.currentTarget).get('webhookUrl') ?? '').trim();
    void run({ webhookUrl: url }, url ? 'Webhook 地址已保存' : 'Webhook 已关闭');
  };

  if (loading && !current) return <p className="ad-muted">正在加载…</p>;
  if (error || !current) return <Notice tone="bad">{error ? errorText(error) : '无权访问'}</Notice>;
  return (
    <>
      {secret ? <OneTimeSecret label="新的签名密钥" warning="只显示这一次，离开页面后无法再查看；旧密钥已立即失效，请马上更新到你的服务器。" value={secret} onDismiss={() => setSecret(null)} /> : null}
      {answer ? <Notice tone={toneOf(answer.code)}>{answer.message}</Notice> : null}
      <div className="ad-grid-2">
        <div>
          <section className="ad-card" aria-labelledby="notify-sms">
            <div className="ad-card-head">
              <h2 id="notify-sms">短信通知</h2>
              {current.maskedSmsPhone ? <span className="ad-tag ad-tag-ok">已开启</span> : <span className="ad-tag">未开启</span>}
            </div>
            <form className="ad-card-body ad-form" onSubmit={onSms}>
              <p className="ad-hint">每条新线索发送一条短信到此号码，内容为后台线索链接，不含咨询人的姓名和号码。</p>
              <TextField
                label="接收号码"
                name="smsPhone"
                inputMode="tel"
                autoComplete="off"
                placeholder={current.maskedSmsPhone ?? '11 位手机号'}
                hint={current.maskedSmsPhone ? `当前：${current.maskedSmsPhone}。输入新号码以更换。` : '尚未设置'}
              />
              <div className="ad-form-actions">
                <Button type="submit" size="sm" colorPalette="brand" loading={saving.loading}>
                  保存号码
                </Button>
                {current.maskedSmsPhone ? (
                  <Button type="button" size="sm" variant="ghost" onClick={() => void run({ smsPhone: '' }, '短信通知已关闭')}>
                    关闭短信通知
                  </Button>
                ) : null}
              </div>
            </form>
          </section>
          <section className="ad-card" aria-labelledby="notify-webhook">
            <div className="ad-card-head">
              <h2 id="notify-webhook">Webhook 推送</h2>
              {current.webhookUrl ? <span className="ad-tag ad-tag-ok">已开启</span> : <span className="ad-tag">未开启</span>}
            </div>
            <form className="ad-card-body ad-form" onSubmit={onWebhook}>
              <p className="ad-hint">新线索以 JSON 通过 POST 推送到你的 CRM；失败会按退避策略重试，多次失败后进入客服的“投递失败”列表。</p>
              <TextField label="推送地址（HTTPS）" name="webhookUrl" type="url" inputMode="url" autoComplete="off" defaultValue={current.webhookUrl ?? ''} placeholder="https://crm.example.com/hooks/shangji" hint="留空并保存即关闭推送" />
              <div className="ad-form-actions">
                <Button type="submit" size="sm" colorPalette="brand" loading={saving.loading}>
                  保存地址
                </Button>
                <FormDialog
                  title="生成新的签名密钥"
                  label="生成新密钥"
                  trigger={{ size: 'sm', variant: 'outline' }}
                  submitLabel="生成"
                  tone="red"
                  lead={current.hasSecret ? '生成后旧密钥立即失效，未更新密钥的服务器将无法通过签名校验。' : '生成后请立即保存：密钥只显示一次。'}
                  onSubmit={() => run({ rotateSecret: true }, '')}
                >
                  <p className="ad-muted">新密钥只会显示一次。</p>
                </FormDialog>
                <span className="ad-muted">{current.hasSecret ? '已设置签名密钥' : '尚未生成签名密钥'}</span>
              </div>
            </form>
          </section>
        </div>
        <SignatureDoc />
      </div>
    </>
  );
}

/** The webhook's signature scheme, for the brand's developers. */
function SignatureDoc() {
  return (
    <section className="ad-card" aria-labelledby="notify-doc">
      <div className="ad-card-head">
        <h2 id="notify-doc">签名校验说明</h2>
      </div>
      <div className="ad-card-body ad-doc">
        <p>
          每次推送是一个 <code>POST</code> 请求，正文为 JSON（<code>{'{"event":"lead.created","delivery":…,"lead":{…}}'}</code>），并带以下请求头：
        </p>
        <ul>
          <li>
            <code>X-Shangji-Timestamp</code>：发送时的 Unix 时间（秒）
          </li>
          <li>
            <code>X-Shangji-Signature</code>：<code>v1=</code> 加签名的十六进制串
          </li>
          <li>
            <code>X-Shangji-Delivery</code>：本次投递的编号；重试时不变，可用于去重
          </li>
        </ul>
        <p>
          签名 = HMAC-SHA256(密钥, <code>时间戳 + &quot;.&quot; + 原始请求正文</code>)。请用收到的原始字节计算，并以常量时间比较；时间戳与当前时间相差超过 5 分钟的请求应拒绝，以防重放。
        </p>
        <pre>{`// Node.js
const crypto = require('node:crypto');
function verify(secret, req, rawBody) {
  const ts = req.headers['x-shangji-timestamp'];
  const sig = req.headers['x-shangji-signature'] || '';
  if (Math.abs(Date.now() / 1000 - Number(ts)) > 300) return false;
  const mac = crypto.createHmac('sha256', secret)
    .update(ts + '.' + rawBody).digest('hex');
  const a = Buffer.from('v1=' + mac), b = Buffer.from(sig);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}`}</pre>
        <p>收到后请在 5 秒内返回 2xx；其他状态码或超时视为失败，按退避策略重试。同一投递编号可能送达多次，请按编号去重。</p>
      </div>
    </section>
  );
}

const NOTIFY = graphql(`
  query AdminBrandNotify($brandId: ID!) {
    brandNotify(brandId: $brandId) {
      brandId
      maskedSmsPhone
      webhookUrl
      hasSecret
    }
  }
`);

const SAVE = graphql(`
  mutation AdminSetBrandNotify($brandId: ID!, $smsPhone: String, $webhookUrl: String, $rotateSecret: Boolean) {
    setBrandNotify(brandId: $brandId, smsPhone: $smsPhone, webhookUrl: $webhookUrl, rotateSecret: $rotateSecret) {
      code
      message
      notify {
        brandId
        maskedSmsPhone
        webhookUrl
        webhookSecret
        hasSecret
      }
    }
  }
`);
