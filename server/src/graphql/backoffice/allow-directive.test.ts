// Deny by default (docs/decisions/0118): every field the back office's SDL declares — each field of its
// types and each Query/Mutation field it adds — carries @allow; this fails naming any that does not. And
// what the directive does at run time: a field without @allow among them answers nobody, a field elsewhere
// with @allow is guarded like any other, the policy's rules one by one.
import { graphql, parse } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { describe, expect, it } from 'vitest';
import type { WirePrincipal } from '@shangji/contract';
import { backofficeSdl, buildSchema } from '../schema';
import { applyAllowDirective, backofficeFields } from './allow-directive';
import { decide } from './policy';
import type { AdminSession } from './session';

const sdl = backofficeSdl();

it('every field declared in schema/backoffice.graphql carries @allow', () => {
  const fields = backofficeFields(sdl);
  const without = [...fields].filter(([, allowed]) => !allowed).map(([name]) => name);
  expect(without).toEqual([]);
  // The walk sees the file: its root fields and its types' fields.
  expect(fields.has('Query.lead')).toBe(true);
  expect(fields.has('Mutation.revealLead')).toBe(true);
  expect(fields.has('Lead.maskedPhone')).toBe(true);
  expect(fields.size).toBeGreaterThan(150);
});

it('the check finds a field without @allow, at the root and in a type', () => {
  const broken = `${sdl}\ntype Extra { a: Int @allow(roles: [ADMIN]) b: Int }\nextend type Query { extra: Extra }`;
  const without = [...backofficeFields(broken)].filter(([, allowed]) => !allowed).map(([name]) => name);
  expect(without.sort()).toEqual(['Extra.b', 'Query.extra']);
});

it('every @allow in the built schema names known roles, and every back-office root field has it', () => {
  const schema = buildSchema();
  const query = schema.getQueryType()!.getFields();
  const mutation = schema.getMutationType()!.getFields();
  const declared = [...backofficeFields(sdl).keys()].filter((n) => n.startsWith('Query.') || n.startsWith('Mutation.'));
  expect(declared.length).toBeGreaterThan(30);
  for (const name of declared) {
    const [type, field] = name.split('.') as [string, string];
    const def = (type === 'Query' ? query : mutation)[field];
    expect(def?.astNode?.directives?.some((d) => d.name.value === 'allow'), name).toBe(true);
  }
});

const principal = (over: Partial<WirePrincipal> = {}): WirePrincipal => ({
  id: 1, login: 'x', name: 'X', staff_role: null, brands: [], totp: true, stage: 'done', ...over,
});

describe('policy', () => {
  it('PUBLIC: anyone; SIGNED_IN: any principal, a set-up session too', () => {
    expect(decide(null, ['PUBLIC'], undefined)).toBe('allow');
    expect(decide(null, ['SIGNED_IN'], undefined)).toBe('unauthenticated');
    expect(decide(principal({ stage: 'totp_setup', staff_role: 'admin', totp: false }), ['SIGNED_IN'], undefined)).toBe('allow');
  });
  it('a staff role: exactly that role, on a complete session only', () => {
    expect(decide(principal({ staff_role: 'support' }), ['SUPPORT'], undefined)).toBe('allow');
    expect(decide(principal({ staff_role: 'admin' }), ['SUPPORT'], undefined)).toBe('forbidden');
    expect(decide(principal({ staff_role: 'compliance' }), ['ADMIN'], undefined)).toBe('forbidden');
    expect(decide(principal({ staff_role: 'admin', stage: 'totp_setup' }), ['ADMIN'], undefined)).toBe('unauthenticated');
    expect(decide(principal(), ['ADMIN'], undefined)).toBe('forbidden');
  });
  it('a brand role: on the brand concerned, any brand when none is, never when the brand is none', () => {
    const agentOf7 = principal({ brands: [{ brand_id: 7, brand_title: 'A', role: 'brand_agent' }] });
    expect(decide(agentOf7, ['BRAND_AGENT'], 7)).toBe('allow');
    expect(decide(agentOf7, ['BRAND_AGENT'], 8)).toBe('forbidden');
    expect(decide(agentOf7, ['BRAND_AGENT'], undefined)).toBe('allow');
    expect(decide(agentOf7, ['BRAND_AGENT'], null)).toBe('forbidden');
    expect(decide(agentOf7, ['BRAND_ADMIN'], 7)).toBe('forbidden');
    expect(decide(agentOf7, ['BRAND_ADMIN'], undefined)).toBe('forbidden');
  });
});

