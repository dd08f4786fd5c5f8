// The page's boot scripts as part of the React tree, for a document rendered whole (whole-document.ts):
// the hydration payload's inline script, then the client entry as a module script without `async`, which
// the browser runs only once the document is parsed, so always after the payload's script. (A streamed
// document gets the same two from React's bootstrap options instead.) The browser's tree has the same two
// elements, empty: their text already ran, and the browser hides nonces from the page.
export function BootScripts({ payloadScript, entry, nonce }: { payloadScript: string; entry: string | null; nonce?: string }) {
  return (
    <>
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: payloadScript }} />
      {entry ? <script type="module" src={entry} nonce={nonce} suppressHydrationWarning /> : null}
    </>
  );
}
