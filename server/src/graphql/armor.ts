// Limits applied to every /graphql document before anything runs (docs/decisions/0018):
// tokens (graphql-js's own parser limit), operations per document, depth, aliases, directives and a
// structural cost in which lists and depth multiply (graphql-armor), and an upstream cost in which
// search and list sizes weigh what they cost the upstream (graphql-query-complexity). Each refusal is HTTP 400 with code
// GRAPHQL_VALIDATION_FAILED and `extensions.limit` naming the limit.
import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GraphQLArmorRejectCallback } from '@escape.tech/graphql-armor-types';
import { GraphQLError, Kind, getVariableValues, visit, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode, type ValidationRule } from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import { maxOperations, oncePerOperation } from './limits';

export const LIMITS = {
  /** The largest page document (BrandDetailQuery) has about 330 tokens. */
  tokens: 2000,
  operations: 3,
  depth: 10,
  aliases: 30,
  directives: 20,
  /** armor's structural cost (objects 2, scalars 1, ×1.5 per level). */
  structuralCost: 20_000,
  /** Upstream cost: see FIELD_COST. Two searches and a page's worth of cached calls fit; five searches do not. */
  upstreamCost: 2500,
} as const;

/**
 * What one root field costs the upstream (only root fields call it; nested fields map what came back).
 * Search, suggestions and map search are not cached upstream-side, so two of them exhaust the budget;
 * other root fields are cached calls. A `limit` argument scales the cost per 10 rows asked for.
 */
const FIELD_COST: Record<string, number> = {
  'Query.search': 1000,
  'Query.searchSuggestions': 300,
  'Query.mapSearch': 1000,
  'Query.nearbyShops': 300,
};
const ROOT_FIELD_COST = 20;
const ROWS_PER_UNIT = 10;

function upstreamEstimator(schema: GraphQLSchema): ComplexityEstimator {
  const roots = new Set([schema.getQueryType()?.name, schema.getMutationType()?.name]);
  return ({ type, field, args, childComplexity }) => {
    if (!roots.has(type.name) || field.name.startsWith('__')) return childComplexity;
    const own = FIELD_COST[`${type.name}.${field.name}`] ?? ROOT_FIELD_COST;
    const rows = typeof args.limit === 'number' && args.limit > 0 ? args.limit : ROWS_PER_UNIT;
    return own * Math.max(1, Math.ceil(rows / ROWS_PER_UNIT)) + childComplexity;
  };
}

const refusal = (limit: string, message: string) =>
  new GraphQLError(message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED', limit, http: { status: 400 } } });

/** armor rules report through the validation context (400) instead of throwing out of validate (500). */
const report =
  (limit: string): GraphQLArmorRejectCallback =>
  (context, error) =>
    context?.reportError(refusal(limit, error.message.replace(/^Syntax Error: /, '')));

const armored = (limit: string) => ({ propagateOnRejection: false, onReject: [report(limit)] });

/** The upstream cost of one operation of `document`, with its variables (limits in lists). */
export function upstreamCostOf(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown>, operationName?: string): number {
  return getComplexity({ schema, query: document, variables, operationName, estimators: [upstreamEstimator(schema)] });
}

/**
 * The variables an operation's cost can depend on: those given to a `limit` argument (FIELD_COST) or
 * to a directive's `if` (graphql-query-complexity skips what @skip/@include leave out).
 */
function costVariables(document: DocumentNode): string[] {
  const names = new Set<string>();
  visit(document, {
    Argument(node) {
      if ((node.name.value === 'limit' || node.name.value === 'if') && node.value.kind === Kind.VARIABLE) names.add(node.value.name.value);
    },
  });
  return [...names].sort();
}

/** Costs kept per document text (Apollo keeps one DocumentNode per text), a few variants each. */
const COSTS_PER_DOCUMENT = 64;

/**
 * The upstream cost is computed once the operation is known, with its variables — once per document
 * and values of the variables it depends on: walking the document cost ~6% of a cache miss (0058).
 */
function upstreamCostPlugin(schema: GraphQLSchema): ApolloServerPlugin {
  const memo = new WeakMap<DocumentNode, { vars: string[]; costs: Map<string, number> }>();
  /** The cost, or undefined when the variables do not coerce (see below). */
  const costOf = (document: DocumentNode, operation: OperationDefinitionNode | undefined, variables: Record<string, unknown>, operationName: string | undefined) => {
    let known = memo.get(document);
    if (!known) memo.set(document, (known = { vars: costVariables(document), costs: new Map() }));
    const key = JSON.stringify([operationName ?? null, ...known.vars.map((v) => variables[v] ?? null)]);
    let cost = known.costs.get(key);
    if (cost === undefined) {
      // Variables of the wrong type: graphql-js's coercion error is the answer (execute reports it
      // and Apollo sends 400). Costing them first would throw the same error out of the plugin: 500.
      // Checked only here, before a cost is computed: a known cost was computed from values that
      // coerced, and execute coerces every request's variables anyway.
      if ('errors' in getVariableValues(schema, operation?.variableDefinitions ?? [], variables)) return undefined;
      cost = upstreamCostOf(schema, document, variables, operationName);
      if (known.costs.size >= COSTS_PER_DOCUMENT) known.costs.clear();
      known.costs.set(key, cost);
    }
    return cost;
  };
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, request, operation }) {
          const cost = costOf(document, operation, request.variables ?? {}, request.operationName ?? undefined);
          if (cost !== undefined && cost > LIMITS.upstreamCost) throw refusal('COST', `Query cost ${cost} exceeds the limit of ${LIMITS.upstreamCost}.`);
        },
      };
    },
  };
}

/** Options spread into `new ApolloServer`: parse options, validation rules and plugins. */
export function graphqlLimits(schema: GraphQLSchema, onceFields: string[]): {
  parseOptions: { maxTokens: number };
  validationRules: ValidationRule[];
  plugins: ApolloServerPlugin[];
} {
  const armor = new ApolloArmor({
    // graphql-js's own parser stops at maxTokens and Apollo answers its SyntaxError with 400; armor's
    // token plugin throws outside Apollo's parse step, which comes back as 500.
    maxTokens: { enabled: false },
    // Depth counts fields, not fragment spreads: the pages' documents nest component fragments
    // (NewsItem_news > BrandCard_brand > ConsultButton_target) three deep within six levels of fields.
    maxDepth: { n: LIMITS.depth, flattenFragments: true, ...armored('DEPTH') },
    maxAliases: { n: LIMITS.aliases, ...armored('ALIASES') },
    maxDirectives: { n: LIMITS.directives, ...armored('DIRECTIVES') },
    costLimit: { maxCost: LIMITS.structuralCost, ...armored('COST') },
    // Suggestions are masked by formatError for every error (variable coercion too): see app.ts.
    blockFieldSuggestion: { enabled: false },
  }).protect();
  return {
    parseOptions: { maxTokens: LIMITS.tokens },
    // Operations are counted first: a document of thousands of operations stops before per-operation rules.
    validationRules: [maxOperations(LIMITS.operations), ...armor.validationRules, oncePerOperation(onceFields)],
    plugins: [...armor.plugins, upstreamCostPlugin(schema)],
  };
}
