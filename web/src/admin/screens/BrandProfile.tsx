// 品牌资料 (brand_admin): the brand's texts, facts and pictures as one draft kept on the server (nothing is
// lost on reload), 提交审核 to ops, 撤回 while it waits, the reviewer's reason when it comes back. What the
// site shows changes only when ops publishes. Pictures are chosen among the brand's own images; the
// notification contacts are 通知设置 (changed at once, not reviewed).
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, NativeSelect } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import type { BrandEditInput, BrandEditState } from '../../gql/graphql';
import { NoteField, SelectField, TextField } from '../components/fields';
import { FormDialog } from '../components/FormDialog';
import { useListParams } from '../components/list-params';
import { Notice, toneOf } from '../components/Notice';
import { PageHead } from '../components/PageHead';
import { errorText } from '../lib/errors';
import { formatTime } from '../lib/format';
import { useMe } from '../session';

export const EDIT_STATE_LABELS: Record<BrandEditState, string> = {
  DRAFT: '草稿',
  SUBMITTED: '待审核',
  RETURNED: '已退回',
  PUBLISHED: '已发布',
  DISCARDED: '已放弃',
};

export const FIELD_LABELS: Record<keyof BrandEditInput, string> = {
  description: '品牌简介',
  content: '品牌介绍',
  advantage: '加盟优势',
  conditions: '加盟条件',
  process: '加盟流程',
  feeBandId: '投资档位',
  money: '投资金额',
  product: '主营产品',
  throng: '适合人群',
  foundedYear: '成立年份',
  company: '运营公司',
  thumb: '封面图',
  slideshow: '轮播图',
};

const HTML_FIELDS = ['content', 'advantage', 'conditions', 'process'] as const;
const SLIDES_MAX = 8;

export default function BrandProfile() {
  const me = useMe();
  const list = useListParams();
  const brands = [...new Map(me.brands.filter((b) => b.role === 'BRAND_ADMIN').map((b) => [b.brandId, b])).values()];
  const brand = brands.find((b) => b.brandId === list.get('brand')) ?? brands[0]!;
  return (
    <>
      <PageHead title="品牌资料" sub={`${brand.brandName}：修改后保存为草稿，提交审核，运营人员发布后在网站上显示（电脑版和手机版，约一分钟内生效）。`}>
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
      <ProfileForm key={brand.brandId} brandId={brand.brandId} />
    </>
  );
}

type Values = BrandEditInput;

