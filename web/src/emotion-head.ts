// Emotion on the server, for a document rendered whole (whole-document.ts). By default Emotion writes each
// component's <style data-emotion> just before its element, inside <body>, and the host then had to find
// those tags in the finished bytes and move them into <head> (server/src/ssr/head-styles.ts): a search of
// the whole document and a copy of it, about 4% of a brand page's CPU, to move ChakraProvider's one empty
// global tag (every component rule is a sheet compiled at build time: decision 0108). In Emotion's
// compat mode the render writes no tag at all and keeps each rule in the cache instead; the rules that are
// not empty are written once, into <head>, as Emotion's own server extraction does (decision 0132). A
// streamed document keeps the default cache: its styles are moved as they flush (head-styles.ts).
import createCache, { type EmotionCache } from '@emotion/cache';

/** A cache for one whole render, and the <style> tag of the rules that render inserted ('' when none). */
export function wholeRenderEmotion(nonce: string | undefined): { cache: EmotionCache; headStyles: () => string } {
  const cache = createCache({ key: 'css', ...(nonce ? { nonce } : {}) });
  cache.compat = true;
  const headStyles = () => {
    const ids: string[] = [];
    let rules = '';
    for (const [id, inserted] of Object.entries(cache.inserted)) {
      if (typeof inserted !== 'string' || inserted === '') continue;
      ids.push(id);
      rules += inserted;
    }
    if (!rules) return '';
    // The client's Emotion cache reads "css <id> <id>…" to know these rules are in the page already.
    const nonceAttr = nonce ? ` nonce="${nonce}"` : '';
    return `<style data-emotion="css ${ids.join(' ')}"${nonceAttr}>${rules}</style>`;
  };
  return { cache, headStyles };
}
