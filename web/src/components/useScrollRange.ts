// Whether the page is scrolled within [from, to) pixels: the sticky and fixed side panels of the owner
// pages (SPEC §9: brand entry 200 px; marketing 1200 px and 1200–7000 px). False on the server and
// before hydration, so the panel renders in its resting place first.
import { useEffect, useState } from 'react';

export function useScrollRange(from: number, to = Number.POSITIVE_INFINITY): boolean {
  const [inside, setInside] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setInside(window.scrollY > from && window.scrollY < to);
    };
    // One measurement per frame however many scroll events arrive.
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [from, to]);
  return inside;
}
