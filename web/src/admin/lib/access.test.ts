import { describe, expect, it } from 'vitest';
import { actorOn, homeOf, mayUse, navFor, type Roles } from './access';
import { formatTime, stateLabel } from './format';

const brand = (brandId: string, role: 'BRAND_ADMIN' | 'BRAND_AGENT') => ({ brandId, brandName: `品牌${brandId}`, role });
const labels = (roles: Roles) => navFor(roles).map((n) => `${n.label}${n.to}`);

describe('the navigation shows only what the roles may use', () => {
  it('support: the desk, disputes, dead deliveries, security', () => {
    expect(labels({ staffRole: 'SUPPORT', brands: [] })).toEqual(['线索/desk', '争议/disputes', '投递失败/dead', '安全/security']);
  });
  it('compliance: the audit trail; admin: accounts, placements, import; ops: placements, import', () => {
    expect(labels({ staffRole: 'COMPLIANCE', brands: [] })).toEqual(['审计记录/audit', '安全/security']);
    expect(labels({ staffRole: 'ADMIN', brands: [] })).toEqual(['账号/accounts', '广告排期/placements', '品牌导入/import', '安全/security']);
    expect(labels({ staffRole: 'OPS', brands: [] })).toEqual(['广告排期/placements', '品牌导入/import', '安全/security']);
  it('compliance: the audit trail; admin: accounts, news and topics; ops: news and topics', () => {
    expect(labels({ staffRole: 'ADMIN', brands: [] })).toEqual(['账号/accounts', '头条/articles', '专题/topics', '安全/security']);
    expect(labels({ staffRole: 'OPS', brands: [] })).toEqual(['头条/articles', '专题/topics', '安全/security']);
  });
  it('placements and import are for ops and admin only', () => {
    for (const roles of [{ staffRole: 'SUPPORT' as const, brands: [] }, { staffRole: 'COMPLIANCE' as const, brands: [] }, { brands: [brand('7', 'BRAND_ADMIN')] }, { brands: [brand('7', 'BRAND_AGENT')] }]) {
      expect(mayUse(roles, 'placements')).toBe(false);
      expect(mayUse(roles, 'import')).toBe(false);
    }
  it('compliance: the audit trail; admin: accounts and brand edits; ops: brand edits', () => {
    expect(labels({ staffRole: 'ADMIN', brands: [] })).toEqual(['账号/accounts', '资料审核/brand-edits', '安全/security']);
    expect(labels({ staffRole: 'OPS', brands: [] })).toEqual(['资料审核/brand-edits', '安全/security']);
  });
  it('a brand agent sees leads; a brand admin also the notification settings and the brand profile', () => {
    expect(labels({ brands: [brand('7', 'BRAND_AGENT')] })).toEqual(['线索/leads', '安全/security']);
    expect(labels({ brands: [brand('7', 'BRAND_AGENT'), brand('9', 'BRAND_ADMIN')] })).toEqual(['线索/leads', '通知设置/notify', '品牌资料/brand-profile', '安全/security']);
  });
  it('names the desk apart when an account has both', () => {
    expect(labels({ staffRole: 'SUPPORT', brands: [brand('7', 'BRAND_AGENT')] }).slice(0, 2)).toEqual(['线索/leads', '线索台/desk']);
  });
  it('refuses the screens of other roles', () => {
    const agent = { brands: [brand('7', 'BRAND_AGENT')] };
    for (const screen of ['desk', 'disputes', 'dead', 'audit', 'accounts', 'notify', 'brandProfile', 'brandEdits'] as const) expect(mayUse(agent, screen)).toBe(false);
    for (const staffRole of ['SUPPORT', 'COMPLIANCE'] as const) expect(mayUse({ staffRole, brands: [] }, 'brandEdits')).toBe(false);
    expect(mayUse({ staffRole: 'OPS', brands: [] }, 'brandProfile')).toBe(false);
    expect(mayUse({ staffRole: 'COMPLIANCE', brands: [] }, 'lead')).toBe(false);
    expect(homeOf(agent)).toBe('/leads');
    expect(homeOf({ staffRole: 'OPS', brands: [] })).toBe('/placements');
    expect(homeOf({ staffRole: 'OPS', brands: [] })).toBe('/brand-edits');
    for (const screen of ['desk', 'disputes', 'dead', 'audit', 'accounts', 'notify', 'articles', 'topics'] as const) expect(mayUse(agent, screen)).toBe(false);
    for (const staffRole of ['SUPPORT', 'COMPLIANCE'] as const) expect(mayUse({ staffRole, brands: [] }, 'articles')).toBe(false);
    expect(homeOf({ staffRole: 'OPS', brands: [] })).toBe('/articles');
  });
});

describe('who acts on a lead', () => {
  it('the brand on its own brand lead, support on a desk lead, nobody otherwise', () => {
    const agent = { brands: [brand('7', 'BRAND_AGENT')] };
    const support = { staffRole: 'SUPPORT' as const, brands: [] };
    expect(actorOn(agent, { brandId: '7', recipient: 'BRAND' })).toBe('brand');
    expect(actorOn(agent, { brandId: '8', recipient: 'BRAND' })).toBeNull();
    expect(actorOn(support, { brandId: '7', recipient: 'SITE' })).toBe('staff');
    expect(actorOn(support, { brandId: '7', recipient: 'BRAND' })).toBeNull();
  });
});

describe('formats', () => {
  it('writes times in China time and states with the contract labels', () => {
    expect(formatTime('2026-11-28T16:05:00Z')).toBe('2026-11-29 00:05');
    expect(formatTime(null)).toBe('—');
    expect(stateLabel('NO_INTENT')).toBe('无意向');
    expect(stateLabel('DISPUTE_REJECTED')).toBe('驳回');
  });
});
