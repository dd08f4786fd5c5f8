// One brand edit beside what the site shows now (ops, admin): every changed field side by side, texts
// compared word by word (lib/text-diff.ts), pictures as pictures; 发布 writes the brand (live on every
// gateway within about a minute) or 退回 with a reason its author reads. Everything is shown as text:
// a merchant's HTML is compared as source, never rendered here.
import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { graphql } from '../../gql';
import type { BrandEditInput } from '../../gql/graphql';
import { NoteField } from '../components/fields';
import { FormDialog } from '../components/FormDialog';
import { Notice, toneOf } from '../components/Notice';
import { PageHead } from '../components/PageHead';
import { errorText } from '../lib/errors';
import { formatTime } from '../lib/format';
import { sideOf, textDiff, type DiffPart } from '../lib/text-diff';
import { EDIT_STATE_LABELS, FIELD_LABELS, picName } from './BrandProfile';

type Field = keyof BrandEditInput;
type Values = Record<Field, string | string[]>;

export default function BrandEditReview() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(REVIEW, { variables: { id }, fetchPolicy: 'network-only' });
  const [publish, publishing] = useMutation(PUBLISH);
  const [sendBack] = useMutation(RETURN);
  const [answer, setAnswer] = useState<{ code: number; message: string } | null>(null);
  const view = data?.brandEditReview;
  const crumb = (
    <Link className="ad-link" to="/brand-edits">
      资料审核
    </Link>
  );

  if (loading && !view) return <p className="ad-muted">正在加载…</p>;
  if (error || !view?.edit) {
    return (
      <>
        <PageHead title="资料修改" crumb={crumb} />
        <Notice tone="bad">{error ? errorText(error) : '该修改不存在或无权访问'}</Notice>
      </>
    );
  }
  const edit = view.edit;
  const feeName = (fid: string) => view.feeBands.find((b) => b.id === fid)?.name ?? fid;
  const current = view.current as unknown as Values;
  const proposed = edit.fields as unknown as Values;

  const onPublish = async () => {
    setAnswer(null);
    try {
      const { data: result } = await publish({ variables: { id: edit.id } });
      const r = result?.publishBrandEdit;
      setAnswer(r?.ok ? { code: 200, message: `已发布：${view.title} 的新资料约一分钟内在网站所有页面生效` } : { code: r?.code ?? 500, message: r?.message ?? '发布失败，请稍后再试' });
      await refetch();
    } catch (e) {
      setAnswer({ code: 500, message: errorText(e) });
    }
  };
  const onReturn = async (form: FormData) => {
    const reason = String(form.get('reason') ?? '').trim();
    if (!reason) return '请填写退回原因';
    try {
      const { data: result } = await sendBack({ variables: { id: edit.id, reason } });
      const r = result?.returnBrandEdit;
      if (!r?.ok) return r?.message ?? '退回失败，请稍后再试';
      setAnswer({ code: 200, message: '已退回，品牌方将看到退回原因' });
      await refetch();
      return null;
    } catch (e) {
      return errorText(e);
    }
  };

  const waiting = edit.state === 'SUBMITTED';
  return (
    <>
      <PageHead
        title={`资料修改 · ${view.title}`}
        crumb={crumb}
        sub={
          <>
            <span className={`ad-tag ${waiting ? 'ad-tag-warn' : edit.state === 'PUBLISHED' ? 'ad-tag-ok' : 'ad-tag-bad'}`} data-testid="review-state">
              {EDIT_STATE_LABELS[edit.state]}
            </span>
            提交人 {edit.author} · 提交于 {formatTime(edit.submittedAt)}
            {edit.decidedAt ? ` · 处理于 ${formatTime(edit.decidedAt)}` : ''}
          </>
        }
      >
        {waiting ? (
          <>
            <Button size="sm" colorPalette="brand" loading={publishing.loading} onClick={() => void onPublish()}>
              发布
            </Button>
            <FormDialog title="退回修改" label="退回" trigger={{ size: 'sm', variant: 'outline' }} submitLabel="退回" tone="red" lead={`${view.title} 的品牌管理员将看到退回原因，修改后可再次提交。`} onSubmit={onReturn}>
              <NoteField label="退回原因" name="reason" maxLength={500} required placeholder="例如：公司名称与营业执照不一致" />
            </FormDialog>
          </>
        ) : null}
      </PageHead>
      {answer ? <Notice tone={toneOf(answer.code)}>{answer.message}</Notice> : null}
      {edit.returnReason && edit.state !== 'PUBLISHED' ? <Notice tone="warn">上次退回原因：{edit.returnReason}</Notice> : null}
      {edit.conflicts.length > 0 && waiting ? (
        <Notice tone="warn">
          提交后网站上的以下资料已被其他途径更新，发布将以本次修改为准：{edit.conflicts.map((f) => FIELD_LABELS[f as Field] ?? f).join('、')}
        </Notice>
      ) : null}
      {edit.changed.length === 0 ? <Notice tone="warn">本次修改没有改变任何资料。</Notice> : null}
      {edit.changed.map((name) => {
        const f = name as Field;
        if (!(f in FIELD_LABELS)) return null;
        return (
          <section className="ad-card" key={f} aria-labelledby={`diff-${f}`}>
            <div className="ad-card-head">
              <h2 id={`diff-${f}`}>{FIELD_LABELS[f]}</h2>
              {edit.conflicts.includes(f) ? <span className="ad-tag ad-tag-warn">网站上已被更新</span> : null}
            </div>
            <div className="ad-card-body">
              {f === 'thumb' || f === 'slideshow' ? (
                <PictureDiff before={asList(current[f])} after={asList(proposed[f])} live={edit.state === 'PUBLISHED'} />
              ) : (
                <TextDiff
                  before={f === 'feeBandId' ? feeName(String(current[f])) : String(current[f])}
                  after={f === 'feeBandId' ? feeName(String(proposed[f])) : String(proposed[f])}
                  live={edit.state === 'PUBLISHED'}
                />
              )}
            </div>
          </section>
        );
      })}
    </>
  );
}

