// The editor of one article (头条) or topic (专题), ops and admin (docs/decisions/0122): title, category,
// linked brands, summary, SEO keywords, cover and (articles) the body in a rich-text editor with pictures.
// 保存 keeps a draft on the server (a published one is updated on the site at once); 预览 shows the body
// as the public page will; 立即发布, 定时发布 at a time, 下线 / 取消定时. Leaving with unsaved changes asks first.
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Button, Input } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useBlocker, useLocation, useNavigate, useParams } from 'react-router';
import { graphql } from '../../gql';
import type { EditorialFormFragment } from '../../gql/graphql';
import { NoteField, SelectField, TextField } from '../components/fields';
import { Notice } from '../components/Notice';
import { PageHead } from '../components/PageHead';
import { errorText } from '../lib/errors';
import { formatTime } from '../lib/format';
import { ArticlePreview } from './ArticlePreview';
import { KINDS, STATUS_LABELS, STATUS_TONES } from './editorial-kinds';
import { imageAsBase64 } from './image-upload';
import './editorial.css.ts?stylesheet';

const RichTextEditor = lazy(() => import('./RichTextEditor'));

interface Form {
  title: string;
  bodyHtml: string;
  summary: string;
  keywords: string;
  thumbnail: string;
  author: string;
  categoryId: string;
  brands: { id: string; name: string }[];
}

const empty: Form = { title: '', bodyHtml: '', summary: '', keywords: '', thumbnail: '', author: '', categoryId: '', brands: [] };
const formOf = (e: EditorialFormFragment): Form => ({
  title: e.title, bodyHtml: e.bodyHtml, summary: e.summary, keywords: e.keywords, thumbnail: e.thumbnail, author: e.author, categoryId: e.categoryId,
  brands: e.brands.map((b) => ({ id: b.id, name: b.name })),
});

/** A datetime-local value (China's time) as ISO 8601. */
const chinaIso = (local: string) => (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) ? `${local}:00+08:00` : null);

type Notice = { tone: 'ok' | 'bad'; text: string };
/** What a screen hands the next when a new draft moves to its own address. */
interface Arrival {
  fresh?: EditorialFormFragment;
  notice?: Notice;
}

export default function EditorialEdit({ kind }: { kind: 'article' | 'topic' }) {
  const { id } = useParams();
  const arrival = (useLocation().state as Arrival | null) ?? {};
  const isNew = !id || id === 'new';
  const fresh = arrival.fresh && arrival.fresh.id === id ? arrival.fresh : null;
  const { data, loading, error } = useQuery(EDITORIAL, { variables: { kind: KINDS[kind].kind, id: id ?? '0' }, skip: isNew || !!fresh, fetchPolicy: 'network-only' });
  if (!isNew && !fresh && loading) return <p className="ad-loading" aria-busy="true">正在加载…</p>;
  if (!isNew && !fresh && error) return <Notice tone="bad">{errorText(error)}</Notice>;
  const saved = fresh ?? data?.editorial ?? null;
  if (!isNew && !saved) {
    return (
      <>
        <PageHead title={`${KINDS[kind].name}不存在`} />
        <Notice tone="bad">没有找到该{KINDS[kind].name}，可能编号有误。</Notice>
        <Link className="ad-link" to={KINDS[kind].base}>返回列表</Link>
      </>
    );
  }
  return <Editor key={id ?? 'new'} kind={kind} saved={saved} notice={arrival.notice ?? null} />;
}