function ProfileForm({ brandId }: { brandId: string }) {
  const { data, loading, error, refetch } = useQuery(BRAND_EDIT, { variables: { brandId }, fetchPolicy: 'network-only' });
  const [saveEdit, saving] = useMutation(SAVE);
  const [submitEdit, submitting] = useMutation(SUBMIT);
  const [withdrawEdit, withdrawing] = useMutation(WITHDRAW);
  const [discardEdit] = useMutation(DISCARD);
  const [values, setValues] = useState<Values | null>(null);
  const [dirty, setDirty] = useState(false);
  const [answer, setAnswer] = useState<{ code: number; message: string } | null>(null);
  const view = data?.brandEdit;
  // Unsaved changes are the one thing a reload loses: the browser asks before leaving.
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  if (loading && !view) return <p className="ad-muted">正在加载…</p>;
  if (error || !view) return <Notice tone="bad">{error ? errorText(error) : '无权访问'}</Notice>;

  const edit = view.edit;
  const source = edit?.fields ?? view.current;
  const shown: Values = values ?? {
    description: source.description, content: source.content, advantage: source.advantage, conditions: source.conditions, process: source.process,
    feeBandId: source.feeBandId, money: source.money, product: source.product, throng: source.throng, foundedYear: source.foundedYear,
    company: source.company, thumb: source.thumb, slideshow: [...source.slideshow],
  };
  const locked = edit?.state === 'SUBMITTED';
  const set = (patch: Partial<Values>) => {
    setValues({ ...shown, ...patch });
    setDirty(true);
  };

  /** Saves the form; answers the problem, or null when saved. */
  const save = async (): Promise<string | null> => {
    try {
      const { data: result } = await saveEdit({ variables: { brandId, fields: shown } });
      const r = result?.saveBrandEdit;
      if (!r?.ok) return r?.message ?? '保存失败，请稍后再试';
      // The saved values come back as the server keeps them (HTML filtered by the site's rules).
      setValues(null);
      setDirty(false);
      await refetch();
      return null;
    } catch (e) {
      return errorText(e);
    }
  };
  const onSave = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setAnswer(null);
    const problem = await save();
    setAnswer(problem ? { code: 400, message: problem } : { code: 200, message: '草稿已保存（尚未提交审核）' });
  };
  const onSubmitForReview = async () => {
    setAnswer(null);
    const problem = dirty || !edit ? await save() : null;
    if (problem) return setAnswer({ code: 400, message: problem });
    try {
      const { data: result } = await submitEdit({ variables: { brandId } });
      const r = result?.submitBrandEdit;
      setAnswer(r?.ok ? { code: 200, message: '已提交审核，运营人员审核通过后发布' } : { code: r?.code ?? 500, message: r?.message ?? '提交失败，请稍后再试' });
      await refetch();
    } catch (e) {
      setAnswer({ code: 500, message: errorText(e) });
    }
  };
  const onWithdraw = async () => {
    setAnswer(null);
    try {
      const { data: result } = await withdrawEdit({ variables: { brandId } });
      const r = result?.withdrawBrandEdit;
      setAnswer(r?.ok ? { code: 200, message: '已撤回，可继续修改' } : { code: r?.code ?? 500, message: r?.message ?? '撤回失败，请稍后再试' });
      await refetch();
    } catch (e) {
      setAnswer({ code: 500, message: errorText(e) });
    }
  };
  const onDiscard = async () => {
    try {
      const { data: result } = await discardEdit({ variables: { brandId } });
      const r = result?.discardBrandEdit;
      if (!r?.ok) return r?.message ?? '操作失败，请稍后再试';
      setValues(null);
      setDirty(false);
      setAnswer({ code: 200, message: '草稿已放弃，网站上的资料未改变' });
      await refetch();
      return null;
    } catch (e) {
      return errorText(e);
    }
  };

  const toggleSlide = (src: string) => {
    const has = shown.slideshow.includes(src);
    set({ slideshow: has ? shown.slideshow.filter((s) => s !== src) : [...shown.slideshow, src].slice(0, SLIDES_MAX) });
  };
  const moveSlide = (i: number, by: -1 | 1) => {
    const next = [...shown.slideshow];
    const [item] = next.splice(i, 1);
    next.splice(i + by, 0, item!);
    set({ slideshow: next });
  };

  return (
    <>
      <div className="ad-toolbar ad-gap-bottom" aria-live="polite">
        <span>
          状态：
          <span className={`ad-tag ${edit?.state === 'RETURNED' ? 'ad-tag-bad' : edit?.state === 'SUBMITTED' ? 'ad-tag-warn' : edit ? '' : 'ad-tag-ok'}`} data-testid="edit-state">
            {edit ? EDIT_STATE_LABELS[edit.state] : '与网站一致'}
          </span>
          {edit ? <span className="ad-muted">最后保存 {formatTime(edit.updatedAt)}{edit.submittedAt && locked ? ` · 提交于 ${formatTime(edit.submittedAt)}` : ''}</span> : null}
          {dirty ? <span className="ad-tag ad-tag-warn">有未保存的修改</span> : null}
        </span>
        <span className="ad-toolbar-grow" />
        <Link className="ad-link" to={`/notify?brand=${brandId}`}>
          通知联系人（短信、Webhook）在“通知设置”中修改 →
        </Link>
      </div>
      {edit?.state === 'RETURNED' && edit.returnReason ? (
        <Notice tone="warn">
          <strong>审核退回：</strong>
          <span data-testid="return-reason">{edit.returnReason}</span>（修改后可再次提交）
        </Notice>
      ) : null}
      {edit && edit.conflicts.length > 0 ? (
        <Notice tone="warn">以下资料在你开始修改后已被网站更新：{edit.conflicts.map((f) => FIELD_LABELS[f as keyof Values] ?? f).join('、')}。发布时将以你的修改为准。</Notice>
      ) : null}
      {locked ? <Notice tone="warn">资料正在审核中，不能修改。如需修改，请先撤回。</Notice> : null}
      {answer ? <Notice tone={toneOf(answer.code)}>{answer.message}</Notice> : null}
      <form onSubmit={onSave} aria-label="品牌资料">
        <fieldset disabled={locked} className="ad-fieldset">
          <section className="ad-card" aria-labelledby="bp-texts">
            <div className="ad-card-head">
              <h2 id="bp-texts">品牌介绍</h2>
            </div>
            <div className="ad-card-body ad-form">
              <NoteField label={FIELD_LABELS.description} name="description" rows={3} maxLength={500} value={shown.description} onChange={(e) => set({ description: e.currentTarget.value })} hint="纯文字，500字以内，显示在品牌页顶部和搜索结果中。" />
              {HTML_FIELDS.map((f) => (
                <NoteField
                  key={f}
                  label={`${FIELD_LABELS[f]}（HTML）`}
                  name={f}
                  rows={8}
                  className="ad-code-area"
                  value={shown[f]}
                  onChange={(e) => set({ [f]: e.currentTarget.value })}
                  hint="可用段落、标题、列表、加粗、链接和本站图片。脚本、事件属性、javascript: 链接和站外图片会在保存时按网站规则删除。"
                />
              ))}
            </div>
          </section>
          <section className="ad-card" aria-labelledby="bp-facts">
            <div className="ad-card-head">
              <h2 id="bp-facts">基本信息</h2>
            </div>
            <div className="ad-card-body ad-form-2">
              <SelectField label={FIELD_LABELS.feeBandId} name="feeBandId" value={shown.feeBandId} onChange={(e) => set({ feeBandId: e.currentTarget.value })} required>
                {view.feeBands.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.name}
                  </option>
                ))}
              </SelectField>
              <TextField label={FIELD_LABELS.money} name="money" maxLength={20} value={shown.money} onChange={(e) => set({ money: e.currentTarget.value })} hint="如：10-20万" />
              <TextField label={FIELD_LABELS.product} name="product" maxLength={40} value={shown.product} onChange={(e) => set({ product: e.currentTarget.value })} />
              <TextField label={FIELD_LABELS.company} name="company" maxLength={60} value={shown.company} onChange={(e) => set({ company: e.currentTarget.value })} />
              <TextField label={FIELD_LABELS.throng} name="throng" maxLength={100} value={shown.throng} onChange={(e) => set({ throng: e.currentTarget.value })} hint="如：上班族、宝妈" />
              <TextField label={FIELD_LABELS.foundedYear} name="foundedYear" inputMode="numeric" maxLength={4} value={shown.foundedYear} onChange={(e) => set({ foundedYear: e.currentTarget.value })} hint="四位年份，可留空" />
            </div>
          </section>
          <section className="ad-card" aria-labelledby="bp-pictures">
            <div className="ad-card-head">
              <h2 id="bp-pictures">图片</h2>
              <span className="ad-hint">从本品牌的图片中选择</span>
            </div>
            <div className="ad-card-body ad-form">
              <fieldset className="ad-fieldset">
                <legend className="ad-legend">{FIELD_LABELS.thumb}</legend>
                <div className="ad-pics">
                  {view.media.map((src) => (
                    <label key={src} className="ad-pic">
                      <img src={src} alt="" width={120} height={80} loading="lazy" />
                      <span>
                        <input type="radio" name="thumb" value={src} checked={shown.thumb === src} onChange={() => set({ thumb: src })} /> {picName(src)}
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
              <fieldset className="ad-fieldset">
                <legend className="ad-legend">
                  {FIELD_LABELS.slideshow}（{shown.slideshow.length}/{SLIDES_MAX}，按顺序显示）
                </legend>
                <ol className="ad-slide-order">
                  {shown.slideshow.map((src, i) => (
                    <li key={src}>
                      <img src={src} alt="" width={90} height={60} loading="lazy" />
                      <span>{picName(src)}</span>
                      <Button type="button" size="xs" variant="outline" disabled={i === 0} onClick={() => moveSlide(i, -1)} aria-label={`上移 ${picName(src)}`}>
                        上移
                      </Button>
                      <Button type="button" size="xs" variant="outline" disabled={i === shown.slideshow.length - 1} onClick={() => moveSlide(i, 1)} aria-label={`下移 ${picName(src)}`}>
                        下移
                      </Button>
                    </li>
                  ))}
                </ol>
                <div className="ad-pics">
                  {view.media.map((src) => (
                    <label key={src} className="ad-pic">
                      <img src={src} alt="" width={120} height={80} loading="lazy" />
                      <span>
                        <input type="checkbox" checked={shown.slideshow.includes(src)} onChange={() => toggleSlide(src)} /> {picName(src)}
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
            </div>
          </section>
        </fieldset>
        <div className="ad-form-actions ad-sticky-actions">
          {locked ? (
            <Button type="button" size="sm" variant="outline" loading={withdrawing.loading} onClick={() => void onWithdraw()}>
              撤回提交
            </Button>
          ) : (
            <>
              <Button type="submit" size="sm" variant="outline" loading={saving.loading}>
                保存草稿
              </Button>
              <Button type="button" size="sm" colorPalette="brand" loading={submitting.loading} onClick={() => void onSubmitForReview()}>
                提交审核
              </Button>
              {edit ? (
                <FormDialog title="放弃草稿" label="放弃草稿" trigger={{ size: 'sm', variant: 'ghost' }} submitLabel="放弃" tone="red" lead="草稿中的修改将被丢弃，网站上的资料不变。" onSubmit={() => onDiscard()}>
                  <p className="ad-muted">此操作不能撤销。</p>
                </FormDialog>
              ) : null}
            </>
          )}
        </div>
      </form>
    </>
  );
}

/** A picture's short name: 封面, 图1 … */
export function picName(src: string): string {
  const m = /\/(thumb|slide-(\d+))\.svg$/.exec(src);
  if (!m) return src.split('/').pop() ?? src;
  return m[1] === 'thumb' ? '封面' : `图${m[2]}`;
}

const BRAND_EDIT = graphql(`
  query AdminBrandEdit($brandId: ID!) {
    brandEdit(brandId: $brandId) {
      brandId
      title
      media
      feeBands {
        id
        name
      }
      current {
        ...AdminBrandEditFields
      }
      edit {
        id
        brandId
        state
        changed
        conflicts
        returnReason
        updatedAt
        submittedAt
        fields {
          ...AdminBrandEditFields
        }
      }
    }
  }
`);

export const FIELDS_FRAGMENT = graphql(`
  fragment AdminBrandEditFields on BrandEditFields {
    brandId
    description
    content
    advantage
    conditions
    process
    feeBandId
    money
    product
    throng
    foundedYear
    company
    thumb
    slideshow
  }
`);

const SAVE = graphql(`
  mutation AdminSaveBrandEdit($brandId: ID!, $fields: BrandEditInput!) {
    saveBrandEdit(brandId: $brandId, fields: $fields) {
      ok
      code
      message
    }
  }
`);

const SUBMIT = graphql(`
  mutation AdminSubmitBrandEdit($brandId: ID!) {
    submitBrandEdit(brandId: $brandId) {
      ok
      code
      message
    }
  }
`);

const WITHDRAW = graphql(`
  mutation AdminWithdrawBrandEdit($brandId: ID!) {
    withdrawBrandEdit(brandId: $brandId) {
      ok
      code
      message
    }
  }
`);

const DISCARD = graphql(`
  mutation AdminDiscardBrandEdit($brandId: ID!) {
    discardBrandEdit(brandId: $brandId) {
      ok
      code
      message
    }
  }
`);
