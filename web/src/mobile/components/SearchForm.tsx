// The search box: a plain GET form to /search (the desktop's parameters: model, q), so it works before
// and without any script; hot keywords under it as links.
import { searchHref } from '../../routes/search/route';

export function SearchForm({ q = '', model = 'zhaoshang', hot = [] }: { q?: string; model?: string; hot?: ReadonlyArray<string> }) {
  return (
    <form className="m-search" action="/search" method="get" role="search">
      <input type="hidden" name="model" value={model} />
      <label className="m-sr-only" htmlFor="m-q">
        搜索关键词
      </label>
      <input id="m-q" type="search" name="q" defaultValue={q} placeholder="搜索品牌、资讯、专题" enterKeyHint="search" maxLength={40} />
      <button type="submit">搜索</button>
      {hot.length ? (
        <p className="m-hot">
          <span className="m-muted">热搜：</span>
          {hot.map((h) => (
            <a key={h} href={searchHref('zhaoshang', h)}>
              {h}
            </a>
          ))}
        </p>
      ) : null}
    </form>
  );
}
