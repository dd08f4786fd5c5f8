// Validation rules bounding what one operation may ask for (DESIGN "Security"): nesting depth and
// the number of aliases (aliases multiply upstream calls that dedupe cannot merge, e.g. 50 brands).
// Apollo reports every validation error with code GRAPHQL_VALIDATION_FAILED; extensions.limit says which.
import { GraphQLError, Kind, type ASTVisitor, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext } from 'graphql';

function depthOf(set: SelectionSetNode | undefined, fragments: Record<string, FragmentDefinitionNode>, seen: Set<string>): number {
  if (!set) return 0;
  let max = 0;
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) {
      // Introspection (Sandbox's schema query nests ofType deeply) is governed by the introspection switch.
      if (sel.name.value.startsWith('__')) continue;
      max = Math.max(max, 1 + depthOf(sel.selectionSet, fragments, seen));
    } else if (sel.kind === Kind.INLINE_FRAGMENT) {
      max = Math.max(max, depthOf(sel.selectionSet, fragments, seen));
    } else {
      const name = sel.name.value;
      const fragment = fragments[name];
      if (!fragment || seen.has(name)) continue; // cycles are reported by NoFragmentCyclesRule
      max = Math.max(max, depthOf(fragment.selectionSet, fragments, new Set(seen).add(name)));
    }
  }
  return max;
}

export function depthLimit(maxDepth: number) {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(op) {
      const fragments = Object.fromEntries(
        context.getDocument().definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
      );
      const depth = depthOf(op.selectionSet, fragments, new Set());
      if (depth > maxDepth) {
        context.reportError(new GraphQLError(`Query depth ${depth} exceeds the limit of ${maxDepth}.`, { nodes: [op], extensions: { limit: 'DEPTH', maxDepth } }));
      }
    },
  });
}

export function aliasLimit(maxAliases: number) {
  return (context: ValidationContext): ASTVisitor => {
    let count = 0;
    let reported = false;
    return {
      Field(field) {
        if (!field.alias) return;
        count += 1;
        if (count > maxAliases && !reported) {
          reported = true;
          context.reportError(new GraphQLError(`More than ${maxAliases} aliases in one document.`, { nodes: [field], extensions: { limit: 'ALIASES', maxAliases } }));
        }
      },
    };
  };
}

/**
 * Root fields that may appear at most once in a document (aliases or fragments cannot repeat them): one
 * operation must not multiply SMS sends or enquiries. Counted per document, fragments included, so
 * `a: sendSmsCode(...) b: sendSmsCode(...)` is refused before anything runs.
 */
export function oncePerOperation(fieldNames: string[]) {
  const limited = new Set(fieldNames);
  return (context: ValidationContext): ASTVisitor => {
    const seen = new Map<string, number>();
    return {
      Field(field) {
        const name = field.name.value;
        const parent = context.getParentType()?.name;
        if (!limited.has(name) || (parent !== 'Mutation' && parent !== 'Query')) return;
        const n = (seen.get(name) ?? 0) + 1;
        seen.set(name, n);
        if (n === 2) {
          context.reportError(new GraphQLError(`${name} may appear only once per operation.`, { nodes: [field], extensions: { limit: 'ONCE', field: name } }));
        }
      },
    };
  };
}
