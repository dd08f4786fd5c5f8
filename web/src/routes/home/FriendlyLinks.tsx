// 友情链接 (SPEC §2, §3): other sites through the jump page in a new tab, site paths (热门行业) as plain
// links; weight 0 → rel="nofollow", the other links are followed (components/FriendlyLink.tsx;
// docs/decisions/0041-header-search-and-outbound-links.md).
import { FriendlyLink } from '../../components/FriendlyLink';
import type { HomeBelowQuery } from '../../gql/graphql';

type Groups = NonNullable<HomeBelowQuery['linkGroups']>;

export function FriendlyLinks({ groups }: { groups: Groups }) {
  if (!groups.length) return <p className="sj-muted">暂无数据</p>;
  return (
    <>
      {groups.map((g) => (
        <div key={g.name} className="hm-links">
          <h3>{g.name}</h3>
          <ul>
            {g.links.map((l) => (
              <li key={l.url + l.title}>
                <FriendlyLink link={l} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}
