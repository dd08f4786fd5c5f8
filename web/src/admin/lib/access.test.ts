import { describe, expect, it } from 'vitest';
import { actorOn, homeOf, mayUse, navFor, type Roles } from './access';
import { formatTime, stateLabel } from './format';

const brand = (brandId: string, role: 'BRAND_ADMIN' | 'BRAND_AGENT') => ({ brandId, brandName: `品牌${brandId}`, role });
const labels = (roles: Roles) => navFor(roles).map((n) => `${n.label}${n.to}`);

describe('the navigation shows only what the roles may use', () => {
  it('support: the desk, disputes, dead deliveries, security', () => {
    expect(labels({ staffRole: 'SUPPORT', brands: [] })).toEqual(['线索/desk', '争议/disputes', '投递失败/dead', '安全/security']);
  });
  it('compliance: the audit trail; admin: accounts and the content tools; ops: the content tools', () => {
    const tools = ['认领审核/claims', '资料审核/brand-edits', '头条/articles', '专题/topics', '广告排期/placements', '品牌导入/import'];
    expect(labels({ staffRole: 'COMPLIANCE', brands: [] })).toEqual(['审计记录/audit', '安全/security']);
    expect(labels({ staffRole: 'ADMIN', brands: [] })).toEqual(['账号/accounts', ...tools, '安全/security']);
    expect(labels({ staffRole: 'OPS', brands: [] })).toEqual([...tools, '安全/security']);
  });
  it('the content tools are for ops and admin only', () => {
    for (const roles of [{ staffRole: 'SUPPORT' as const, brands: [] }, { staffRole: 'COMPLIANCE' as const, brands: [] }, { brands: [brand('7', 'BRAND_ADMIN')] }, { brands: [brand('7', 'BRAND_AGENT')] }]) {
      for (const screen of ['claims', 'brandEdits', 'articles', 'topics', 'placements', 'import'] as const) expect(mayUse(roles, screen), screen).toBe(false);
    }
  });
  it('a brand agent sees leads; a brand admin also the notification settings and the brand profile', () => {
    expect(labels({ brands: [brand('7', 'BRAND_AGENT')] })).toEqual(['线索/leads', '我的认领/my-claims', '安全/security']);
    expect(labels({ brands: [brand('7', 'BRAND_AGENT'), brand('9', 'BRAND_ADMIN')] })).toEqual(['线索/leads', '通知设置/notify', '我的认领/my-claims', '品牌资料/brand-profile', '安全/security']);
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
    expect(homeOf({ staffRole: 'OPS', brands: [] })).toBe('/claims');
  });
  it('a merchant without a brand yet: its claims (home), the claim form, security; never the review', () => {
    const merchant = { staffRole: null, brands: [] };
    expect(labels(merchant)).toEqual(['我的认领/my-claims', '安全/security']);
    expect(homeOf(merchant)).toBe('/my-claims');
    expect(mayUse(merchant, 'claim')).toBe(true);
    expect(mayUse(merchant, 'claims')).toBe(false);
    expect(mayUse({ staffRole: 'SUPPORT', brands: [] }, 'claims')).toBe(false);
    expect(mayUse({ staffRole: 'OPS', brands: [] }, 'claim')).toBe(false);
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
