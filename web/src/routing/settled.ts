// A loader's deferred values, settled before the render that shows them: documents for crawlers (every
// section inline, nothing revealed by script) and the browser's hydration of a server document (whose
// sections the server already rendered). React Router's <Await> renders a `resolve` that is not a promise
// at once, so such a render never suspends; a rejection becomes a DeferredFailure, which DeferredSection
// shows as its error fallback. (No private fields of React Router are written on promises.)

/** A deferred value whose promise rejected, settled. */
export class DeferredFailure {
  constructor(readonly error: unknown) {}
}

/** Whether a loader's data is a plain object, whose own values may be deferred (React Router's shape). */
function isPlainRecord(data: unknown): data is Record<string, unknown> {
  return !!data && typeof data === 'object' && !Array.isArray(data) && Object.getPrototypeOf(data) === Object.prototype;
}

/** The loader's data with each of its deferred values (promises, one level deep) replaced by its outcome. */
export async function settleDeferred<T>(data: T): Promise<T> {
  if (!isPlainRecord(data)) return data;
  const entries = Object.entries(data);
  if (!entries.some(([, value]) => value instanceof Promise)) return data;
  const settled = await Promise.all(
    entries.map(async ([key, value]) => [key, value instanceof Promise ? await value.then((v: unknown) => v, (error: unknown) => new DeferredFailure(error)) : value] as const),
  );
  return Object.fromEntries(settled) as T;
}

/**
 * A browser's page waits this long for its deferred queries before the shell goes out without them. Answers
 * the gateway already holds (the shared cache, Redis included) settle well within it, and then the page is
 * sent whole: no loading states, no hidden segments moved into place by script, no layout shift, and a
 * cheaper render (each streamed boundary costs its fallback, its segment and its script). A deferred query
 * that needs the upstream takes longer and streams as before, so a slow section never holds the first screen
 * back by more than this.
 */
export const READY_WINDOW_MS = 15;

/** True when every promise settles within `ms` (rejections count as settled). */
function settlesWithin(promises: ReadonlyArray<Promise<unknown>>, ms: number): Promise<boolean> {
  if (!promises.length) return Promise.resolve(true);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const all = Promise.allSettled(promises).then(() => true);
  return Promise.race([all, late]).finally(() => clearTimeout(timer));
}

/** The deferred values (promises, one level deep) of every route's loader data. */
function deferredValues(loaderData: Record<string, unknown>): Promise<unknown>[] {
  return Object.values(loaderData).flatMap((data) => (isPlainRecord(data) ? Object.values(data).filter((v): v is Promise<unknown> => v instanceof Promise) : []));
}

/**
 * Every route's loader data with its deferred values settled, if those values and the queries still
 * running (`running`) all settle within `ms`; null if one is slower (its section then streams). A deferred
 * value that waits on something other than a query (a document's chunk, say) is bounded the same way. The
 * server's entries call it for a browser's page once the loaders returned (docs/decisions/0109).
 */
export async function settledIfReady(
  loaderData: Record<string, unknown>,
  running: ReadonlyArray<Promise<unknown>>,
  ms: number,
): Promise<Record<string, unknown> | null> {
  if (!(await settlesWithin([...running, ...deferredValues(loaderData)], ms))) return null;
  const entries = await Promise.all(Object.entries(loaderData).map(async ([id, value]) => [id, await settleDeferred(value)] as const));
  return Object.fromEntries(entries);
}
