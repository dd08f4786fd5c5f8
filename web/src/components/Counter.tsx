// An animated figure of the owner pages (SPEC §2, §9: counters animate over 2000 ms). The server renders
// the final value, so crawlers and visitors without script read the real figure; in the browser it counts
// up from 0 once, when it first scrolls into view, and not at all for visitors who prefer reduced motion.
// A counter already on screen when the page hydrates keeps the final value it was painted with: jumping
// back to 0 to count up again would flash the figure (docs/decisions/0091). One below the fold keeps its
// figure until it is about to arrive (ARM_MARGIN away), is set to 0 then, still out of sight, and counts
// up once it is in view. Screen readers always get the final value: the moving digits are hidden from them.
import { useEffect, useRef, useState } from 'react';

export const COUNTER_MS = 2000;
/** How far outside the viewport a counter is set to 0, ready to count up (px). */
const ARM_MARGIN = 120;

/** "100W" → 100 and "W", "3000+" → 3000 and "+", "2000" → 2000 and "". */
export function splitFigure(value: string): { number: number; suffix: string } {
  const m = /^(\d+)(.*)$/.exec(value);
  return m ? { number: Number(m[1]), suffix: m[2] ?? '' } : { number: Number.NaN, suffix: value };
}

/** Ease-out: fast at first, settling on the final value. */
export function figureAt(final: number, elapsed: number, duration = COUNTER_MS): number {
  if (elapsed >= duration) return final;
  const t = Math.max(0, elapsed) / duration;
  return Math.round(final * (1 - (1 - t) ** 3));
}

export interface CounterProps {
  /** The final value as shown, e.g. "500", "100W", "3000+". */
  value: string;
  /** What the figure counts, shown under it. */
  label: string;
  className?: string;
}

export function Counter({ value, label, className }: CounterProps) {
  const { number, suffix } = splitFigure(value);
  const [shown, setShown] = useState(number);
  const ref = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el || Number.isNaN(number) || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const box = el.getBoundingClientRect();
    if (box.bottom > 0 && box.top < window.innerHeight) return;
    let frame = 0;
    // Armed just outside the viewport: the 0 is painted before the figure can be seen.
    const arm = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        arm.disconnect();
        setShown(0);
      },
      { rootMargin: `${ARM_MARGIN}px 0px` },
    );
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      arm.disconnect();
      const start = performance.now();
      const step = (now: number) => {
        const elapsed = now - start;
        setShown(figureAt(number, elapsed));
        if (elapsed < COUNTER_MS) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    });
    arm.observe(el);
    observer.observe(el);
    return () => {
      arm.disconnect();
      observer.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [number]);

  return (
    <div className={className} data-counter={value}>
      <span className="sj-counter-figure" ref={ref}>
        <span aria-hidden="true">
          {Number.isNaN(number) ? '' : shown}
          {suffix}
        </span>
        <span className="sj-sr-only">{value}</span>
      </span>
      <span className="sj-counter-label">{label}</span>
    </div>
  );
}
