import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

it('has working defaults for one machine', () => {
  expect(loadConfig({})).toMatchObject({ port: 3000, host: '127.0.0.1', upstreamUrl: 'http://127.0.0.1:4000', upstreamTimeoutMs: 3000, redisUrl: undefined, production: false });
});

it('stops with a message naming each bad variable', () => {
  expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
  expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  expect(() => loadConfig({ REDIS_URL: 'http://cache' })).toThrow(/REDIS_URL/);
  expect(() => loadConfig({ UPSTREAM_TIMEOUT_MS: '0' })).toThrow(/UPSTREAM_TIMEOUT_MS/);
});

it('treats empty variables as unset and trims trailing slashes', () => {
  expect(loadConfig({ REDIS_URL: '', UPSTREAM_URL: 'http://api.example.com/' })).toMatchObject({ redisUrl: undefined, upstreamUrl: 'http://api.example.com' });
});

it('allows the mobile site origin cross-origin by default, and more origins through CORS_ORIGINS', () => {
  expect(loadConfig({ MOBILE_SITE_URL: 'https://m.example.cn/' }).corsOrigins).toEqual(['https://m.example.cn']);
  expect(loadConfig({ MOBILE_SITE_URL: 'https://m.example.cn', CORS_ORIGINS: 'https://tools.example.cn, http://localhost:5173' }).corsOrigins).toEqual([
    'https://m.example.cn',
    'https://tools.example.cn',
    'http://localhost:5173',
  ]);
  expect(() => loadConfig({ CORS_ORIGINS: 'tools.example.cn' })).toThrow(/CORS_ORIGINS/);
  expect(() => loadConfig({ CORS_ORIGINS: 'https://tools.example.cn/app' })).toThrow(/CORS_ORIGINS/);
  expect(() => loadConfig({ CORS_ORIGINS: 'ftp://tools.example.cn' })).toThrow(/CORS_ORIGINS/);
});

it('validates the addresses of QR codes and outbound buttons', () => {
  // Unset, each is a page of this site, never a made-up address.
  expect(loadConfig({}).links).toEqual({
    wechatQrUrl: 'http://localhost:3000/',
    miniProgramQrUrl: 'http://localhost:3000/',
    salesQrUrl: 'http://localhost:3000/aboutus',
    brandPortalUrl: 'http://localhost:3000/aboutus',
    merchantCenterUrl: 'http://localhost:3000/brandentry',
    courseUrl: 'http://localhost:3000/serviceoffers',
    claimUrl: 'http://localhost:3002/claim',
  });
  // The claim flow lives on the back office's origin.
  expect(loadConfig({ ADMIN_SITE_URL: 'https://admin.shangji.cn/' }).links.claimUrl).toBe('https://admin.shangji.cn/claim');
  expect(loadConfig({ SITE_URL: 'https://www.shangji.cn/' }).links.courseUrl).toBe('https://www.shangji.cn/serviceoffers');
  expect(JSON.stringify(loadConfig({}).links)).not.toMatch(/example/);
  expect(loadConfig({ QR_SALES_URL: 'https://sales.example.org/x' }).links.salesQrUrl).toBe('https://sales.example.org/x');
  expect(() => loadConfig({ BRAND_PORTAL_URL: 'javascript:alert(1)' })).toThrow(/BRAND_PORTAL_URL/);
  expect(() => loadConfig({ QR_WECHAT_URL: 'not a url' })).toThrow(/QR_WECHAT_URL/);
});

it('names no media partner unless MEDIA_PARTNERS says so', () => {
  expect(loadConfig({}).mediaPartners).toEqual([]);
  expect(loadConfig({ MEDIA_PARTNERS: '甲媒体, 乙媒体、丙媒体，' }).mediaPartners).toEqual(['甲媒体', '乙媒体', '丙媒体']);
});

describe('node flags', () => {
  it("server/package.json's start script runs the gateway with the flags npm start and the tests use", async () => {
    const { SERVER_NODE_ARGS } = await import('../node-args.mjs');
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: { start: string } };
    expect(pkg.scripts.start).toBe(`node ${SERVER_NODE_ARGS.join(' ')} dist/main.js`);
  });
});

it('the mobile site listens on MOBILE_PORT and is addressed there unless MOBILE_SITE_URL says otherwise', () => {
  expect(loadConfig({})).toMatchObject({ mobilePort: 3001, mobileSiteUrl: 'http://localhost:3001', publicGraphqlUrl: 'http://localhost:3000/graphql', corsOrigins: ['http://localhost:3001'] });
  expect(loadConfig({ MOBILE_PORT: '3242' })).toMatchObject({ mobilePort: 3242, mobileSiteUrl: 'http://localhost:3242' });
  expect(loadConfig({ MOBILE_SITE_URL: 'https://m.example.cn/', SITE_URL: 'https://www.example.cn' })).toMatchObject({ mobileSiteUrl: 'https://m.example.cn', publicGraphqlUrl: 'https://www.example.cn/graphql' });
  expect(loadConfig({ PUBLIC_GRAPHQL_URL: 'https://api.example.cn/graphql' }).publicGraphqlUrl).toBe('https://api.example.cn/graphql');
  expect(() => loadConfig({ MOBILE_PORT: '70000' })).toThrow(/MOBILE_PORT/);
});

it('the back office listens on ADMIN_PORT, is addressed there unless ADMIN_SITE_URL (an origin) says otherwise', () => {
  expect(loadConfig({})).toMatchObject({ adminPort: 3002, adminSiteUrl: 'http://localhost:3002' });
  expect(loadConfig({ ADMIN_PORT: '3342' })).toMatchObject({ adminPort: 3342, adminSiteUrl: 'http://localhost:3342' });
  expect(loadConfig({ ADMIN_PORT: '0' })).toMatchObject({ adminPort: 0, adminSiteUrl: 'http://localhost:3002' });
  expect(loadConfig({ ADMIN_SITE_URL: 'https://admin.example.com/' })).toMatchObject({ adminSiteUrl: 'https://admin.example.com' });
  expect(() => loadConfig({ ADMIN_SITE_URL: 'https://example.com/admin' })).toThrow(/ADMIN_SITE_URL/);
  expect(() => loadConfig({ ADMIN_PORT: '70000' })).toThrow(/ADMIN_PORT/);
});
