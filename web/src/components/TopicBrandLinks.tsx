// The brands of a topic as a row of links under its title (topic list and topic search hits): the first 8,
// nothing at all when the topic has none.
import { Link } from 'react-router';

export interface TopicBrandLink {
  id: string;
  name: string;
}

export function TopicBrandLinks({ brands }: { brands: readonly TopicBrandLink[] }) {
  if (!brands.length) return null;
  return (
    <ul className="sj-cat-bar" aria-label="专题品牌">
      {brands.slice(0, 8).map((b) => (
        <li key={b.id}>
          <Link to={`/shangji/${b.id}`} className="sj-link">
            {b.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
