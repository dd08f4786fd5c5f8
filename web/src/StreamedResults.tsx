// Results of the queries still running when the shell went out travel inside the React tree: each in a
// Suspense boundary of its own, whose inline <script> React streams once the query has settled. React's own
// streaming places and orders them (no bytes matched or inserted between its writes). The browser's tree
// has the same boundaries, so hydration matches; their scripts ran as the parser met them.
import { Suspense, use } from 'react';

function ResultScript({ script, nonce }: { script: Promise<string> | string; nonce: string | undefined }) {
  const text = typeof script === 'string' ? script : use(script);
  // The browser renders an empty script in its place (the text already ran); nonces are hidden from it.
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: text }} />;
}

/**
 * Server: one script per pending query (its text once the result is there). Browser: the same boundaries,
 * each with an empty text (`scripts` are the pending keys' placeholders).
 */
export function StreamedResults({ scripts, nonce }: { scripts: ReadonlyArray<Promise<string> | string>; nonce?: string }) {
  return scripts.map((script, i) => (
    <Suspense key={i} fallback={null}>
      <ResultScript script={script} nonce={nonce} />
    </Suspense>
  ));
}