const asList = (v: string | string[]) => (Array.isArray(v) ? v : [v]);

function Side({ title, parts, side }: { title: string; parts: DiffPart[]; side: 'before' | 'after' }) {
  const shown = sideOf(parts, side);
  return (
    <div className="ad-diff-side" data-testid={`diff-${side}`}>
      <h3>{title}</h3>
      {shown.length === 0 ? <span className="ad-muted">（空）</span> : null}
      {shown.map((p, i) => (p.kind === 'same' ? <span key={i}>{p.text}</span> : p.kind === 'removed' ? <del key={i}>{p.text}</del> : <ins key={i}>{p.text}</ins>))}
    </div>
  );
}

/** A published edit is the site's value now: it is compared with nothing but itself. */
function TextDiff({ before, after, live }: { before: string; after: string; live: boolean }) {
  const parts = textDiff(before, after);
  return (
    <div className="ad-diff">
      <Side title={live ? '网站现在（已发布）' : '网站现在'} parts={parts} side="before" />
      <Side title="修改后" parts={parts} side="after" />
    </div>
  );
}

function PictureDiff({ before, after, live }: { before: string[]; after: string[]; live: boolean }) {
  const row = (list: string[], title: string) => (
    <div className="ad-diff-side">
      <h3>{title}</h3>
      <div className="ad-diff-pics">
        {list.map((src, i) => (
          <figure key={`${src}-${i}`}>
            <img src={src} alt={picName(src)} width={120} height={80} loading="lazy" />
            <figcaption className="ad-muted">
              {i + 1}. {picName(src)}
            </figcaption>
          </figure>
        ))}
      </div>
    </div>
  );
  return (
    <div className="ad-diff">
      {row(before, live ? '网站现在（已发布）' : '网站现在')}
      {row(after, '修改后')}
    </div>
  );
}

const REVIEW = graphql(`
  query AdminBrandEditReview($id: ID!) {
    brandEditReview(id: $id) {
      brandId
      title
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
        author
        returnReason
        submittedAt
        decidedAt
        fields {
          ...AdminBrandEditFields
        }
      }
    }
  }
`);

const PUBLISH = graphql(`
  mutation AdminPublishBrandEdit($id: ID!) {
    publishBrandEdit(id: $id) {
      ok
      code
      message
    }
  }
`);

const RETURN = graphql(`
  mutation AdminReturnBrandEdit($id: ID!, $reason: String!) {
    returnBrandEdit(id: $id, reason: $reason) {
      ok
      code
      message
    }
  }
`);
