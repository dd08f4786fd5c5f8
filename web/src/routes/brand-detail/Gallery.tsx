// Brand gallery: main image 360x240, thumbnails 82x55; hovering (or focusing) a thumbnail swaps it.
import { useState } from 'react';
import { graphql } from '../../gql';
import { framed } from '../../components/framed';

export const GalleryFragment = graphql(`
  fragment Gallery_brand on Brand {
    name
    thumbnail
    gallery {
      image
      thumbnail
    }
  }
`);

interface GalleryProps {
  name: string;
  thumbnail: string;
  gallery: ReadonlyArray<{ image: string; thumbnail: string }>;
}

export function Gallery({ name, thumbnail, gallery }: GalleryProps) {
  const images = gallery.length ? gallery : [{ image: thumbnail, thumbnail }];
  const [current, setCurrent] = useState(0);
  const main = images[current] ?? images[0];
  return (
    <div className="sj-bd-gallery" data-testid="gallery">
      <img
        src={main ? framed(main.image, 360, 240) : undefined}
        alt={name}
        width={360}
        height={240}
        className="sj-bd-gallery-main"
      />
      {images.length > 1 ? (
        // Four 82 px thumbnails and three 10 px gaps fit the 360 px column (358 px); the selection ring is
        // an outline drawn inside the image, so it takes no width and nothing shrinks.
        <ul className="sj-list sj-bd-thumbs">
          {images.slice(0, 4).map((img, i) => (
            <li key={img.image + i}>
              <button
                type="button"
                aria-label={`${name} 图片${i + 1}`}
                aria-pressed={i === current}
                onMouseEnter={() => setCurrent(i)}
                onFocus={() => setCurrent(i)}
                onClick={() => setCurrent(i)}
              >
                <img
                  src={framed(img.thumbnail, 82, 55)}
                  alt=""
                  width={82}
                  height={55}
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
