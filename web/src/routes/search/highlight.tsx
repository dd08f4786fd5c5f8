// The keyword marked in a result's text. Built from React text nodes only: a keyword such as
// <script> or "&quot;" is shown as typed and can never become markup.
import type { ReactNode } from 'react';

export function highlight(text: string, keyword: string): ReactNode {
  const k = keyword.trim();
  if (!k) return text;
  const lower = text.toLowerCase();
  const key = k.toLowerCase();
  const parts: ReactNode[] = [];
  let at = 0;
  for (let i = lower.indexOf(key); i !== -1; i = lower.indexOf(key, at)) {
    if (i > at) parts.push(text.slice(at, i));
    parts.push(
      <mark key={i} className="sj-hit">
        {text.slice(i, i + k.length)}
      </mark>,
    );
    at = i + k.length;
  }
  if (!parts.length) return text;
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}
