// A comment's pictures: thumbnails that open a modal preview (native <dialog>: focus is kept inside and
// Escape closes it), with 上一张 / 下一张 buttons, the arrow keys, and a close button that returns focus.
import { useEffect, useRef, useState } from 'react';
import { framed } from '../../components/framed';

/** The preview's picture is drawn at 640 px and shown at most 80vw x 70vh (styles.ts). */
const PREVIEW_SIZE = 640;

export function CommentPictures({ pictures, who }: { pictures: ReadonlyArray<string>; who: string }) {
  const [index, setIndex] = useState<number | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (index !== null && !d.open) {
      d.showModal();
      // Focus starts on the close control (not the first step button), so Enter or Escape leaves at once.
      d.querySelector<HTMLButtonElement>('.sj-comment-preview-close')?.focus();
    }
    if (index === null && d.open) d.close();
  }, [index]);

  if (pictures.length === 0) return null;
  const count = pictures.length;
  const go = (step: number) => setIndex((i) => (i === null ? i : (i + step + count) % count));
  const close = () => {
    setIndex(null);
    opener.current?.focus();
  };

  return (
    <>
      <ul className="sj-comment-pics" aria-label="评论图片">
        {pictures.map((src, i) => (
          <li key={`${i}-${src}`}>
            <button
              type="button"
              aria-label={`查看大图：${who}的图片${i + 1}`}
              onClick={(e) => {
                opener.current = e.currentTarget;
                setIndex(i);
              }}
            >
              <img src={framed(src, 80, 80)} alt="" width={80} height={80} loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        className="sj-comment-preview"
        aria-label={`${who}的图片预览`}
        onClose={() => index !== null && close()}
        // A click on the backdrop (the dialog element itself, outside its content) closes the preview.
        onClick={(e) => {
          const r = e.currentTarget.getBoundingClientRect();
          const outside = e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom;
          if (e.target === e.currentTarget && outside) close();
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowRight') go(1);
          if (e.key === 'ArrowLeft') go(-1);
        }}
      >
        {index !== null ? (
          <>
            <img src={framed(pictures[index]!, PREVIEW_SIZE, PREVIEW_SIZE)} width={PREVIEW_SIZE} height={PREVIEW_SIZE} alt={`${who}的图片${index + 1}`} />
            <p className="sj-comment-preview-count" aria-live="polite">
              {index + 1} / {count}
            </p>
            {count > 1 ? (
              <div className="sj-comment-preview-steps">
                <button type="button" className="sj-btn sj-btn-outline" onClick={() => go(-1)}>
                  上一张
                </button>
                <button type="button" className="sj-btn sj-btn-outline" onClick={() => go(1)}>
                  下一张
                </button>
              </div>
            ) : null}
            <button type="button" className="sj-comment-preview-close" onClick={close} aria-label="关闭预览">
              ×
            </button>
          </>
        ) : null}
      </dialog>
    </>
  );
}
