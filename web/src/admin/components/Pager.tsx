// A list's pager: the total on the left; previous, a window of pages, next and the page size on the right.
// Every page is a request to the server (nothing is paged in the browser).
import { Button, NativeSelect } from '@chakra-ui/react';
import { PAGE_SIZES, type ListParams } from './list-params';

export function Pager({ total, list, unit = '条' }: { total: number; list: ListParams; unit?: string }) {
  const pages = Math.max(1, Math.ceil(total / list.size));
  const page = Math.min(list.page, pages);
  const from = Math.max(1, Math.min(page - 2, pages - 4));
  const window = Array.from({ length: Math.min(5, pages) }, (_, i) => from + i);
  const go = (p: number) => list.set({ page: p === 1 ? undefined : p });
  return (
    <nav className="ad-pager" aria-label="分页">
      <span>
        共 <strong className="ad-num">{total.toLocaleString('zh-CN')}</strong> {unit} · 第 {page}/{pages} 页
      </span>
      <span className="ad-pager-pages">
        <Button size="xs" variant="outline" disabled={page <= 1} onClick={() => go(page - 1)}>
          上一页
        </Button>
        {window.map((p) => (
          <Button key={p} size="xs" variant="outline" aria-current={p === page ? 'page' : undefined} aria-label={`第 ${p} 页`} onClick={() => go(p)}>
            {p}
          </Button>
        ))}
        <Button size="xs" variant="outline" disabled={page >= pages} onClick={() => go(page + 1)}>
          下一页
        </Button>
        <label className="ad-pager-size">
          每页
          <NativeSelect.Root size="xs" className="ad-w-xs">
            <NativeSelect.Field value={list.size} onChange={(e) => list.set({ size: Number(e.currentTarget.value) === PAGE_SIZES[0] ? undefined : e.currentTarget.value })}>
              {PAGE_SIZES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          条
        </label>
      </span>
    </nav>
  );
}
