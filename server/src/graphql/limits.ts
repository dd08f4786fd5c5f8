// Validation rules graphql-armor has no equivalent for (depth, aliases, directives and cost come from
// armor: ./armor.ts). Apollo reports every validation error with code GRAPHQL_VALIDATION_FAILED;
// extensions.limit says which.
import { GraphQLError, Kind, type ASTVisitor, type ValidationContext } from 'graphql';

/**
 * At most `max` operations in one document. Clients send one; a document of thousands of tiny
 * operations made every per-operation rule run thousands of times.
 */
export function maxOperations(max: number) {
  return (context: ValidationContext): ASTVisitor => ({
    Document(document) {
      const count = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION).length;
      if (count > max) {
        context.reportError(new GraphQLError(`${count} operations in one document; at most ${max} are allowed.`, { extensions: { limit: 'OPERATIONS', maxOperations: max } }));
      }
    },
  });
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
