// The keyword marked in a result's text: each of its words (a search of several words matches all of
// them, upstream/src/search/search.ts). Built from React text nodes only: a keyword such as <script>
// or "&quot;" is shown as typed and can never become markup.
import type { ReactNode } from 'react';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function highlight(text: string, keyword: string): ReactNode {
  const words = keyword.split(/[\s\u3000]+/).filter(Boolean);
  if (!words.length) return text;
  // Longest first, so a word that contains another is marked whole.
  const pattern = new RegExp([...new Set(words)].sort((a, b) => b.length - a.length).map(escape).join('|'), 'gi');
  const parts: ReactNode[] = [];
  let at = 0;
  for (const m of text.matchAll(pattern)) {
    const i = m.index;
    if (i > at) parts.push(text.slice(at, i));
    parts.push(
      <mark key={i} className="sj-hit">
        {m[0]}
      </mark>,
    );
    at = i + m[0].length;
  }
  if (!parts.length) return text;
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}
