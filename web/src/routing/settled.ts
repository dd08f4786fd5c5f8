// A loader's deferred values, settled before the render that shows them: documents for crawlers (every
// section inline, nothing revealed by script) and the browser's hydration of a server document (whose
// sections the server already rendered). React Router's <Await> renders a `resolve` that is not a promise
// at once, so such a render never suspends; a rejection becomes a DeferredFailure, which DeferredSection
// shows as its error fallback. (No private fields of React Router are written on promises.)

/** A deferred value whose promise rejected, settled. */
export class DeferredFailure {
  constructor(readonly error: unknown) {}
}

/** The loader's data with each of its deferred values (promises, one level deep) replaced by its outcome. */
export async function settleDeferred<T>(data: T): Promise<T> {
  if (!data || typeof data !== 'object' || Array.isArray(data) || Object.getPrototypeOf(data) !== Object.prototype) return data;
  const entries = Object.entries(data);
  if (!entries.some(([, value]) => value instanceof Promise)) return data;
  const settled = await Promise.all(
    entries.map(async ([key, value]) => [key, value instanceof Promise ? await value.then((v: unknown) => v, (error: unknown) => new DeferredFailure(error)) : value] as const),
  );
  return Object.fromEntries(settled) as T;
}
