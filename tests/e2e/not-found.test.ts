// Both 404s of SPEC §8: an unknown brand id (the error page) and an unmatched route.
import { describe, expect, inject, it } from 'vitest';

const skipReason = inject('skipReason');

describe.skipIf(Boolean(skipReason))('404 pages', () => {
  const baseUrl = inject('baseUrl');

  it('answers an unknown brand id with 404 and the error page', async () => {
    const res = await fetch(`${baseUrl}/shangji/987654321`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('您访问的页面出错了');
    expect(html).toContain('返回首页');
    expect(html).toContain('分类品牌');
    expect(html).toContain('温馨提示');
    expect(html).toContain('投资有风险，选择需谨慎');
  });

  it('answers an unmatched route with 404 and "This page could not be found"', async () => {
    const res = await fetch(`${baseUrl}/no/such/page`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('This page could not be found');
    expect(html).toContain('投资有风险，选择需谨慎');
  });
});
