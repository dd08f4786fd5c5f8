// The comment list (plain markup, sj-* classes: a page has 10 items, each with HTML and pictures).
import { SafeHtml } from '../../components/SafeHtml';
import { graphql } from '../../gql';
import type { CommentList_CommentFragment } from '../../gql/graphql';
import { CommentPictures } from './PicturePreview';
import { Stars } from './Stars';
import { framed } from '../../components/framed';

export const CommentListFragment = graphql(`
  fragment CommentList_comment on Comment {
    id
    userLogo
    userName
    score
    date
    contentHtml
    pictures
  }
`);

/** The default avatar: drawn inline, so it needs no image host (the CSP allows only the site and media). */
function DefaultAvatar() {
  return (
    <svg className="sj-comment-logo" viewBox="0 0 48 48" role="img" aria-label="默认头像">
      <rect width="48" height="48" fill="#e0e0e0" />
      <circle cx="24" cy="19" r="9" fill="#9e9e9e" />
      <path d="M8 44c2-9 9-14 16-14s14 5 16 14z" fill="#9e9e9e" />
    </svg>
  );
}

export function CommentList({ comments }: { comments: ReadonlyArray<CommentList_CommentFragment> }) {
  return (
    <ol className="sj-comments">
      {comments.map((c) => {
        const who = c.userName || '匿名用户';
        return (
          <li key={c.id} className="sj-comment">
            {c.userLogo ? <img className="sj-comment-logo" src={framed(c.userLogo, 48, 48)} alt="" width={48} height={48} loading="lazy" /> : <DefaultAvatar />}
            <div className="sj-comment-body">
              <div className="sj-comment-meta">
                <strong>{who}</strong>
                <Stars score={c.score} />
                <time className="sj-muted" dateTime={c.date}>
                  {c.date}
                </time>
              </div>
              <SafeHtml html={c.contentHtml} />
              <CommentPictures pictures={c.pictures} who={who} />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
