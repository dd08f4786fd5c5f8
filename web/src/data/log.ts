// How a loader reports a query whose failure must not fail the page (a deferred section, the chrome's
// categories): logged once with the route's name and what failed, answered with null, so the section
// shows its empty state instead of an error page (STYLE.md, "deferred data").
export type FailureLog = (what: string) => (error: unknown) => null;

/** `logFailure('brand-detail')('sidebar')` is a rejection handler: `promise.then(use, log('sidebar'))`. */
export function logFailure(route: string): FailureLog {
  return (what) => (error) => {
    console.error(`[${route}] ${what} failed:`, error instanceof Error ? error.message : error);
    return null;
  };
}
