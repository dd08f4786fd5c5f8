// Word-wise differences between a brand's published text and an edit's, for 资料审核's side-by-side view.
// Chinese has no spaces between words: the `diff` library splits by Intl.Segmenter's word boundaries
// where the browser has it, and by characters otherwise. Parts are plain strings: the screen renders them
// as text, never as HTML, so a merchant's markup is shown as what it is.
import { diffChars, diffWords } from 'diff';

export interface DiffPart {
  text: string;
  /** 'same', or on which side only it stands. */
  kind: 'same' | 'removed' | 'added';
}

/** Past this many characters on either side the whole texts are shown apart (no word diff). */
export const DIFF_MAX = 40_000;

export function textDiff(before: string, after: string): DiffPart[] {
  if (before === after) return before ? [{ text: before, kind: 'same' }] : [];
  if (before.length > DIFF_MAX || after.length > DIFF_MAX) {
    return [...(before ? [{ text: before, kind: 'removed' as const }] : []), ...(after ? [{ text: after, kind: 'added' as const }] : [])];
  }
  const segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter('zh', { granularity: 'word' }) : null;
  const changes = segmenter ? diffWords(before, after, { intlSegmenter: segmenter }) : diffChars(before, after);
  return changes.map((c) => ({ text: c.value, kind: c.added ? 'added' : c.removed ? 'removed' : 'same' }));
}

/** The parts one side shows: the left the published text (its removals marked), the right the edit (its additions). */
export function sideOf(parts: DiffPart[], side: 'before' | 'after'): DiffPart[] {
  return parts.filter((p) => p.kind === 'same' || (side === 'before' ? p.kind === 'removed' : p.kind === 'added'));
}
