// Upstream values shared through the in-memory cache are the same objects for every request that reads
// them: frozen, a resolver that tried to change one would throw instead of corrupting other answers.
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  return Object.freeze(value);
}
