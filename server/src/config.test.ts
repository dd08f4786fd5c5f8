import { expect, it } from 'vitest';
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

it('validates the addresses of QR codes and outbound buttons', () => {
  expect(loadConfig({}).links.salesQrUrl).toMatch(/^https:\/\//);
  expect(loadConfig({ QR_SALES_URL: 'https://sales.example.org/x' }).links.salesQrUrl).toBe('https://sales.example.org/x');
  expect(() => loadConfig({ BRAND_PORTAL_URL: 'javascript:alert(1)' })).toThrow(/BRAND_PORTAL_URL/);
  expect(() => loadConfig({ QR_WECHAT_URL: 'not a url' })).toThrow(/QR_WECHAT_URL/);
});
