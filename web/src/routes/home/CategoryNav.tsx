// Category navigation (SPEC §2): the industries; hovering one (or focusing into it) opens its
// sub-categories and hot projects. Pure CSS (:hover, :focus-within): no script, nothing to hydrate.
import { Link } from 'react-router';
import type { HomeQuery } from '../../gql/graphql';

type Nav = NonNullable<HomeQuery['home']>['categoryNav'];

export function CategoryNav({ nav }: { nav: Nav }) {
  return (
    <nav aria-label="行业分类" className="hm-catnav">
      <ul>
        {nav.map(({ category, title, brands }) => (
          <li key={category.id} className="hm-catnav-item">
            <Link to={`/shangji/${category.pinyin}`} className="hm-catnav-link">
              {category.name}
            </Link>
            <span className="hm-catnav-kids" aria-hidden="true">
              {category.children.slice(0, 2).map((c) => c.name).join(' / ')}
            </span>
            <div className="hm-catnav-flyout" role="group" aria-label={`${category.name}：子分类和热门项目`}>
              <div className="hm-flyout-title">{title || `${category.name}加盟`}</div>
              <ul className="hm-flyout-kids">
                {category.children.map((c) => (
                  <li key={c.id}>
                    <Link to={`/shangji/${c.pinyin}`}>{c.name}</Link>
                  </li>
                ))}
              </ul>
              {brands.length ? (
                <>
                  <div className="hm-flyout-title">热门项目</div>
                  <ul className="hm-flyout-brands">
                    {brands.map((b) => (
                      <li key={b.id}>
                        <Link to={`/shangji/${b.id}`}>{b.name}</Link>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </nav>
  );
}
