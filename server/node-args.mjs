// The Node.js flags the gateway runs with in production (`npm start`: scripts/start.mjs) and under the
// tests and the bench (tests/support/stack.ts), so every figure is measured on the process visitors get.
// server/package.json's own start script repeats them (a test keeps the two in step).
// --max-semi-space-size=64: V8's young generation grows to 64 MB semi-spaces (default 16 MB). A page render
// allocates a few MB of short-lived objects; with the default, scavenges promoted many of them to the old
// generation, whose collections then competed for the second core. +17-21% uncached renders per second,
// lower resident memory under load (docs/decisions/0061).
export const SERVER_NODE_ARGS = ['--enable-source-maps', '--max-semi-space-size=64'];
