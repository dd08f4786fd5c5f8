// React Router's <Await> reads `_tracked`/`_data`/`_error` off a promise it has seen settle. Setting them on
// promises that are already settled lets a render (crawler documents on the server, hydration in the
// browser) show their content without suspending.
export function markSettled(promise: Promise<unknown>): Promise<void> {
  return promise.then(
    (value) => void Object.defineProperties(promise, { _tracked: { value: true }, _data: { value } }),
    (error: unknown) => void Object.defineProperties(promise, { _tracked: { value: true }, _error: { value: error } }),
  );
}
