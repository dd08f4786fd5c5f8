// The poster's items (SPEC §2 /haibao): the item's text decides how it shows. A video link gets a play
// overlay and a player with a close control; another web link makes the image a new-tab link (through the
// jump page when it leaves the site); anything else is a plain image. Images carry the usual poster size
// (750x1000) as width/height so their space is kept before they load (consult's scroll lands where it aims).
import { useEffect, useRef, useState } from 'react';
import { graphql } from '../../gql';
import type { PosterItems_ItemFragment } from '../../gql/graphql';
import { isExternalHref } from '../../components/OutboundLink';
import { playableInBrowser, posterLinkHref, videoFormat } from './jump';

export const PosterItemsFragment = graphql(`
  fragment PosterItems_item on PosterItem {
    imageUrl
    kind
    target
  }
`);

function VideoItem({ item, name, index }: { item: PosterItems_ItemFragment; name: string; index: number }) {
  const target = item.target ?? '';
  const playable = playableInBrowser(target);
  const [open, setOpen] = useState(false);
  // Mounted on first play and kept: closing pauses and hides it, playing again resumes.
  const [mounted, setMounted] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const playRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  const play = () => {
    setMounted(true);
    setOpen(true);
  };
  // Starts once the player is shown; play() rejects when the source cannot load (no network): the
  // player's own controls then show the failure.
  useEffect(() => {
    if (open) video.current?.play().catch(() => undefined);
    // After closing, the play button is back: the keyboard focus goes to it, not to the page's top.
    else if (returnFocus.current) {
      returnFocus.current = false;
      playRef.current?.focus();
    }
  }, [open]);
  const close = () => {
    video.current?.pause();
    returnFocus.current = true;
    setOpen(false);
  };

  return (
    <div className="sj-poster-item sj-poster-video">
      <img width={750} height={1000} src={item.imageUrl} alt={`${name}海报 ${index + 1}`} loading={index > 1 ? 'lazy' : undefined} />
      {!open ? (
        <button type="button" ref={playRef} className="sj-poster-play" onClick={play} aria-label={`播放${name}视频`}>
          <span aria-hidden="true">▶</span>
        </button>
      ) : null}
      {mounted ? (
        <div className="sj-poster-player" hidden={!open} role="group" aria-label={`${name}视频`}>
          {playable ? (
            <video ref={video} src={target} controls preload="none" playsInline aria-label={`${name}视频`} />
          ) : (
            <p className="sj-poster-note">
              该视频为 {videoFormat(target) || '未知'} 格式，浏览器无法直接播放，
              <a href={posterLinkHref(target)} target="_blank" rel="nofollow noopener" className="sj-link">
                点击在新窗口打开视频
              </a>
              。
            </p>
          )}
          <button type="button" className="sj-poster-close" onClick={close} aria-label="关闭视频">
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}

export function PosterItems({ items, name }: { items: ReadonlyArray<PosterItems_ItemFragment>; name: string }) {
  return (
    <div className="sj-poster-items">
      {items.map((item, i) => {
        const key = `${i}-${item.imageUrl}`;
        const alt = `${name}海报 ${i + 1}`;
        if (item.kind === 'VIDEO' && item.target) return <VideoItem key={key} item={item} name={name} index={i} />;
        if (item.kind === 'LINK' && item.target) {
          return (
            <a
              key={key}
              className="sj-poster-item"
              href={posterLinkHref(item.target)}
              target="_blank"
              rel={isExternalHref(item.target) ? 'nofollow noopener' : 'noopener'}
            >
              <img width={750} height={1000} src={item.imageUrl} alt={alt} loading={i > 1 ? 'lazy' : undefined} />
              <span className="sj-sr-only">（在新窗口打开）</span>
            </a>
          );
        }
        return (
          <div key={key} className="sj-poster-item">
            <img width={750} height={1000} src={item.imageUrl} alt={alt} loading={i > 1 ? 'lazy' : undefined} />
          </div>
        );
      })}
    </div>
  );
}
