// The news home's carousel (SPEC §9: 3 items, 266 px tall): one slide shown, dots switch on click or
// hover, and it advances every 5 s unless the pointer or focus is inside. Styled by the page's sheet
// (styles.css.ts, rendered by route.tsx).
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { framed } from '../../components/framed';

export interface Slide {
  id: string;
  title: string;
  thumbnail: string;
}

export function NewsCarousel({ slides }: { slides: ReadonlyArray<Slide> }) {
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused || slides.length < 2) return;
    const t = setInterval(() => setActive((a) => (a + 1) % slides.length), 5000);
    return () => clearInterval(t);
  }, [paused, slides.length]);
  if (!slides.length) return null;
  // A <section> (a region, named by its label), as components/carousel/Carousel.tsx: a plain <div> may not
  // carry aria-label (it names nothing; the Nu HTML checker rejects it).
  return (
    <section
      className="sj-news-carousel"
      aria-roledescription="carousel"
      aria-label="资讯轮播"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {slides.map((s, i) => (
        <Link key={s.id} to={`/news/${s.id}`} hidden={i !== active} aria-hidden={i !== active} tabIndex={i === active ? 0 : -1}>
          <img src={framed(s.thumbnail, 440, 266)} alt="" width={440} height={266} decoding="async" />
          <span className="sj-news-carousel-caption">{s.title}</span>
        </Link>
      ))}
      <div className="sj-news-carousel-dots">
        {slides.map((s, i) => (
          <button
            key={s.id}
            type="button"
            aria-label={`第${i + 1}条：${s.title}`}
            aria-current={i === active ? 'true' : undefined}
            onClick={() => setActive(i)}
            onMouseEnter={() => setActive(i)}
          />
        ))}
      </div>
    </section>
  );
}
