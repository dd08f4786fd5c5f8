// Images in upstream HTML come only from the site's own media.
import { expect, it } from 'vitest';
import sanitizeHtml from 'sanitize-html';
import { safeHtml } from './sanitize';

const body = [
  '<p>正文</p>',
  '<img src="/media/news/9.svg" alt="配图">',
  '<img src="https://tracker.example.net/pixel.gif">',
  '<img src="http://evil.example.com/media/news/9.svg">',
  '<img src="//cdn.example.org/a.png">',
  '<img src="/media/../api.php/index/getCaptcha">',
  '<img src="data:image/svg+xml;base64,PHN2Zy8+">',
  '<img src="https://img.shangji.example/media/news/10.png">',
].join('');

it('keeps /media images and drops remote, protocol-relative, data and traversal ones', () => {
  expect(safeHtml(body)).toBe('<p>正文</p><img src="/media/news/9.svg" alt="配图" />');
});

it('also keeps media on the configured media origin, and only there', () => {
  expect(safeHtml(body, 'https://img.shangji.example')).toBe('<p>正文</p><img src="/media/news/9.svg" alt="配图" /><img src="https://img.shangji.example/media/news/10.png" />');
});

// patches/sanitize-html+2.18.1.patch: one Frame constructor for every call (three times faster a call).
it('sanitises with one kind of frame across calls, nesting and text as before', () => {
  const frames: sanitizeHtml.IFrame[] = [];
  const keep = (frame: sanitizeHtml.IFrame) => (frames.push(frame), false);
  const a = sanitizeHtml('<div><p>甲<b>乙</b></p></div>', { exclusiveFilter: keep });
  const b = sanitizeHtml('<ul><li>丙</li></ul><script>x</script>', { exclusiveFilter: keep });
  expect(a).toBe('<div><p>甲<b>乙</b></p></div>');
  expect(b).toBe('<ul><li>丙</li></ul>');
  // A frame's text is its own and its children's, collected through the parent frames as they close.
  expect(frames.map((f) => [f.tag, f.text])).toEqual([['b', '乙'], ['p', '甲乙'], ['div', '甲乙'], ['li', '丙'], ['ul', '丙']]);
  expect(new Set(frames.map((f) => Object.getPrototypeOf(f))).size).toBe(1);
});

// Plain paragraphs skip the parse (decision 0144): only where sanitize-html would give them back unchanged.
const allowed = { allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'] };

it('returns plain paragraphs exactly as sanitize-html would, for any text without markup characters', () => {
  // Text drawn from CJK, Latin, digits, quotes, spaces and line breaks, no-break space, astral characters.
  const alphabet = [...'加盟品牌创立于年总部“”‘’，。！？aZ09 \t\n\r"\'=/;#%:()[]{}·—…', '\u00a0', '\u2028', '😀', '𠀋'];
  let seed = 7;
  const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
  for (let i = 0; i < 500; i++) {
    const paragraphs = Array.from({ length: 1 + random(4) }, () => `<p>${Array.from({ length: random(40) }, () => alphabet[random(alphabet.length)]).join('')}</p>`);
    const html = paragraphs.join('');
    if (!html.replace(/<\/?p>/g, '').trim()) continue;
    expect(safeHtml(html)).toBe(sanitizeHtml(html, allowed).trim());
  }
});

it('sends anything else through sanitize-html: attributes, entities, other tags, stray markup', () => {
  const cases = [
    '<p class="x">甲</p>',
    '<P>甲</P>',
    '<p>甲&amp;乙 &lt;b&gt;</p>',
    '<p>甲 &nbsp; 乙 &amp 丙</p>',
    '<p>甲<br>乙</p>',
    '<p>甲</p><script>alert(1)</script>',
    '<p>甲<p>乙</p>',
    '<p>甲</p >',
    ' <p>甲</p>',
    '<p>甲</p>\n<p>乙</p>',
    '<p>甲\u0000乙</p>',
    '<p onclick="x()">甲</p>',
  ];
  for (const html of cases) expect(safeHtml(html)).toBe(sanitizeHtml(html, allowed).trim());
  expect(safeHtml('<p>甲</p><script>alert(1)</script>')).toBe('<p>甲</p>');
});
