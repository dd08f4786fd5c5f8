// The @allow directive (schema/backoffice.graphql, docs/decisions/0118) applied once, when the schema is
// built: every field carrying it gets its resolver wrapped by the policy (policy.ts), and every field of
// the back office's own types and root fields that does not carry it is refused outright — deny by
// default, at run time as well as in allow-directive.test.ts. The principal is read once per operation
// (AdminSession.principal); nested fields of a list are then decided without waiting.
import { getDirective, mapSchema, MapperKind } from '@graphql-tools/utils';
import { defaultFieldResolver, GraphQLError, Kind, parse, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import type { WirePrincipal } from '@shangji/contract';
import type { AdminSession } from './session';
import { ACCESS, brandIdOf, decide, refusalMessages, type Access, type BrandConcerned, type Decision } from './policy';

interface PolicyContext {
  admin?: AdminSession | undefined;
}

/** The refusal a client sees: one message and code per kind, whatever the reason. */
export function refusal(kind: Exclude<Decision, 'allow'>): GraphQLError {
  const { code, message } = refusalMessages[kind];
  return new GraphQLError(message, { extensions: { code } });
}

/**
 * `Type.field` of every field the back office's SDL declares: each field of the object types it defines,
 * and each field its `extend type Query` / `extend type Mutation` add. These must all carry @allow.
 */
export function backofficeFields(sdl: string): Map<string, boolean> {
  const fields = new Map<string, boolean>();
  for (const def of parse(sdl).definitions) {
    if (def.kind !== Kind.OBJECT_TYPE_DEFINITION && def.kind !== Kind.OBJECT_TYPE_EXTENSION && def.kind !== Kind.INTERFACE_TYPE_DEFINITION) continue;
    for (const field of def.fields ?? []) {
      fields.set(`${def.name.value}.${field.name.value}`, (field.directives ?? []).some((d) => d.name.value === 'allow'));
    }
  }
  return fields;
}

function rolesOf(value: unknown): Access[] {
  const roles = Array.isArray(value) ? value : [];
  for (const role of roles) if (!(ACCESS as readonly string[]).includes(role as string)) throw new Error(`@allow: unknown role ${String(role)}`);
  return roles as Access[];
}

/**
 * The brand a field of an object concerns: the `brandId` of the object it is read from (a Lead, a
 * BrandNotify), else none. (A field taking a `brandId` argument concerns that brand.)
 */
function brandOf(source: unknown): BrandConcerned {
  if (source && typeof source === 'object' && 'brandId' in source) {
    const id = (source as { brandId: unknown }).brandId;
    return id === null || id === undefined ? null : brandIdOf(id);
  }
  return undefined;
}

/**
 * The schema with @allow enforced. `requireAllow`: `Type.field` names that must carry @allow (the back
 * office's SDL); one without it is refused to everyone.
 */
export function applyAllowDirective(schema: GraphQLSchema, requireAllow: ReadonlySet<string>): GraphQLSchema {
  const rootTypes = new Set([schema.getQueryType()?.name, schema.getMutationType()?.name]);
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (fieldConfig, fieldName, typeName, current) => {
      const allow = getDirective(current, fieldConfig, 'allow')?.[0];
      const resolve: GraphQLFieldResolver<unknown, PolicyContext> = fieldConfig.resolve ?? defaultFieldResolver;
      const name = `${typeName}.${fieldName}`;
      if (!allow) {
        if (!requireAllow.has(name)) return fieldConfig;
        // Deny by default: a back-office field nobody declared access for answers nobody.
        return { ...fieldConfig, resolve: () => { throw refusal('forbidden'); } };
      }
      const roles = rolesOf(allow.roles);
      const takesBrand = fieldConfig.args !== undefined && 'brandId' in fieldConfig.args;
      const root = rootTypes.has(typeName);
      const guarded: GraphQLFieldResolver<unknown, PolicyContext> = (source, args, context, info) => {
        const admin = context.admin;
        // Only the admin listener's context has a session: on every other listener, refused.
        if (!admin) throw refusal('forbidden');
        if (roles.includes('PUBLIC')) return resolve(source, args, context, info);
        const brand = takesBrand ? brandIdOf(args.brandId) : root ? undefined : brandOf(source);
        const settle = (principal: WirePrincipal | null) => {
          const decision = decide(principal, roles, brand);
          if (decision === 'allow') return resolve(source, args, context, info);
          if (decision === 'unauthenticated') throw refusal(decision);
          return admin.recordRefusal(name).then(() => {
            throw refusal(decision);
          });
        };
        const known = admin.known();
        return known !== undefined ? settle(known) : admin.principal().then(settle);
      };
      return { ...fieldConfig, resolve: guarded };
    },
  });
}