function Editor({ kind, saved: initial, notice: arrived }: { kind: 'article' | 'topic'; saved: EditorialFormFragment | null; notice: Notice | null }) {
  const k = KINDS[kind];
  const navigate = useNavigate();
  const client = useApolloClient();
  const bodyLabel = useId();
  const [saved, setSaved] = useState(initial);
  const [form, setForm] = useState<Form>(initial ? formOf(initial) : empty);
  const [dirty, setDirty] = useState(false);
  // Set while a change moves a new draft to its own address, so leaving /new is not asked about.
  const moving = useRef(false);
  const [notice, setNotice] = useState<Notice | null>(arrived);
  const [preview, setPreview] = useState<string | null | undefined>(undefined);
  const [brandQuery, setBrandQuery] = useState('');
  const [brandHits, setBrandHits] = useState<{ id: string; name: string }[] | null>(null);
  const [at, setAt] = useState('');
  const [busy, setBusy] = useState(false);
  const choices = useQuery(CHOICES, { fetchPolicy: 'network-only' });
  const [saveM] = useMutation(SAVE);
  const [publishM] = useMutation(PUBLISH);
  const [unpublishM] = useMutation(UNPUBLISH);
  const [uploadM] = useMutation(UPLOAD);

  // Unsaved changes are not lost by a slip: leaving the screen or the tab asks first.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !moving.current && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm('有未保存的修改，确定离开吗？')) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const change = (patch: Partial<Form>) => {
    setForm((f) => ({ ...f, ...patch }));
    setDirty(true);
  };
  const categories = (kind === 'article' ? choices.data?.editorialChoices.articleCategories : choices.data?.editorialChoices.topicCategories) ?? [];

  const upload = async (file: File): Promise<string | null> => {
    setNotice(null);
    try {
      const { data } = await uploadM({ variables: { data: await imageAsBase64(file) } });
      const r = data?.uploadEditorialImage;
      if (!r?.ok || !r.image) {
        setNotice({ tone: 'bad', text: r?.message ?? '上传失败，请稍后再试' });
        return null;
      }
      return r.image.url;
    } catch (err) {
      setNotice({ tone: 'bad', text: `上传失败：${errorText(err)}（图片过大时请先压缩）` });
      return null;
    }
  };

  /** Shows a change's outcome; a new draft first moves to its own address (the outcome travels along). */
  const settle = (item: EditorialFormFragment, done: Notice) => {
    if (!initial) {
      moving.current = true;
      navigate(`${k.base}/${item.id}`, { replace: true, state: { fresh: item, notice: done } satisfies Arrival });
      return;
    }
    setSaved(item);
    setNotice(done);
  };

  /** Saves the form; answers the saved item, or null (the notice says why). */
  const save = async (quiet = false): Promise<EditorialFormFragment | null> => {
    const { data } = await saveM({
      variables: {
        input: {
          kind: k.kind, id: saved?.id, title: form.title.trim(), bodyHtml: form.bodyHtml, summary: form.summary.trim(), keywords: form.keywords.trim(),
          thumbnail: form.thumbnail, author: form.author.trim(), categoryId: form.categoryId, brandIds: form.brands.map((b) => b.id),
        },
      },
    });
    const r = data?.saveEditorial;
    if (!r?.ok || !r.item) {
      setNotice({ tone: 'bad', text: r?.message ?? '保存失败，请稍后再试' });
      return null;
    }
    setSaved(r.item);
    setForm(formOf(r.item));
    setDirty(false);
    if (!quiet) settle(r.item, { tone: 'ok', text: r.item.status === 'PUBLISHED' ? '已保存，线上内容 1 分钟内更新' : '草稿已保存' });
    return r.item;
  };

  const run = async (fn: () => Promise<void>, e?: FormEvent) => {
    e?.preventDefault();
    if (busy) return;
    setBusy(true);
    setNotice(null);
    try {
      await fn();
    } catch (err) {
      setNotice({ tone: 'bad', text: errorText(err) });
    } finally {
      setBusy(false);
    }
  };

  const onSave = (e?: FormEvent) =>
    run(async () => {
      if (!form.categoryId) return setNotice({ tone: 'bad', text: '请选择分类' });
      await save();
    }, e);
  const onPublish = (when: string | null) => () =>
    run(async () => {
      if (when === null) return setNotice({ tone: 'bad', text: '请选择定时发布的时间' });
      const item = dirty || !saved ? await save(true) : saved;
      if (!item) return;
      const { data } = await publishM({ variables: { kind: k.kind, id: item.id, at: when || undefined } });
      const r = data?.publishEditorial;
      if (!r?.ok || !r.item) return setNotice({ tone: 'bad', text: r?.message ?? '发布失败，请稍后再试' });
      settle(r.item, { tone: 'ok', text: r.item.status === 'SCHEDULED' ? `已定时，将于 ${formatTime(r.item.publishAt)} 发布` : '已发布，1 分钟内在所有站点可见' });
    });
  const onUnpublish = (e?: FormEvent) =>
    run(async () => {
      if (!saved) return;
      const live = saved.status === 'PUBLISHED';
      if (live && !window.confirm(`下线后该${k.name}页面将返回 404，并从所有列表中移除。确定下线吗？`)) return;
      const { data } = await unpublishM({ variables: { kind: k.kind, id: saved.id } });
      const r = data?.unpublishEditorial;
      if (!r?.ok || !r.item) return setNotice({ tone: 'bad', text: r?.message ?? '操作失败，请稍后再试' });
      settle(r.item, { tone: 'ok', text: live ? '已下线' : '已取消定时，恢复为草稿' });
    }, e);
  const onPreview = (e?: FormEvent) =>
    run(async () => {
      if (preview !== undefined) return setPreview(undefined);
      const { data } = await client.query({ query: PREVIEW, variables: { bodyHtml: form.bodyHtml }, fetchPolicy: 'network-only' });
      setPreview(data?.editorialPreview ?? null);
    }, e);
  const onBrandSearch = (e?: FormEvent) =>
    run(async () => {
      const q = brandQuery.trim();
      if (!q) return setBrandHits(null);
      const { data } = await client.query({ query: BRANDS, variables: { q }, fetchPolicy: 'network-only' });
      setBrandHits(data?.editorialBrands ?? []);
    }, e);
  const addBrand = (b: { id: string; name: string }) => {
    if (form.brands.some((x) => x.id === b.id)) return;
    change({ brands: kind === 'article' ? [b] : [...form.brands, b] });
  };

  const status = saved?.status ?? 'DRAFT';
  return (
    <>
      <PageHead
        title={saved ? `编辑${k.name}` : `新建${k.name}`}
        crumb={<Link className="ad-link" to={k.base}>{k.name}</Link>}
        sub={
          <>
            <span className={`ad-tag ${STATUS_TONES[status]}`}>{STATUS_LABELS[status]}</span>
            {saved?.status === 'SCHEDULED' ? <span className="ad-gap-left">将于 {formatTime(saved.publishAt)} 发布</span> : null}
            {saved?.status === 'PUBLISHED' ? (
              <span className="ad-gap-left">
                公开地址：<span className="ad-mono">{saved.publicPath}</span>
              </span>
            ) : null}
            {dirty ? <span className="ad-gap-left ad-muted">有未保存的修改</span> : null}
          </>
        }
      />
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      <form className="ad-card ad-form ad-editorial" onSubmit={onSave} aria-label={`${k.name}内容`}>
        <TextField label="标题" required name="title" maxLength={80} value={form.title} onChange={(e) => change({ title: e.currentTarget.value })} hint="不超过 80 字" />
        <SelectField label="分类" required name="category" value={form.categoryId} onChange={(e) => change({ categoryId: e.currentTarget.value })}>
          <option value="">{choices.loading ? '正在加载…' : '请选择'}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {kind === 'topic' ? `${c.parent} / ${c.name}` : c.name}
            </option>
          ))}
        </SelectField>
        <NoteField label={kind === 'article' ? '摘要（页面描述）' : '导语（页面描述）'} name="summary" maxLength={300} value={form.summary} onChange={(e) => change({ summary: e.currentTarget.value })} hint="用于搜索引擎的描述，不超过 300 字" />
        <TextField label="关键词" name="keywords" maxLength={200} value={form.keywords} onChange={(e) => change({ keywords: e.currentTarget.value })} hint="用逗号分隔，如：火锅加盟,餐饮创业" />
        {kind === 'article' ? (
          <TextField label="作者" name="author" maxLength={40} value={form.author} onChange={(e) => change({ author: e.currentTarget.value })} hint="留空显示为本站" />
        ) : null}

        <fieldset className="ad-editorial-group">
          <legend>{kind === 'article' ? '关联品牌（最多 1 个）' : '专题品牌（按顺序展示，最多 50 个）'}</legend>
          {form.brands.length ? (
            <ul className="ad-chips" aria-label="已关联的品牌">
              {form.brands.map((b) => (
                <li key={b.id}>
                  {b.name}
                  <button type="button" className="ad-text-btn" aria-label={`移除 ${b.name}`} onClick={() => change({ brands: form.brands.filter((x) => x.id !== b.id) })}>
                    ×
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="ad-muted">尚未关联品牌</p>
          )}
          <div className="ad-toolbar">
            <Input
              size="sm"
              className="ad-w-lg"
              aria-label="搜索品牌"
              placeholder="品牌名称或编号"
              value={brandQuery}
              onChange={(e) => setBrandQuery(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  void onBrandSearch();
                }
              }}
            />
            <Button size="sm" variant="outline" onClick={() => void onBrandSearch()}>
              搜索品牌
            </Button>
          </div>
          {brandHits ? (
            brandHits.length ? (
              <ul className="ad-chips" aria-label="搜索结果">
                {brandHits.map((b) => (
                  <li key={b.id}>
                    <button type="button" className="ad-text-btn" onClick={() => addBrand(b)}>
                      + {b.name}（{b.id}）
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="ad-muted">没有找到该品牌</p>
            )
          ) : null}
        </fieldset>

        <fieldset className="ad-editorial-group">
          <legend>封面图</legend>
          {form.thumbnail ? (
            <div className="ad-toolbar">
              <img className="ad-cover" src={form.thumbnail} alt="封面图预览" />
              <Button size="xs" variant="ghost" onClick={() => change({ thumbnail: '' })}>
                移除封面
              </Button>
            </div>
          ) : null}
          <label className="ad-hint">
            上传 JPG、PNG 或 WebP（不超过 5MB，不支持 SVG；照片信息会被去除）：
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              data-testid="cover-input"
              onChange={async (e) => {
                const file = e.currentTarget.files?.[0];
                e.currentTarget.value = '';
                if (!file) return;
                const url = await upload(file);
                if (url) change({ thumbnail: url });
              }}
            />
          </label>
        </fieldset>

        {kind === 'article' ? (
          <div className="ad-editorial-group">
            <p id={bodyLabel} className="ad-editorial-label">
              正文
            </p>
            <Suspense fallback={<p className="ad-loading">正在加载编辑器…</p>}>
              <RichTextEditor labelledBy={bodyLabel} initialHtml={form.bodyHtml} onChange={(bodyHtml) => change({ bodyHtml })} uploadImage={upload} />
            </Suspense>
          </div>
        ) : null}

        <div className="ad-form-actions">
          <Button type="submit" size="sm" colorPalette="brand" loading={busy} disabled={busy}>
            {status === 'PUBLISHED' ? '保存并更新线上' : '保存草稿'}
          </Button>
          {kind === 'article' ? (
            <Button size="sm" variant="outline" disabled={busy} onClick={() => void onPreview()} aria-expanded={preview !== undefined}>
              {preview === undefined ? '预览' : '关闭预览'}
            </Button>
          ) : null}
          {status !== 'PUBLISHED' ? (
            <Button size="sm" variant="outline" disabled={busy} onClick={() => void onPublish('')()}>
              立即发布
            </Button>
          ) : null}
          <label className="ad-editorial-at">
            定时发布
            <Input size="sm" type="datetime-local" className="ad-w-md" value={at} onChange={(e) => setAt(e.currentTarget.value)} aria-label="定时发布时间（北京时间）" />
          </label>
          <Button size="sm" variant="outline" disabled={busy || !at} onClick={() => void onPublish(chinaIso(at))()}>
            定时发布
          </Button>
          {status === 'PUBLISHED' || status === 'SCHEDULED' ? (
            <Button size="sm" variant="ghost" colorPalette="red" disabled={busy} onClick={() => void onUnpublish()}>
              {status === 'PUBLISHED' ? '下线' : '取消定时'}
            </Button>
          ) : null}
        </div>
      </form>
      {preview !== undefined ? (
        <section className="ad-card" aria-label="预览">
          <ArticlePreview title={form.title} author={form.author} publishedAt={saved?.status === 'PUBLISHED' ? saved.publishedAt : null} bodyHtml={preview} />
        </section>
      ) : null}
    </>
  );
}

graphql(`
  fragment EditorialForm on Editorial {
    id
    kind
    title
    status
    bodyHtml
    summary
    keywords
    thumbnail
    author
    categoryId
    category
    brands {
      id
      name
    }
    publishedAt
    publishAt
    updatedAt
    publicPath
  }
`);

const EDITORIAL = graphql(`
  query AdminEditorial($kind: EditorialKind!, $id: ID!) {
    editorial(kind: $kind, id: $id) {
      ...EditorialForm
    }
  }
`);

const CHOICES = graphql(`
  query AdminEditorialChoices {
    editorialChoices {
      articleCategories {
        id
        name
        parent
      }
      topicCategories {
        id
        name
        parent
      }
    }
  }
`);

const BRANDS = graphql(`
  query AdminEditorialBrands($q: String!) {
    editorialBrands(q: $q) {
      id
      name
    }
  }
`);

const PREVIEW = graphql(`
  query AdminEditorialPreview($bodyHtml: String!) {
    editorialPreview(bodyHtml: $bodyHtml)
  }
`);

const SAVE = graphql(`
  mutation AdminSaveEditorial($input: EditorialInput!) {
    saveEditorial(input: $input) {
      ok
      code
      message
      item {
        ...EditorialForm
      }
    }
  }
`);

const PUBLISH = graphql(`
  mutation AdminPublishEditorial($kind: EditorialKind!, $id: ID!, $at: String) {
    publishEditorial(kind: $kind, id: $id, at: $at) {
      ok
      code
      message
      item {
        ...EditorialForm
      }
    }
  }
`);

const UNPUBLISH = graphql(`
  mutation AdminUnpublishEditorial($kind: EditorialKind!, $id: ID!) {
    unpublishEditorial(kind: $kind, id: $id) {
      ok
      code
      message
      item {
        ...EditorialForm
      }
    }
  }
`);

const UPLOAD = graphql(`
  mutation AdminUploadEditorialImage($data: String!) {
    uploadEditorialImage(dataBase64: $data) {
      ok
      code
      message
      image {
        url
        width
        height
      }
    }
  }
`);
