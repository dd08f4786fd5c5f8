// Which screens an account may use, from its roles (docs/decisions/0118). This only shapes the navigation
// and the 无权访问 page: the gateway's policy refuses every field the role may not use whatever the browser
// shows, and records the refusal.
import type { BrandRole, StaffRole } from '../../gql/graphql';

export interface Roles {
  staffRole?: StaffRole | null;
  brands: ReadonlyArray<{ brandId: string; brandName: string; role: BrandRole }>;
}

/** A screen of the back office and who may use it. */
export type Screen =
  | 'leads' | 'desk' | 'lead' | 'disputes' | 'dead' | 'audit' | 'accounts' | 'notify' | 'security'
  | 'claims' | 'claim' | 'myclaims' | 'brandProfile' | 'brandEdits' | 'articles' | 'topics' | 'placements' | 'import';

export function mayUse(roles: Roles, screen: Screen): boolean {
  const staff = roles.staffRole ?? null;
  switch (screen) {
    case 'leads':
      return roles.brands.length > 0;
    case 'desk':
    case 'disputes':
    case 'dead':
      return staff === 'SUPPORT';
    case 'lead':
      return staff === 'SUPPORT' || roles.brands.length > 0;
    case 'audit':
      return staff === 'COMPLIANCE';
    case 'accounts':
      return staff === 'ADMIN';
    case 'notify':
    case 'brandProfile':
      return roles.brands.some((b) => b.role === 'BRAND_ADMIN');
    case 'security':
      return true;
    // 认领: ops and admin review; a merchant (an account without a staff role) claims and follows its claims.
    case 'claims':
    case 'brandEdits':
    case 'articles':
    case 'topics':
    case 'placements':
    case 'import':
      return staff === 'OPS' || staff === 'ADMIN';
    case 'claim':
    case 'myclaims':
      return staff === null;
  }
}

export interface NavItem {
  to: string;
  label: string;
  screen: Screen;
}

/** The top bar's navigation: only what the roles may use, in a fixed order. */
export function navFor(roles: Roles): NavItem[] {
  const both = mayUse(roles, 'leads') && mayUse(roles, 'desk');
  const all: NavItem[] = [
    { to: '/leads', label: '线索', screen: 'leads' },
    { to: '/desk', label: both ? '线索台' : '线索', screen: 'desk' },
    { to: '/disputes', label: '争议', screen: 'disputes' },
    { to: '/dead', label: '投递失败', screen: 'dead' },
    { to: '/audit', label: '审计记录', screen: 'audit' },
    { to: '/accounts', label: '账号', screen: 'accounts' },
    { to: '/claims', label: '认领审核', screen: 'claims' },
    { to: '/notify', label: '通知设置', screen: 'notify' },
    { to: '/my-claims', label: '我的认领', screen: 'myclaims' },
    { to: '/brand-profile', label: '品牌资料', screen: 'brandProfile' },
    { to: '/brand-edits', label: '资料审核', screen: 'brandEdits' },
    { to: '/articles', label: '头条', screen: 'articles' },
    { to: '/topics', label: '专题', screen: 'topics' },
    { to: '/placements', label: '广告排期', screen: 'placements' },
    { to: '/import', label: '品牌导入', screen: 'import' },
    { to: '/security', label: '安全', screen: 'security' },
  ];
  return all.filter((item) => mayUse(roles, item.screen));
}

/** Where `/` leads: the first screen of the navigation. */
export function homeOf(roles: Roles): string {
  return navFor(roles)[0]!.to;
}

/** The account's roles in words for the top bar: 客服, 品牌管理员 · 某品牌… */
export function roleLine(roles: Roles, short: Record<string, string>): string {
  const parts: string[] = [];
  if (roles.staffRole) parts.push(short[roles.staffRole] ?? roles.staffRole);
  const brandRoles = [...new Set(roles.brands.map((b) => b.role))];
  for (const r of brandRoles) parts.push(short[r] ?? r);
  return parts.join(' · ') || '无角色';
}

/**
 * How the account acts on a lead, for canMoveLead: 'brand' when the lead went to one of its brands,
 * 'staff' for support on a desk lead (the site's own advisers received it), null when it only looks.
 */
export function actorOn(roles: Roles, lead: { brandId?: string | null; recipient: string }): 'brand' | 'staff' | null {
  if (lead.recipient === 'BRAND' && lead.brandId && roles.brands.some((b) => b.brandId === lead.brandId)) return 'brand';
  if (lead.recipient === 'SITE' && roles.staffRole === 'SUPPORT') return 'staff';
  return null;
}