describe('the directive at run time', () => {
  const typeDefs = `
    enum Access { SUPPORT OPS COMPLIANCE ADMIN BRAND_ADMIN BRAND_AGENT SIGNED_IN PUBLIC }
    directive @allow(roles: [Access!]!) on FIELD_DEFINITION
    type Thing { brandId: ID @allow(roles: [BRAND_AGENT, SUPPORT]) secret: String @allow(roles: [BRAND_AGENT, SUPPORT]) }
    type Query {
      open: Int @allow(roles: [PUBLIC])
      undeclared: Int
      thing(brandId: ID!): Thing @allow(roles: [BRAND_AGENT])
      things: [Thing!]! @allow(roles: [BRAND_AGENT, SUPPORT])
      plain: Int
    }`;
  const schema = applyAllowDirective(
    makeExecutableSchema({
      typeDefs,
      resolvers: {
        Query: {
          open: () => 1, undeclared: () => 2, plain: () => 3,
          thing: (_: unknown, { brandId }: { brandId: string }) => ({ brandId, secret: 's' }),
          things: () => [{ brandId: '7', secret: 'a' }, { brandId: '8', secret: 'b' }, { brandId: null, secret: 'c' }],
        },
      },
    }),
    new Set(['Query.undeclared']),
  );
  const session = (p: WirePrincipal | null): AdminSession & { refusals: string[]; reads: number } => {
    const s = {
      refusals: [] as string[], reads: 0, siteUrl: '', hasSession: () => p !== null,
      principal: async () => { s.reads++; return p; }, known: () => undefined, begin() {}, end() {},
      async recordRefusal(field: string) { s.refusals.push(field); },
    };
    return s;
  };
  const run = (source: string, admin?: AdminSession) => graphql({ schema, source, contextValue: { admin } });
  const agentOf7 = principal({ brands: [{ brand_id: 7, brand_title: 'A', role: 'brand_agent' }] });

  it('outside the admin listener every @allow field is refused, PUBLIC too; other fields are untouched', async () => {
    const res = await run('{ open plain }');
    expect(res.data).toEqual({ open: null, plain: 3 });
    expect(res.errors?.map((e) => [e.message, e.extensions.code])).toEqual([['无权访问', 'FORBIDDEN']]);
  });
  it('a declared back-office field without @allow answers nobody', async () => {
    const res = await run('{ undeclared }', session(principal({ staff_role: 'admin' })));
    expect(res.data).toEqual({ undeclared: null });
    expect(res.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });
  it('brandId arguments and objects: a brand account reads its own brand only, refusals look alike and are recorded', async () => {
    const s = session(agentOf7);
    expect((await run('{ thing(brandId: "7") { secret } }', s)).data).toEqual({ thing: { secret: 's' } });
    const other = await run('{ thing(brandId: "8") { secret } }', s);
    expect(other.data).toEqual({ thing: null });
    expect(other.errors?.map((e) => [e.message, e.extensions.code])).toEqual([['无权访问', 'FORBIDDEN']]);
    // In a list, each object's brand: the other brand's row and the brand-less row are refused.
    const list = await run('{ things { secret } }', s);
    expect(list.data).toEqual({ things: [{ secret: 'a' }, { secret: null }, { secret: null }] });
    expect(list.errors?.map((e) => e.message)).toEqual(['无权访问', '无权访问']);
    expect(s.refusals).toContain('Query.thing');
    expect(s.refusals).toContain('Thing.secret');
  });
  it('support reads every row; nobody signed in is asked to sign in', async () => {
    const support = await run('{ things { secret } }', session(principal({ staff_role: 'support' })));
    expect(support.data).toEqual({ things: [{ secret: 'a' }, { secret: 'b' }, { secret: 'c' }] });
    const anonymous = session(null);
    const res = await run('{ things { secret } }', anonymous);
    expect(res.errors?.map((e) => [e.message, e.extensions.code])).toEqual([['请先登录', 'UNAUTHENTICATED']]);
    expect(anonymous.refusals).toEqual([]);
  });
  it('parses', () => expect(() => parse(typeDefs)).not.toThrow());
});
