// The back office's cookie: its attributes over http and https, what is read back, and what public
// listeners forward (never the admin session, whichever name it has).
import { expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createContext } from '../graphql/context';
import { createUpstreamCache } from '../upstream/cache';
import { adminCookie, stripAdminCookies } from './cookie';

const secret = 'A'.repeat(43);

it('sj_admin over http: HttpOnly, SameSite=Strict, Path=/, 12 hours; __Host-sj_admin and Secure over https', () => {
  const http = adminCookie('http://localhost:3002');
  expect(http.set(secret)).toBe(`sj_admin=${secret}; Max-Age=43200; Path=/; HttpOnly; SameSite=Strict`);
  expect(http.clear()).toBe('sj_admin=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict');
  const https = adminCookie('https://admin.example.com');
  expect(https.set(secret)).toBe(`__Host-sj_admin=${secret}; Max-Age=43200; Path=/; HttpOnly; SameSite=Strict; Secure`);
  expect(https.clear()).toBe('__Host-sj_admin=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict; Secure');
  expect(() => http.set('bad value;')).toThrow();
});

it('reads only its own name and only a well-formed secret', () => {
  const http = adminCookie('http://localhost:3002');
  expect(http.read(`a=1; sj_admin=${secret}; b=2`)).toBe(secret);
  expect(http.read(`__Host-sj_admin=${secret}`)).toBeUndefined();
  expect(http.read('sj_admin=short')).toBeUndefined();
  expect(http.read('sj_admin=has space in it and more than twenty')).toBeUndefined();
  expect(http.read(undefined)).toBeUndefined();
  expect(adminCookie('https://a.example').read(`sj_admin=${secret}`)).toBeUndefined();
});

it('public listeners forward every cookie but the admin session', () => {
  expect(stripAdminCookies(`sj_sid=abc; sj_admin=${secret}; __Host-sj_admin=${secret}; x=1`)).toBe('sj_sid=abc; x=1');
  expect(stripAdminCookies(`sj_admin=${secret}`)).toBeUndefined();
  expect(stripAdminCookies('sj_sid=abc; sj_admin_like=1')).toBe('sj_sid=abc; sj_admin_like=1');
  expect(stripAdminCookies(undefined)).toBeUndefined();
  const context = createContext({
    headers: { cookie: `sj_sid=abc; sj_admin=${secret}` },
    config: loadConfig({}),
    cache: createUpstreamCache({ memoryMaxBytes: 1024 * 1024 }),
  });
  expect(context.visitor.cookie).toBe('sj_sid=abc');
  expect(context.admin).toBeUndefined();
});
