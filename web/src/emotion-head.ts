// Emotion on the server, for a document rendered whole (whole-document.ts). By default Emotion writes each
// component's <style data-emotion> just before its element, inside <body>, and the host then had to find
// those tags in the finished bytes and move them into <head> (server/src/ssr/head-styles.ts): a search of
// the whole document and a copy of it, about 4% of a brand page's CPU, to move ChakraProvider's one empty
// global tag (every component rule is a sheet compiled at build time: decision 0108). In Emotion's
// compat mode the render writes no tag at all and keeps each rule in the cache instead; the rules that are
// not empty are written once, into <head>, as Emotion's own server extraction does (decision 0132). A
// streamed document keeps the default cache: its styles are moved as they flush (head-styles.ts).
import type { EmotionCache } from '@emotion/cache';

/**
 * Puts a fresh `cache` in compat mode for one whole render; gives the <style> tag of the rules that render
 * inserted, with the cache's nonce ('' when none).
 */
export function rulesForHead(cache: EmotionCache): () => string {
  cache.compat = true;
  return () => {
    const ids: string[] = [];
    let rules = '';
    for (const [id, inserted] of Object.entries(cache.inserted)) {
      if (typeof inserted !== 'string' || inserted === '') continue;
      ids.push(id);
      rules += inserted;
    }
    if (!rules) return '';
    // The client's Emotion cache reads "css <id> <id>…" to know these rules are in the page already.
    const nonce = cache.sheet.nonce ? ` nonce="${cache.sheet.nonce}"` : '';
    return `<style data-emotion="${cache.key} ${ids.join(' ')}"${nonce}>${rules}</style>`;
  };
}
