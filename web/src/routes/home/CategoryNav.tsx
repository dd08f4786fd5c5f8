// Category navigation (SPEC §2): the industries; hovering one (or focusing into it) opens its
// sub-categories and hot projects. Pure CSS (:hover, :focus-within): no script, nothing to hydrate.

import type { HomeQuery } from '../../gql/graphql';

type Nav = NonNullable<HomeQuery['home']>['categoryNav'];

export function CategoryNav({ nav }: { nav: Nav }) {
  return (
    <nav aria-label="行业分类" className="hm-catnav">
      <ul>
        {nav.map(({ category, title, brands }) => (
          <li key={category.id} className="hm-catnav-item">
            <a href={`/shangji/${category.pinyin}`} className="hm-catnav-link">
              {category.name}
            </a>
            <span className="hm-catnav-kids" aria-hidden="true">
              {category.children.slice(0, 2).map((c) => c.name).join(' / ')}
            </span>
            <div className="hm-catnav-flyout" role="group" aria-label={`${category.name}：子分类和热门项目`}>
              <div className="hm-flyout-title">{title || `${category.name}加盟`}</div>
              <ul className="hm-flyout-kids">
                {category.children.map((c) => (
                  <li key={c.id}>
                    <a href={`/shangji/${c.pinyin}`}>{c.name}</a>
                  </li>
                ))}
              </ul>
              {brands.length ? (
                <>
                  <div className="hm-flyout-title">热门项目</div>
                  <ul className="hm-flyout-brands">
                    {brands.map((b) => (
                      <li key={b.id}>
                        <a href={`/shangji/${b.id}`}>{b.name}</a>
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
