// Words and addresses of the two kinds of editorial content (docs/decisions/0122), shared by the list
// and the editor.
import type { EditorialKind, EditorialStatus } from '../../gql/graphql';

export interface KindText {
  kind: EditorialKind;
  /** 头条 / 专题 */
  name: string;
  /** The back office's list: /articles or /topics. */
  base: string;
}

export const KINDS: Record<'article' | 'topic', KindText> = {
  article: { kind: 'ARTICLE', name: '头条', base: '/articles' },
  topic: { kind: 'TOPIC', name: '专题', base: '/topics' },
};

export const STATUS_LABELS: Record<EditorialStatus, string> = { DRAFT: '草稿', SCHEDULED: '定时发布', PUBLISHED: '已发布', WITHDRAWN: '已下线' };
export const STATUS_TONES: Record<EditorialStatus, string> = { DRAFT: 'ad-tag-warn', SCHEDULED: 'ad-tag-warn', PUBLISHED: 'ad-tag-ok', WITHDRAWN: 'ad-tag-bad' };
