// 加入对比 on list rows, search results and the brand page (docs/decisions/0095). A real button with
// aria-pressed and the brand's name in its label; its outcome is announced in a polite live region, and
// while the brand is on the shortlist a link leads to the compare page. Plain markup: it sits in long lists.
import { useState } from 'react';
import { Link } from 'react-router';
import { COMPARE_MAX, compareHref, toggleShortlist, useShortlist, type ToggleResult } from './shortlist';

const messages: Record<ToggleResult, string> = {
  added: '已加入对比',
  removed: '已移出对比',
  full: `最多对比${COMPARE_MAX}个品牌，请先移出一个`,
  unavailable: '浏览器不允许保存对比清单（可能处于无痕模式）',
};

export function CompareButton({ brandId, brandName }: { brandId: string; brandName: string }) {
  const ids = useShortlist();
  const [said, setSaid] = useState<ToggleResult | null>(null);
  const on = ids.includes(brandId);
  return (
    <span className="sj-compare" data-testid="compare-toggle">
      <button type="button" className="sj-compare-btn" aria-pressed={on} aria-label={`加入对比：${brandName}`} onClick={() => setSaid(toggleShortlist(brandId, brandName))}>
        {on ? '✓ 已加入对比' : '＋ 加入对比'}
      </button>
      <span role="status">{said ? messages[said] : null}</span>
      {on ? <Link to={compareHref(ids)}>去对比（{ids.length}）</Link> : null}
    </span>
  );
}
